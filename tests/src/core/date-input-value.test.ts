import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from '../../../src/core/date-input-value';

describe('date picker values and the stored formats (spec §5)', () => {
  it('stores what a picker holds in spec §5 formats, a week as its Monday’s day of month', () => {
    const picked = dayjs('2026-11-21 10:11:12');
    expect(fromPickerValue('date', picked)).toBe('2026-11-21');
    expect(fromPickerValue('datetime', picked)).toBe('2026-11-21 10:11:12');
    expect(fromPickerValue('time', picked)).toBe('10:11:12');
    expect(fromPickerValue('month', picked)).toBe('2026-11-01');
    expect(fromPickerValue('year', picked)).toBe('2026-01-01');
    // 21 November 2026 is a Saturday; its week starts on Monday the 16th.
    expect(fromPickerValue('week', picked)).toBe('16');
    expect(fromPickerValue('week', dayjs('2026-11-22'))).toBe('16');
  });

  it('stores nothing for an empty or unfinished date', () => {
    expect(fromPickerValue('date', null)).toBe('');
    expect(fromPickerValue('date', dayjs('not a date'))).toBe('');
  });

  it('reads stored values back into the picker, a time on its own too', () => {
    expect(toPickerValue('date', '2026-11-21')?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(toPickerValue('datetime', '2026-11-21 10:11:12')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-21 10:11:12');
    expect(toPickerValue('time', '07:30:00')?.format('HH:mm:ss')).toBe('07:30:00');
    expect(toPickerValue('date', '')).toBeNull();
    expect(toPickerValue('date', 'nonsense')).toBeNull();
    expect(toPickerValue('week', '16')).toBeNull();
  });
});
