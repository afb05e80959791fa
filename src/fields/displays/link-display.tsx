import Link from '@mui/material/Link';
import { isSafeUrl } from '../../core/sanitize-html';
import type { FieldDisplayProps } from '../field-props';

/** A link opening the value in a new tab; unsafe URLs show as text. */
export function LinkDisplay({ value, settings }: FieldDisplayProps) {
  const url = value === null || value === undefined ? '' : String(value);
  if (url === '') return null;
  if (!isSafeUrl(url)) return <span>{url}</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" className={settings.class}>
      {url}
    </Link>
  );
}
