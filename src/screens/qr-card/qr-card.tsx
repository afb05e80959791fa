import Box from '@mui/material/Box';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_MM, maskNik, type CardSettings, type CardWorker } from './qr-card-types';

/** The QR code of `text` as an SVG data URL: sharp at any print size, and no canvas needed. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `qrDataUrl(text)` once it is drawn; null before. */
export function useQrDataUrl(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrDataUrl(text).then((url) => live && setDrawn({ text, url }));
    return () => {
      live = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.url : null;
}

export interface QrCardProps {
  worker: CardWorker;
  settings: CardSettings;
  /** The application name, shown when no logo is uploaded. */
  appName: string;
}

const mm = (value: number) => `${value}mm`;

/** One printable card at its real size (85.6 × 54 mm, turned for portrait). */
export function QrCard({ worker, settings, appName }: QrCardProps) {
  const { t } = useTranslation('qr-card');
  const qr = useQrDataUrl(worker.qr_number);
  const landscape = settings.orientation === 'landscape';
  const qrSize = landscape ? 27 : 32;
  const details = [
    { key: 'nik', label: t('preview.nik'), value: maskNik(worker.nik) },
    { key: 'position', label: t('preview.position'), value: worker.position || '-' },
    { key: 'project', label: t('preview.project'), value: worker.project_name },
  ];

  return (
    <Box
      className="qr-card"
      data-testid="qr-card"
      data-orientation={settings.orientation}
      sx={{
        width: mm(landscape ? CARD_MM.long : CARD_MM.short),
        height: mm(landscape ? CARD_MM.short : CARD_MM.long),
        boxSizing: 'border-box',
        p: '3mm',
        borderRadius: '3mm',
        border: '0.3mm solid #c9d3dd',
        overflow: 'hidden',
        color: settings.textColor,
        fontFamily: 'Roboto, Arial, sans-serif',
        backgroundColor: '#ffffff',
        backgroundImage: settings.backgroundUrl ? `url("${settings.backgroundUrl}")` : 'linear-gradient(135deg, #ffffff 55%, #e3eefa 100%)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        display: 'flex',
        flexDirection: 'column',
        gap: '2mm',
        breakInside: 'avoid',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2mm', minHeight: '7mm', borderBottom: `0.4mm solid ${settings.textColor}`, pb: '1mm' }}>
        {settings.logoUrl ? (
          <Box component="img" src={settings.logoUrl} alt={appName} sx={{ maxHeight: '7mm', maxWidth: landscape ? '40mm' : '26mm', objectFit: 'contain' }} />
        ) : (
          <Box component="span" sx={{ fontWeight: 700, fontSize: '3.4mm', lineHeight: 1.1 }}>
            {appName}
          </Box>
        )}
        <Box component="span" sx={{ fontSize: '2.3mm', fontWeight: 700, letterSpacing: '0.3mm', textAlign: 'right' }}>
          {t('preview.cardTitle')}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: landscape ? 'row' : 'column-reverse', alignItems: landscape ? 'center' : 'stretch', gap: '2.5mm' }}>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: landscape ? 'left' : 'center' }}>
          <Box component="p" sx={{ m: 0, mb: '1.2mm', fontWeight: 700, fontSize: '3.6mm', lineHeight: 1.15, overflowWrap: 'anywhere' }} data-card="name">
            {worker.fullname}
          </Box>
          {details.map((detail) => (
            <Box component="p" key={detail.key} sx={{ m: 0, fontSize: '2.5mm', lineHeight: 1.35, overflowWrap: 'anywhere' }} data-card={detail.key}>
              <Box component="span" sx={{ opacity: 0.75 }}>{`${detail.label}: `}</Box>
              {detail.value}
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 }}>
          {qr ? (
            <Box component="img" src={qr} alt={t('preview.qrAlt', { number: worker.qr_number })} sx={{ width: mm(qrSize), height: mm(qrSize), display: 'block', bgcolor: '#fff' }} />
          ) : (
            <Box sx={{ width: mm(qrSize), height: mm(qrSize), bgcolor: '#fff' }} />
          )}
          <Box component="span" sx={{ fontSize: '2mm', mt: '0.5mm', fontFamily: 'monospace' }}>
            {worker.qr_number}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
