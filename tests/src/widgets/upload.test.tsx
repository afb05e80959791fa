import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../src/core/i18n';
import type { UploadResult } from '../../../src/core/data/data-types';
import { checkChoice, isBelowLimit, MultiUpload, removeEntry, SingleUpload, type MultiUploadEntry } from '../../../src/widgets/upload';
import { fileOfSize, MB, renderWidget, setUpWidgetTests } from './widget-harness';
import { server } from '../support/msw';

setUpWidgetTests();
const uploaded: UploadResult = { url: '/api/files/abc.png', filename: 'foto.png' };

function pick(label: string, files: File[]) {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

describe('upload limits (spec §5)', () => {
  it('accepts only files strictly smaller than the limit', () => {
    expect(isBelowLimit({ size: MB - 1 }, 1)).toBe(true);
    expect(isBelowLimit({ size: MB }, 1)).toBe(false);
    expect(isBelowLimit({ size: 5 * MB - 1 }, 5)).toBe(true);
  });

  it('refuses more than 5 files counting those already held', () => {
    const small = { size: 10 };
    expect(checkChoice(Array(5).fill(small), { limitMb: 1, maxFiles: 5 })).toBeNull();
    expect(checkChoice(Array(6).fill(small), { limitMb: 1, maxFiles: 5 })).toBe('too-many');
    expect(checkChoice(Array(3).fill(small), { limitMb: 1, maxFiles: 5, alreadyHeld: 3 })).toBe('too-many');
  });

  it("shows 'File terlalu besar' for a 1 MB file in the single upload and uploads nothing", async () => {
    const onChange = vi.fn();
    renderWidget(<SingleUpload value={null} onChange={onChange} label="Foto" />);
    pick('Foto', [fileOfSize(MB)]);
    expect(await screen.findByText('File terlalu besar')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the file field's limit label when a file reaches its 5 MB limit", async () => {
    renderWidget(<SingleUpload value={null} onChange={vi.fn()} label="Berkas" limitMb={5} sizeMessage="limit-label" />);
    pick('Berkas', [fileOfSize(5 * MB, 'kontrak.pdf', 'application/pdf')]);
    await waitFor(() => expect(screen.getByText('Ukuran maksimal file yang diperbolehkan 5mb').closest('.Mui-error')).toBeTruthy());
  });

  it("shows 'Jumlah File melebihi batas Upload' when six files are chosen", async () => {
    const onChange = vi.fn();
    renderWidget(<MultiUpload value={[]} onChange={onChange} label="Dokumen" />);
    pick('Dokumen', Array.from({ length: 6 }, (_, index) => fileOfSize(100, `f${index}.png`)));
    expect(await screen.findByText('Jumlah File melebihi batas Upload')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('posts the file as multipart field `file` and emits the upload result once done', async () => {
    let hasFileField = false;
    server.use(
      http.post('*/api/upload', async ({ request }) => {
        hasFileField = (await request.formData()).has('file');
        return HttpResponse.json({ data: uploaded });
      }),
    );
    const onChange = vi.fn();
    renderWidget(<SingleUpload value={null} onChange={onChange} label="Foto" />);
    pick('Foto', [fileOfSize(1000)]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(uploaded));
    expect(hasFileField).toBe(true);
  });

  it('emits null and shows the cancel hint when the upload fails', async () => {
    server.use(http.post('*/api/upload', () => HttpResponse.json({ message: 'Penyimpanan penuh' }, { status: 500 })));
    const onChange = vi.fn();
    renderWidget(<SingleUpload value={uploaded} onChange={onChange} label="Foto" />);
    pick('Foto', [fileOfSize(1000)]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(await screen.findByText('Upload berkas dibatalkan')).toBeTruthy();
    expect(await screen.findByText('Penyimpanan penuh')).toBeTruthy();
  });

  it("words the failure hint 'File upload canceled' in English", async () => {
    await i18next.changeLanguage('en');
    server.use(http.post('*/api/upload', () => HttpResponse.json({ message: 'Disk full' }, { status: 500 })));
    renderWidget(<MultiUpload value={[]} onChange={vi.fn()} label="Documents" />);
    pick('Documents', [fileOfSize(1000)]);
    expect(await screen.findByText('File upload canceled')).toBeTruthy();
  });
});

describe('multi-upload entries (spec §3)', () => {
  const saved: MultiUploadEntry = { id: 7, file_filename: { url: '/api/files/a.png', filename: 'a.png' } };
  const fresh: MultiUploadEntry = { file_filename: { url: '/api/files/b.png', filename: 'b.png' } };

  it('blanks file_filename of a saved entry and removes a new one', () => {
    expect(removeEntry([saved, fresh], 0)).toEqual([{ id: 7, file_filename: null }, fresh]);
    expect(removeEntry([saved, fresh], 1)).toEqual([saved]);
  });

  it('deletes through the widget with the same rules and hides blanked entries', async () => {
    function Harness() {
      const [entries, setEntries] = useState<MultiUploadEntry[]>([saved, fresh]);
      return (
        <>
          <MultiUpload value={entries} onChange={setEntries} label="Dokumen" />
          <output data-testid="entries">{JSON.stringify(entries)}</output>
        </>
      );
    }
    renderWidget(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus berkas a.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus berkas b.png' }));
    expect(JSON.parse(screen.getByTestId('entries').textContent!)).toEqual([{ id: 7, file_filename: null }]);
    expect(screen.queryByText('a.png')).toBeNull();
  });

  it('appends each done upload as a new entry after the saved ones', async () => {
    server.use(http.post('*/api/upload', () => HttpResponse.json({ data: uploaded })));
    const onChange = vi.fn();
    renderWidget(<MultiUpload value={[saved]} onChange={onChange} label="Dokumen" />);
    pick('Dokumen', [fileOfSize(1000)]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([saved, { file_filename: uploaded }]));
  });
});
