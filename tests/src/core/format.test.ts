import { beforeAll, describe, expect, it } from 'vitest';
import {
  digitsToNumber,
  formatActive,
  formatChangeLog,
  formatCondition,
  formatDate,
  formatDigits,
  formatLongDateTime,
  formatMoney,
  formatMoneyInput,
  formatMoneyTyping,
  formatNumber,
  formatOperational,
  formatVerification,
  formatYesNo,
  formatAllow,
  parseMoney,
  parseMoneyTyping,
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
    expect(formatMoneyTyping('1234.5')).toBe('1.234,5');
    expect(parseMoneyTyping('Rp. 1.234,5678')).toBe('1234.567');
    expect(parseMoney('Rp. 1.234,5')).toBe(1234.5);
  });

  it('formats numbers with the helper defaults: comma thousands, point decimal, precision 2, clamped 0–20', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(5, -3)).toBe('5');
    expect(formatNumber(1, 40)).toBe(`1.${'0'.repeat(20)}`);
    expect(formatNumber('x')).toBe('');
  });

  it('groups typed digits with dots and keeps only digits on submit, empty as 0', () => {
    expect(formatDigits('1234567')).toBe('1.234.567');
    expect(digitsToNumber('1.234a5')).toBe(12345);
    expect(digitsToNumber('')).toBe(0);
  });

  it('uses spec §5 date formats', () => {
    expect(formatDate('2026-03-04T10:11:12', 'date')).toBe('2026-03-04');
    expect(formatDate('2026-03-04T10:11:12', 'datetime')).toBe('2026-03-04 10:11:12');
    expect(formatDate('10:11:12', 'time')).toBe('10:11:12');
    expect(formatDate('2026-03-04', 'week')).toBe('04');
    expect(formatDate('nonsense', 'date')).toBe('');
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
