import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { isSafeUrl } from '../../core/sanitize-html';
import { useImageZoom } from '../../widgets/image-zoom';
import type { FieldDisplayProps } from '../field-props';

const IMAGE = /\.(jpe?g|png|gif|webp|bmp|svg)(\?.*)?$/i;

function urlOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const inner = record.file_filename ?? record;
    if (inner && typeof inner === 'object') return String((inner as Record<string, unknown>).url ?? '');
  }
  return '';
}

/** A file: an image thumbnail that zooms on click, any other file as a link (spec §3). */
export function FileDisplay({ value, field }: FieldDisplayProps) {
  const { t } = useTranslation('data-screen');
  const { zoom } = useImageZoom();
  const items = (Array.isArray(value) ? value : [value]).map(urlOf).filter((url) => url !== '' && isSafeUrl(url));
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {items.map((url) =>
        IMAGE.test(url) ? (
          <Box
            key={url}
            component="img"
            src={url}
            alt={field.id}
            loading="lazy"
            onClick={() => zoom(url, field.id)}
            sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, cursor: 'zoom-in', border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
            {t('field.openFile')}
          </Link>
        ),
      )}
    </Box>
  );
}
