import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconExtension, previewKind } from '../../../src/widgets/document-preview';
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

  it('shows a placeholder, not a 0, in each card while the figures load, and no bars', () => {
    renderWidget(<StatisticCards config={{ items: [{ id: 'total', label: 'Total Pekerja' }], graph: { type: 'bar' } }} rekap={undefined} loading />);
    const value = document.querySelector('[data-statistic="total"]')!;
    expect(value.getAttribute('aria-busy')).toBe('true');
    expect(value.textContent).toBe('');
    expect(value.querySelector('.MuiSkeleton-root')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grafik statistik' }).querySelectorAll('rect')).toHaveLength(0);
  });
});

describe('document preview', () => {
  it('shows images and pdf in the browser, xlsx and csv as a table, and offers anything else for download, by the original name', () => {
    expect(previewKind('/api/files/2026/01/ab.png')).toBe('image');
    expect(previewKind('/api/files/2026/01/ab.pdf', 'Kontrak.PDF')).toBe('pdf');
    expect(previewKind('/api/files/2026/01/ab.xlsx', 'Rekap.xlsx')).toBe('sheet');
    expect(previewKind('/api/files/2026/01/ab.csv')).toBe('sheet');
    for (const name of ['laporan.docx', 'laporan.doc', 'paparan.ppt', 'paparan.pptx', 'lama.xls']) expect(previewKind('/api/files/2026/01/ab', name)).toBe('download');
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
