import Button from '@mui/material/Button';
import type { FieldDisplayProps } from '../field-props';
import { resolveText } from '../../core/config/resolve-text';

/** A button showing the value (or the field's label) that fires the view's event with the row. */
export function ButtonDisplay({ field, value, row, settings }: FieldDisplayProps) {
  const text = value === null || value === undefined || value === '' ? resolveText(field.label) : String(value);
  return (
    <Button size="small" variant="outlined" className={settings.class} onClick={() => settings.event?.(value, row)}>
      {text}
    </Button>
  );
}
