import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { RecordLink } from '../../core/config/field-config';
import { isSafeUrl } from '../../core/sanitize-html';
import { usePermissionCheck } from '../../core/use-permission';
import type { FieldDisplayProps } from '../field-props';
import { TextDisplay } from './text-display';

/** A link: to a record's detail in the app (settings.to), or opening the value's address in a new tab; unsafe URLs show as text. */
export function LinkDisplay(props: FieldDisplayProps) {
  const { value, settings } = props;
  if (settings.to) return <RecordLinkDisplay {...props} to={settings.to} />;
  const url = value === null || value === undefined ? '' : String(value);
  if (url === '') return null;
  if (!isSafeUrl(url)) return <span>{url}</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" className={settings.class}>
      {url}
    </Link>
  );
}

function RecordLinkDisplay(props: FieldDisplayProps & { to: RecordLink }) {
  const { row, settings, to } = props;
  const can = usePermissionCheck();
  const id = row[to.id];
  const text = <TextDisplay {...props} />;
  if (id === null || id === undefined || id === '' || !can(to.permission)) return text;
  const href = `${to.path}?${new URLSearchParams({ view: 'detail', id: String(id) })}`;
  return (
    <Link component={RouterLink} to={href} className={settings.class} onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  );
}
