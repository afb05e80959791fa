import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/core/i18n';
import { assertKnownRules, periodWindow } from '../../../common/validation/index.ts';
import { isRequired, parseRules, validateValue } from '../../../src/core/validation';
import { moduleConfigs } from '../../../src/modules';

beforeAll(() => {
  initI18n('id');
});

const id = (value: unknown, rules: string | string[], extra: object = {}) => validateValue(value, rules, { label: 'Nama', locale: 'id', ...extra });
const en = (value: unknown, rules: string | string[], extra: object = {}) => validateValue(value, rules, { label: 'Name', locale: 'en', ...extra });

describe('validation rules (spec §5)', () => {
  it('reads pipe-joined and list rules; a regex runs to the end of the string', () => {
    expect(parseRules('required|max:10|regex:/^(a|b)$/')).toEqual([
      { name: 'required', params: [] },
      { name: 'max', params: ['10'] },
      { name: 'regex', params: ['/^(a|b)$/'] },
    ]);
    expect(parseRules(['required', 'unique:users,email', 'in:a,b'])).toEqual([
      { name: 'required', params: [] },
      { name: 'unique', params: ['users', 'email'] },
      { name: 'in', params: ['a', 'b'] },
    ]);
    expect(isRequired('nullable|required')).toBe(true);
  });

  it('refuses, with the rule\'s message, a value whose toString is not a function (a JSON object can carry one)', () => {
    const hostile = { toString: '', qr_number: 0 };
    expect(en(hostile, 'integer')).toBe('The Name field must be an integer');
    expect(en([hostile, '-39'], 'integer')).toBe('The Name field must be an integer');
    for (const rule of ['alpha', 'date', 'digits:3', 'double', 'email', 'regex:/^a$/', 'url', 'in:a,b', 'max:3']) {
      expect(en(hostile, rule)).toEqual(expect.any(String));
    }
  });

  it('leaves unique and exists to the server, and refuses a rule it does not know', () => {
    expect(en('taken', 'unique:users,email|exists:roles,id')).toBeUndefined();
    expect(() => en('x', 'required|uppercase')).toThrow("unknown validation rule 'uppercase'");
  });

  it('knows every rule of every module form', () => {
    for (const config of Object.values(moduleConfigs)) {
      for (const field of config.fields) {
        for (const rules of [field.create?.validation, field.update?.validation]) {
          expect(() => assertKnownRules(rules, `${config.name}.${field.id}`)).not.toThrow();
        }
      }
    }
  });

  it('says required exactly in both languages with the label as field', () => {
    expect(id('', 'required')).toBe('Nama harus diisi');
    expect(en('  ', 'required')).toBe('Name is required');
    expect(id([], 'required')).toBe('Nama harus diisi');
    expect(en(false, 'required')).toBe('Name is required');
    expect(id('x', 'required')).toBeUndefined();
  });

  it('passes empty values for every rule but required', () => {
    expect(id('', 'email|min:3|numeric')).toBeUndefined();
  });

  it('checks the stock rules with their messages', () => {
    expect(en('a1', 'alpha')).toBe('The Name field may only contain alphabetic characters');
    expect(id('a-1', 'alpha_num')).toBe('Nama hanya boleh mengandung karakter alfanumerik');
    expect(en('a b', 'alpha_dash')).toMatch(/dashes and underscores/);
    expect(en('ab c', 'alpha_spaces')).toBeUndefined();
    expect(en('x@', 'email')).toBe('The Name field must be a valid email');
    expect(id('x@', 'email')).toBe('Nama harus berupa alamat surel yang benar');
    expect(en('12a', 'numeric')).toBe('The Name field may only contain numeric characters');
    expect(en('1.5', 'integer')).toBe('The Name field must be an integer');
    expect(en('123', 'digits:4')).toBe('The Name field must be numeric and exactly contain 4 digits');
    expect(en('abc', 'length:2')).toBe('The Name field must be 2 long');
    expect(en('c', 'in:a,b')).toBe('The Name field is not a valid value');
    expect(en('a', 'oneOf:a,b')).toBeUndefined();
    expect(en('a', 'excluded:a,b')).toBe('The Name field is not a valid value');
    expect(en('abc', 'regex:/^\\d+$/')).toBe('The Name field format is invalid');
    expect(id('abc', 'regex:/^\\d+$/')).toBe('Format Nama salah');
    expect(en('1.234', 'double:2')).toBe('The Name field must be a valid decimal');
    expect(en('1.23', 'double:2')).toBeUndefined();
    expect(en('12', 'max_value:10')).toBe('The Name field must be 10 or less');
    expect(id('2', 'min_value:3')).toBe('Nilai Nama tidak boleh kurang dari 3');
    expect(en('5', 'between:1,3', { numeric: true })).toBe('The Name field must be between 1 and 3');
  });

  it('measures min/max as length for text and as value for numbers (Laravel)', () => {
    expect(en('abcd', 'max:3')).toBe('The Name field may not be greater than 3 characters');
    expect(id('ab', 'min:3')).toBe('Nama minimal mengandung 3 karakter');
    expect(en('1000', 'max:50', { numeric: true })).toBe('The Name field must be 50 or less');
    expect(en('1000', 'numeric|max:50')).toBe('The Name field must be 50 or less');
    expect(en('9', 'numeric|min:10')).toBe('The Name field must be 10 or more');
  });

  it('compares confirmed and required_if against the other values', () => {
    expect(en('a', 'confirmed', { name: 'password', values: { password_confirmation: 'b' } })).toBe('The Name field confirmation does not match');
    expect(en('', 'required_if:type,company', { values: { type: 'company' } })).toBe('The Name field is required');
    expect(en('', 'required_if:type,company', { values: { type: 'person' } })).toBeUndefined();
  });

  it('checks files: ext, mimes, image and size in KB', () => {
    const pdf = new File(['x'.repeat(2048)], 'cv.pdf', { type: 'application/pdf' });
    expect(en(pdf, 'ext:jpg,png')).toBe('The Name field is not a valid file');
    expect(en(pdf, 'mimes:image/*')).toBe('The Name field must have a valid file type');
    expect(en(pdf, 'mimes:pdf')).toBeUndefined();
    expect(en(pdf, 'image')).toBe('The Name field must be an image');
    expect(en(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), 'image')).toBe('The Name field must be an image');
    expect(en(new File(['x'], 'foto.png', { type: 'image/png' }), 'image')).toBeUndefined();
    expect(en(pdf, 'size:1')).toBe('The Name field size must be less than 1KB');
    expect(id(pdf, 'size:1')).toBe('Nama harus lebih kecil dari 1KB');
    expect(en({ width: 10, height: 20 }, 'dimensions:10,10')).toBe('The Name field must be 10 pixels by 10 pixels');
  });

  it('locks the period to the 25th windows with exactly "Cut Off Peride Aktif"', () => {
    const early = new Date('2026-03-10T08:00:00');
    expect(periodWindow(early).from.getDate()).toBe(25);
    expect(periodWindow(early).from.getMonth()).toBe(1);
    expect(id('2026-02-24', 'lock-periode', { now: early })).toBe('Cut Off Peride Aktif');
    expect(en('2026-02-25', 'lock-periode', { now: early })).toBeUndefined();
    expect(en('2026-03-26', 'lock-periode', { now: early })).toBe('Cut Off Peride Aktif');
    const late = new Date('2026-03-27T08:00:00');
    expect(en('2026-04-25', 'lock-periode', { now: late })).toBeUndefined();
    expect(en('2026-03-24', 'lock-periode', { now: late })).toBe('Cut Off Peride Aktif');
  });

  it('locks the day to today up to about 23 hours ahead', () => {
    const now = new Date('2026-03-10T08:00:00');
    expect(en('2026-03-10 00:30:00', 'lock-day', { now })).toBeUndefined();
    expect(en('2026-03-11 06:00:00', 'lock-day', { now })).toBeUndefined();
    expect(en('2026-03-11 08:30:00', 'lock-day', { now })).toMatch(/23 hours/);
    expect(id('2026-03-09', 'lock-day', { now })).toMatch(/23 jam/);
  });
});
