import { describe, expect, it } from 'vitest';
import { splitRules } from '../../common/validation/index.ts';
import { mapField } from '../../codegen/map-model.ts';
import { DROPPED_RULES, formRules, lowerBound } from '../../codegen/rules.ts';
import { loadFixture, syntheticModel } from './fixtures.ts';

describe('rule filtering (spec §3)', () => {
  it('drops exactly nullable, string, exists_file, date and integer', () => {
    expect([...DROPPED_RULES].sort()).toEqual(['date', 'exists_file', 'integer', 'nullable', 'string']);
  });

  it.each(['nullable', 'string', 'exists_file', 'date', 'integer'])('drops %s and keeps the rest in order', (rule) => {
    expect(formRules(`required|${rule}|max:10`)).toBe('required|max:10');
  });

  it('drops rules by name, arguments and all', () => {
    expect(formRules('required|exists_file:uploads|date:Y-m-d|min:1')).toBe('required|min:1');
  });

  it('keeps rules that only start like a dropped one', () => {
    expect(formRules('date_format:Y-m-d|integer_like|dates')).toBe('date_format:Y-m-d|integer_like|dates');
  });

  it('answers undefined when nothing is left or nothing was declared', () => {
    expect(formRules('nullable|string|integer|date|exists_file')).toBeUndefined();
    expect(formRules('')).toBeUndefined();
    expect(formRules(undefined)).toBeUndefined();
  });

  it('keeps a regex rule whole, bars included, as the server parses it', () => {
    const rules = 'required|string|max:10|unique:blood_types,blood_type_name|regex:/^(A|B|AB|O)[+-]?$/';
    expect(splitRules(rules)).toEqual(['required', 'string', 'max:10', 'unique:blood_types,blood_type_name', 'regex:/^(A|B|AB|O)[+-]?$/']);
    expect(formRules(rules)).toBe('required|max:10|unique:blood_types,blood_type_name|regex:/^(A|B|AB|O)[+-]?$/');
  });

  it('puts the filtered rules on the create form and the update rules, when declared, on the update form', () => {
    const meta = loadFixture('user');
    const password = mapField(meta, 'password_hash');
    expect(password.create?.validation).toBe('required|min:8|max:128');
    expect(password.update?.validation).toBe('min:8|max:128');
  });

  it('refuses a rule the shared engine does not know, naming the model, field and rule', () => {
    expect(() => mapField(syntheticModel({ code: { type: 'text', rules: 'required|uppercase|max:10' } }), 'code')).toThrow(
      "codegen: model sample, field code: unknown validation rule 'uppercase'",
    );
    expect(() => mapField(syntheticModel({ code: { type: 'text', rules: 'required', updateRules: 'sometimes|lock_periode' } }), 'code')).toThrow(
      "codegen: model sample, field code: unknown validation rule 'lock_periode'",
    );
    expect(() => mapField(syntheticModel({ code: { type: 'text', rules: 'required|lock-periode|regex:/^(a|b)$/' } }), 'code')).not.toThrow();
  });

  it('leaves validation out when no rule is left', () => {
    const config = mapField(syntheticModel({ note: { type: 'text', rules: 'nullable|string' } }), 'note');
    expect(config.create).toEqual({ show: true, type: 'textarea' });
    expect(config.update).not.toHaveProperty('validation');
  });
});

describe('lower bound of a number field', () => {
  it.each([
    ['nullable|numeric|between:-90,90', -90],
    ['required|integer|min:1', 1],
    ['numeric|min_value:0', 0],
    ['numeric|min:-5|between:0,100', 0],
    ['nullable|numeric|max:10', undefined],
    [undefined, undefined],
  ])('%s starts at %s', (rules, floor) => {
    expect(lowerBound(rules)).toBe(floor);
  });
});
