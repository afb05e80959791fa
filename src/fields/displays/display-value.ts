import type { DisplayFormat, DisplaySettings } from '../../core/config/field-config';
import { formatActive, formatByName, formatEnum, formatLongDateTime, formatMoney, formatYesNo } from '../../core/format';

/** Spec §4's status values with an "else": a missing value shows that word too (unknown, deleted, not allowed…). */
const STATUS_FORMATS: ReadonlySet<DisplayFormat> = new Set(['active', 'allow', 'verification', 'condition', 'change-log']);

/** A list or detail value as text, through the field's display format (spec §3, §9). */
export function displayText(value: unknown, settings: DisplaySettings, locale: string): string {
  if (Array.isArray(value)) return value.map((item) => displayText(item, settings, locale)).filter((item) => item !== '').join(', ');
  if (value === null || value === undefined) return settings.format && STATUS_FORMATS.has(settings.format) ? formatByName(value, settings.format, locale) : '';
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
