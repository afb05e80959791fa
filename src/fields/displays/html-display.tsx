import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { htmlToText, sanitizeHtml } from '../../core/sanitize-html';
import type { FieldDisplayProps } from '../field-props';

/** Paragraphs apart, lists indented with their markers, headings as headings: what the rich-text editor wrote. */
const richText: SxProps<Theme> = {
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h2': { typography: 'h6', mt: 2, mb: 1 },
  '& h3': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li': { my: 0.5 },
  '& li > p': { my: 0 },
};

/** innerHTML: sanitised HTML when the config marks the field trusted, its text otherwise. */
export function HtmlDisplay({ value, settings }: FieldDisplayProps) {
  const html = value === null || value === undefined ? '' : String(value);
  if (!settings.trusted) return <span className={settings.class}>{htmlToText(html)}</span>;
  return <Box className={settings.class} sx={richText} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
