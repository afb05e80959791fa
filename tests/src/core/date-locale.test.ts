import { describe, expect, it } from 'vitest';
import { dateLocaleOf, loadDateLocale } from '../../../src/core/date-locale';
import { formatLongDateTime } from '../../../src/core/format';

const stamp = '2026-01-15T03:00:00Z';

describe('date locales beyond id and en (spec §9)', () => {
  it('shows the interface languages out of the box', () => {
    expect(formatLongDateTime(stamp, 'id')).toMatch(/^15 Januari 2026 \d\d:00$/);
    expect(formatLongDateTime(stamp, 'en')).toMatch(/^15 January 2026 \d\d:00$/);
  });

  it("loads a third language's date locale when asked, and the date display follows it", async () => {
    expect(dateLocaleOf('fr')).toBeUndefined();
    expect(await loadDateLocale('fr')).toBe(true);
    expect(dateLocaleOf('fr')).toBe('fr');
    expect(formatLongDateTime(stamp, 'fr')).toMatch(/^15 janvier 2026 \d\d:00$/);
  });

  it("takes a regional language's own locale, or its base language's when dayjs has none", async () => {
    expect(await loadDateLocale('pt-BR')).toBe(true);
    expect(dateLocaleOf('pt-BR')).toBe('pt-br');
    expect(await loadDateLocale('jv-ID')).toBe(true);
    expect(dateLocaleOf('jv-ID')).toBe('jv');
    expect(formatLongDateTime(stamp, 'jv-ID')).toMatch(/Januari 2026/);
  });

  it('answers false for a language with no date locale, whose dates keep the interface language', async () => {
    expect(await loadDateLocale('zz-ZZ')).toBe(false);
    expect(formatLongDateTime(stamp, 'zz-ZZ')).toMatch(/^15 Januari 2026 /);
  });
});
