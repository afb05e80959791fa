import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconExtension, previewOf } from '../../../src/widgets/document-preview';
import { ImageZoomProvider, useImageZoom } from '../../../src/widgets/image-zoom';
import { StatisticCards } from '../../../src/widgets/statistic';
import { renderWidget, setUpWidgetTests } from './widget-harness';

setUpWidgetTests();

describe('statistic cards', () => {
  it('shows each value with dots for thousands and an accessible graph', () => {
    renderWidget(
      <StatisticCards
        config={{ items: [{ id: 'total', label: { id: 'Total Pekerja', en: 'Total Workers' }, color: '#1976d2', icon: 'groups' }, { id: 'aktif', label: 'Aktif' }], graph: { type: 'bar', horizontal: true } }}
        rekap={{ total: 12345, aktif: 980 }}
      />,
    );
    expect(screen.getAllByText('Total Pekerja').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-statistic="total"]')!.textContent).toBe('12.345');
    expect(screen.getAllByText('12.345').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Grafik statistik' })).toBeTruthy();
  });
});

describe('document preview', () => {
  it('uses the online viewer for pdf/xls/xlsx, the office viewer for doc/ppt and shows images directly', () => {
    const pdf = previewOf('/api/files/kontrak.pdf');
    expect(pdf.kind).toBe('viewer');
    expect(pdf.src).toBe(`https://docs.google.com/viewer?url=${encodeURIComponent('http://localhost:3000/api/files/kontrak.pdf')}&embedded=true`);
    expect(previewOf('/api/files/a', 'laporan.docx').src).toMatch(/^https:\/\/view\.officeapps\.live\.com\/op\/embed\.aspx\?src=/);
    expect(previewOf('/api/files/foto.png')).toEqual({ kind: 'image', src: '/api/files/foto.png' });
  });

  it('falls back to the jpg icon for unknown extensions', () => {
    expect(iconExtension('data.xlsx')).toBe('xlsx');
    expect(iconExtension('arsip.rar')).toBe('jpg');
  });
});

describe('image zoom', () => {
  it('opens the shared modal from any component below the provider', async () => {
    function Thumb() {
      const { zoom } = useImageZoom();
      return <button onClick={() => zoom('/api/files/foto.png', 'Foto pekerja')}>zoom</button>;
    }
    renderWidget(
      <ImageZoomProvider>
        <Thumb />
      </ImageZoomProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'zoom' }));
    expect(await screen.findByRole('img', { name: 'Foto pekerja' })).toBeTruthy();
  });
});
