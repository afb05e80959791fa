import { beforeAll, describe, expect, it } from 'vitest';
import {
  digitsToNumber,
  formatActive,
  formatByName,
  formatChangeLog,
  formatCondition,
  formatDate,
  formatDecimal,
  formatFixed,
  formatLongDate,
  formatShownDate,
  formatInteger,
  formatLongDateTime,
  formatMoney,
  formatMoneyInput,
  formatNumber,
  formatNumberTyping,
  formatOperational,
  formatVerification,
  formatYesNo,
  formatAllow,
  numberTyping,
  parseMoney,
  parseNumberTyping,
  typedNumber,
} from '../../../src/core/format';
import { initI18n } from '../../../src/core/i18n';

beforeAll(() => {
  initI18n('id');
});

describe('format (spec §9)', () => {
  it('shows money with the Rp. prefix, dot thousands, comma decimal and 2 decimals', () => {
    expect(formatMoney(1234567.5)).toBe('Rp.1.234.567,50');
    expect(formatMoney('1000')).toBe('Rp.1.000,00');
    expect(formatMoney(null)).toBe('');
  });

  it('shows money in the input with the Rp. prefix and up to 3 decimals', () => {
    expect(formatMoneyInput(1234.5678)).toBe('Rp. 1.234,568');
    expect(formatMoneyInput(1000)).toBe('Rp. 1.000');
    const money = numberTyping(undefined, true, 'en');
    expect(formatNumberTyping('1234.5', money)).toBe('1.234,5');
    expect(parseNumberTyping('Rp. 1.234,5678', money)).toBe('1234.567');
    expect(parseMoney('Rp. 1.234,5')).toBe(1234.5);
  });

  it('formats numbers with the helper defaults: comma thousands, point decimal, precision 2, clamped 0–20', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(5, -3)).toBe('5');
    expect(formatNumber(1, 40)).toBe(`1.${'0'.repeat(20)}`);
    expect(formatNumber('x')).toBe('');
  });

  it('groups typed digits of a whole number by the language and keeps only digits on submit, empty as 0', () => {
    expect(formatNumberTyping('1234567', numberTyping(undefined, false, 'id'))).toBe('1.234.567');
    expect(formatNumberTyping('1234567', numberTyping(undefined, false, 'en'))).toBe('1,234,567');
    expect(parseNumberTyping('-1.234,5', numberTyping(undefined, false, 'id'))).toBe('12345');
    expect(formatNumberTyping('2015', numberTyping({ ungrouped: true }, false, 'id'))).toBe('2015');
    expect(formatNumberTyping('2015', numberTyping({ ungrouped: true }, false, 'en'))).toBe('2015');
    expect(digitsToNumber('1.234a5')).toBe(12345);
    expect(digitsToNumber('')).toBe(0);
    expect(typedNumber('', undefined)).toBe(0);
  });

  it('shows whole numbers without decimals in the user language', () => {
    expect(formatInteger(1, 'id')).toBe('1');
    expect(formatInteger(250, 'en')).toBe('250');
    expect(formatInteger(1234567, 'id')).toBe('1.234.567');
    expect(formatInteger(1234567, 'en')).toBe('1,234,567');
    expect(formatByName(250, 'integer', 'id')).toBe('250');
  });

  it('shows decimals with their sign and whole fraction, comma in Indonesian and point in English', () => {
    expect(formatDecimal(99.5, 'id')).toBe('99,50');
    expect(formatDecimal(99.5, 'en')).toBe('99.50');
    expect(formatDecimal(-6.123456789, 'id')).toBe('-6,123456789');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.50');
    expect(formatDecimal(1e-7, 'en')).toBe('0.0000001');
    expect(formatDecimal(null, 'id')).toBe('');
    expect(formatByName(-6.99, 'coordinate', 'id')).toBe('-6,990000');
    expect(formatByName(110.4203, 'coordinate', 'en')).toBe('110.420300');
    expect(formatByName(99.5, 'decimal', 'en')).toBe('99.50');
  });

  it.each([
    ['id', ['-', '-6', '-6,', '-6,2'], ['-', '-6', '-6.', '-6.2'], '1.234,5'],
    ['en', ['-', '-6', '-6.', '-6.2'], ['-', '-6', '-6.', '-6.2'], '1,234.5'],
  ] as const)('types a signed decimal step by step in %s, each step shown as typed', (locale, steps, stored, grouped) => {
    const typing = numberTyping({ decimal: true, signed: true }, false, locale);
    steps.forEach((step, index) => {
      expect(parseNumberTyping(step, typing)).toBe(stored[index]);
      expect(formatNumberTyping(stored[index], typing)).toBe(step);
    });
    expect(formatNumberTyping(1234.5, typing)).toBe(grouped);
    expect(parseNumberTyping(grouped, typing)).toBe('1234.5');
    expect(formatNumberTyping(-6.99, typing)).toBe(locale === 'id' ? '-6,99' : '-6.99');
  });

  it('drops the sign of an unsigned decimal and keeps the sign of signed money', () => {
    expect(parseNumberTyping('-99,5', numberTyping({ decimal: true }, false, 'id'))).toBe('99.5');
    expect(parseNumberTyping('-2.500,5', numberTyping({ signed: true }, true, 'en'))).toBe('-2500.5');
    expect(parseNumberTyping('-2.500,5', numberTyping(undefined, true, 'en'))).toBe('2500.5');
  });

  it('submits a decimal with its sign and fraction; nothing typed, a lone minus or separator is no number', () => {
    const kind = { decimal: true, signed: true };
    expect(typedNumber('-6.2', kind)).toBe(-6.2);
    expect(typedNumber('-6.', kind)).toBe(-6);
    expect(typedNumber(-6.99, kind)).toBe(-6.99);
    for (const nothing of ['', '-', '.', '-.', null, undefined]) expect(typedNumber(nothing, kind)).toBeNull();
    expect(typedNumber('-250', { signed: true })).toBe(-250);
  });

  it('uses spec §5 date formats', () => {
    expect(formatDate('2026-03-04T10:11:12', 'date')).toBe('2026-03-04');
    expect(formatDate('2026-03-04T10:11:12', 'datetime')).toBe('2026-03-04 10:11:12');
    expect(formatDate('10:11:12', 'time')).toBe('10:11:12');
    expect(formatDate('2026-03-04', 'week')).toBe('04');
    expect(formatDate('nonsense', 'date')).toBe('');
  });

  it('shows numbers with a fixed number of decimals by the language, as pagers, cards and dashboards print them', () => {
    expect(formatFixed(79806, 0, 'id')).toBe('79.806');
    expect(formatFixed(79806, 0, 'en')).toBe('79,806');
    expect(formatFixed(1234.5, 1, 'id')).toBe('1.234,5');
    expect(formatFixed(1234.5, 2, 'en')).toBe('1,234.50');
    expect(formatFixed('nonsense', 0, 'id')).toBe('');
  });

  it('shows dates day first with the month in the user language, from any stored form', () => {
    expect(formatShownDate('2026-08-04', 'date', 'id')).toBe('04 Agt 2026');
    expect(formatShownDate('2026-08-04', 'date', 'en')).toBe('04 Aug 2026');
    expect(formatShownDate('2026-03-04 10:11:12', 'datetime', 'id')).toBe('04 Mar 2026 10:11:12');
    expect(formatShownDate('2026-05-01', 'month', 'id')).toBe('Mei 2026');
    expect(formatShownDate('2026-01-01', 'year', 'en')).toBe('2026');
    expect(formatShownDate('10:11:12', 'time', 'en')).toBe('10:11:12');
    expect(formatShownDate('', 'date', 'id')).toBe('');
    expect(formatShownDate('nonsense', 'date', 'en')).toBe('');
    expect(formatByName('2026-12-25', 'date', 'en')).toBe('25 Dec 2026');
    expect(formatLongDate('2026-11-21', 'id')).toBe('21 November 2026');
    expect(formatLongDate('2026-11-21', 'en')).toBe('21 November 2026');
    expect(formatLongDate('2026-02-21', 'id')).toBe('21 Februari 2026');
  });

  it('shows timestamps as a long date-time in the user language', () => {
    expect(formatLongDateTime('2026-03-04T10:11:00', 'id')).toBe('4 Maret 2026 10:11');
    expect(formatLongDateTime('2026-03-04T10:11:00', 'en')).toBe('4 March 2026 10:11');
  });

  it('names statuses in both languages with their fallbacks', () => {
    expect(formatActive(1, 'id')).toBe('Aktif');
    expect(formatActive(0, 'en')).toBe('Non Active');
    expect(formatActive('x', 'id')).toBe('Tidak Aktif');
    expect(formatVerification('approved', 'en')).toBe('Approved');
    expect(formatVerification('whatever', 'id')).toBe('Draft');
    expect(formatCondition('dissapear', 'en')).toBe('Lost');
    expect(formatCondition('burnt', 'en')).toBe('Unknown');
    expect(formatOperational('operational', 'en')).toBe('Used');
    expect(formatOperational('idle', 'en')).toBe('Not Used');
    expect(formatChangeLog('create', 'en')).toBe('Created');
    expect(formatChangeLog('remove', 'en')).toBe('Deleted');
    expect(formatYesNo('y', 'id')).toBe('Ya');
    expect(formatAllow('n', 'en')).toBe('Not Allowed');
  });
});
