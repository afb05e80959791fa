import type { DisplaySettings } from '../../core/config/field-config';
import { formatActive, formatByName, formatEnum, formatLongDateTime, formatMoney, formatYesNo } from '../../core/format';

/** A list or detail value as text, through the field's display format (spec §3, §9). */
export function displayText(value: unknown, settings: DisplaySettings, locale: string): string {
  if (Array.isArray(value)) return value.map((item) => displayText(item, settings, locale)).filter((item) => item !== '').join(', ');
  if (value === null || value === undefined) return '';
  switch (settings.format) {
    case 'enum':
      return formatEnum(value, settings.options ?? [], locale);
    case 'active':
      return formatActive(value, locale);
    case 'yes-no':
      return formatYesNo(value, locale);
    case 'datetime-long':
      return formatLongDateTime(value, locale);
    case 'money':
      return formatMoney(value);
    case undefined:
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    default:
      return formatByName(value, settings.format, locale);
  }
}
