import { formatMoney } from '../../core/format';
import type { FieldDisplayProps } from '../field-props';

/** Money with the 'Rp.' prefix, '.' thousands and 2 decimals (spec §9). */
export function MoneyDisplay({ value, settings }: FieldDisplayProps) {
  return <span className={settings.class}>{formatMoney(value)}</span>;
}
