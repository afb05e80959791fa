import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import { QrCard } from './qr-card';
import { CARD_MM, CARDS_PER_PAGE, COLUMNS, type CardSettings, type CardWorker } from './qr-card-types';

/** The cards split into A4 pages. */
export function toPages<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

/**
 * What window.print() prints: a copy of the cards in a portal straight under <body>,
 * hidden on screen. The print stylesheet hides everything else and lays the cards out on
 * A4 pages (2 × 5 landscape cards or 3 × 3 portrait cards a page, 8 mm margins).
 */
export function CardPrintArea({ workers, settings, appName }: { workers: readonly CardWorker[]; settings: CardSettings; appName: string }) {
  const pages = toPages(workers, CARDS_PER_PAGE[settings.orientation]);
  const columns = COLUMNS[settings.orientation];
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          '.qr-print-root': { display: 'none' },
          '@media print': {
            '@page': { size: 'A4 portrait', margin: '8mm' },
            'html, body': { background: '#fff !important' },
            'body > *:not(.qr-print-root)': { display: 'none !important' },
            '.qr-print-root': { display: 'block !important' },
          },
        }}
      />
      <div className="qr-print-root" aria-hidden>
        {pages.map((page, index) => (
          <Box
            key={index}
            className="qr-print-page"
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, ${settings.orientation === 'landscape' ? CARD_MM.long : CARD_MM.short}mm)`,
              justifyContent: 'center',
              gap: settings.orientation === 'landscape' ? '2mm 6mm' : '5mm 5mm',
              breakAfter: index < pages.length - 1 ? 'page' : 'auto',
            }}
          >
            {page.map((worker) => (
              <QrCard key={worker.id} worker={worker} settings={settings} appName={appName} />
            ))}
          </Box>
        ))}
      </div>
    </>,
    document.body,
  );
}
