import Box from '@mui/material/Box';
import { htmlToText, sanitizeHtml } from '../../core/sanitize-html';
import type { FieldDisplayProps } from '../field-props';

/** innerHTML: sanitised HTML when the config marks the field trusted, its text otherwise. */
export function HtmlDisplay({ value, settings }: FieldDisplayProps) {
  const html = value === null || value === undefined ? '' : String(value);
  if (!settings.trusted) return <span className={settings.class}>{htmlToText(html)}</span>;
  return <Box className={settings.class} sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
