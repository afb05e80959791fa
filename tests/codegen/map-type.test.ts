import { describe, expect, it } from 'vitest';
import { mapField } from '../../codegen/map-model.ts';
import { FORM_FIELD_TYPES } from '../../codegen/map-type.ts';
import { type FieldSpec, loadFixture, syntheticModel } from './fixtures.ts';

function field(spec: FieldSpec, name = 'x') {
  return mapField(syntheticModel({ [name]: spec }), name);
}

const options = [
  { value: 'a', label: { id: 'A id', en: 'A en' } },
  { value: 'b', label: { id: 'B id', en: 'B en' } },
];

describe('type mapping by column type (spec §3)', () => {
  it.each([
    ['integer', 'number', 'integer'],
    ['bigint', 'number', 'integer'],
    ['smallint', 'number', 'integer'],
    ['double_precision', 'number', 'decimal'],
    ['numeric', 'number', 'decimal'],
    ['real', 'number', 'decimal'],
    ['character_varying', 'text', undefined],
    ['text', 'textarea', undefined],
    ['timestamp_with_time_zone', 'datetime', 'datetime-long'],
    ['date', 'date', 'date'],
    ['boolean', 'checkbox', 'yes-no'],
  ])('%s becomes form type %s with display format %s', (type, form, format) => {
    const config = field({ type });
    expect(config.create?.type).toBe(form);
    expect(config.update?.type).toBe(form);
    expect(config.list?.type).toBe('text');
    expect(config.list?.format).toBe(format);
    expect(config.detail?.format).toBe(format);
  });

  it('an enum column becomes a select over its static options, shown with format enum', () => {
    const config = field({ type: 'enum', options });
    expect(config.create?.type).toBe('select');
    expect(config.create?.option).toEqual({
      list_pointer: {
        list: [
          { value: 'a', label: { id: 'A id', en: 'A en' } },
          { value: 'b', label: { id: 'B id', en: 'B en' } },
        ],
        label: 'label',
        code: 'value',
      },
    });
    expect(config.list).toMatchObject({ type: 'text', format: 'enum', options });
  });

  it('any column with options is a select shown as enum, even a varchar', () => {
    const config = field({ type: 'character_varying', options });
    expect(config.create?.type).toBe('select');
    expect(config.detail?.format).toBe('enum');
  });

  it.each([
    [['good', 'damaged', 'dissapear'], 'condition'],
    [['operational', 'idle'], 'operational'],
    [['update', 'create', 'deleted'], 'change-log'],
    [['draft', 'revision_request', 'verification_request', 'appraisal_request', 'approved'], 'verification'],
    [['good', 'damaged'], 'enum'],
  ])("options %j show through spec §4's status format %s, whose words cover any other value", (values, format) => {
    const config = field({ type: 'character_varying', options: values.map((value) => ({ value, label: { id: value, en: value } })) });
    expect(config.list?.format).toBe(format);
    expect(config.detail?.format).toBe(format);
  });

  it('an unknown column type falls back to text', () => {
    expect(field({ type: 'tsvector' }).create?.type).toBe('text');
  });
});

describe('number kinds: decimals and signs the form must keep (issue #8)', () => {
  it.each([
    ['double_precision', 'nullable|numeric|between:-90,90', { decimal: true, signed: true }],
    ['numeric', 'nullable|numeric|between:0,100', { decimal: true }],
    ['numeric', undefined, { decimal: true, signed: true }],
    ['integer', 'required|integer|between:-10,10', { signed: true }],
    ['integer', 'required|integer|min:1', undefined],
    ['smallint', undefined, undefined],
  ])('a %s column with rules %s holds %j in create, update and filter', (type, rules, numeric) => {
    const config = field({ type, input: 'number', rules, filter: 'range' });
    expect(config.create?.numeric).toEqual(numeric);
    expect(config.update?.numeric).toEqual(numeric);
    expect(config.filter?.numeric).toEqual(numeric);
  });

  it('money carries only its sign, and only when its rules allow negatives', () => {
    expect(field({ type: 'numeric', input: 'money', rules: 'nullable|numeric|min:0' }).create?.numeric).toBeUndefined();
    expect(field({ type: 'numeric', input: 'money', rules: 'nullable|numeric' }).create?.numeric).toEqual({ signed: true });
  });

  it('latitude and longitude show as coordinates, other decimals as decimals', () => {
    expect(field({ type: 'double_precision', input: 'number' }, 'latitude').detail?.format).toBe('coordinate');
    expect(field({ type: 'double_precision', input: 'number' }, 'longitude').list?.format).toBe('coordinate');
    expect(field({ type: 'double_precision', input: 'number' }, 'distance_m').detail?.format).toBe('decimal');
  });

  it('a whole-number year is typed and shown without a thousands separator', () => {
    const year = field({ type: 'integer', input: 'number', rules: 'nullable|integer|between:1900,2100' }, 'graduation_year');
    expect(year.create?.numeric).toEqual({ ungrouped: true });
    expect(year.list?.format).toBeUndefined();
    expect(field({ type: 'integer', input: 'number' }, 'sort_order').list?.format).toBe('integer');
  });

  it('the captured project model keeps the sign and fraction of its coordinates and the fraction of its progress', () => {
    const meta = loadFixture('project');
    expect(mapField(meta, 'latitude').update?.numeric).toEqual({ decimal: true, signed: true });
    expect(mapField(meta, 'progress').update?.numeric).toEqual({ decimal: true });
  });
});

describe('a declared fieldInput wins for the form type', () => {
  it.each([
    ['password', 'text', 'password'],
    ['email', 'character_varying', 'email'],
    ['tel', 'character_varying', 'tel'],
    ['url', 'character_varying', 'url'],
    ['textarea', 'jsonb', 'textarea'],
    ['texteditor', 'text', 'texteditor'],
    ['number', 'double_precision', 'number'],
    ['date', 'date', 'date'],
    ['datetime', 'timestamp_with_time_zone', 'datetime'],
    ['checkbox', 'boolean', 'checkbox'],
    ['map', 'text', 'map'],
    ['hidden', 'integer', 'hidden'],
    ['color', 'character_varying', 'color'],
    ['year', 'smallint', 'year'],
    ['file-multiple', 'text', 'file-multiple'],
  ])('fieldInput %s on a %s column gives form type %s', (input, type, form) => {
    expect(field({ type, input }).create?.type).toBe(form);
  });

  it('money is a money input shown with display type money', () => {
    const config = field({ type: 'numeric', input: 'money' });
    expect(config.create?.type).toBe('money');
    expect(config.list).toMatchObject({ type: 'money', format: 'money' });
  });

  it('file is a file input shown with display type file', () => {
    const config = field({ type: 'character_varying', input: 'file' });
    expect(config.create?.type).toBe('file');
    expect(config.list?.type).toBe('file');
    expect(config.detail?.type).toBe('file');
  });

  it('a rich text is shown as innerHTML and a url as a link', () => {
    expect(field({ type: 'text', input: 'texteditor' }).detail?.type).toBe('innerHTML');
    expect(field({ type: 'text', input: 'texteditor' }).detail?.trusted).toBe(true);
    expect(field({ type: 'text', input: 'textarea' }).detail?.trusted).toBeUndefined();
    expect(field({ type: 'character_varying', input: 'url' }).list?.type).toBe('link');
  });

  it('radio and select over options keep the declared input and the static list', () => {
    const radio = field({ type: 'enum', input: 'radio', options });
    expect(radio.create?.type).toBe('radio');
    expect(radio.create?.option?.list_pointer?.code).toBe('value');
    expect(field({ type: 'enum', input: 'select', options }).update?.type).toBe('select');
  });

  it('the active flag (options 1/0) displays with format active', () => {
    const active = [
      { value: 1, label: { id: 'Aktif', en: 'Active' } },
      { value: 0, label: { id: 'Tidak Aktif', en: 'Non Active' } },
    ];
    const config = field({ type: 'smallint', input: 'radio', options: active }, 'active');
    expect(config.list?.format).toBe('active');
    expect(config.create?.type).toBe('radio');
    expect(field({ type: 'smallint', input: 'radio', options: active }, 'other').list?.format).toBe('enum');
  });

  it('every input the server declares is a form field type of src/core', () => {
    const inputs = ['text', 'email', 'password', 'tel', 'url', 'color', 'number', 'money', 'date', 'datetime', 'year', 'month', 'time',
      'textarea', 'texteditor', 'file', 'file-multiple', 'select', 'select-multiple', 'checkbox', 'radio', 'lookup-radio',
      'lookup-checkbox', 'map', 'hidden'];
    for (const input of inputs) expect(FORM_FIELD_TYPES).toContain(input);
  });

  it('an input src/core does not know fails early, naming the model and the field', () => {
    expect(() => field({ type: 'text', input: 'signature' }, 'sign')).toThrow(/model sample, field sign: fieldInput 'signature'/);
  });
});

describe('relations', () => {
  const relation = { model: 'department', endpoint: '/department', table: 'departments', displayName: 'department_name', viewData: 'department.department_name' };

  it('a relation becomes a select over the related dataset (list_pointer) and shows its display name', () => {
    const config = field({ type: 'integer', input: 'select', relation, rules: 'required|integer|exists:departments,id' }, 'department_id');
    expect(config.create).toEqual({
      show: true,
      type: 'select',
      validation: 'required|exists:departments,id',
      option: { list_pointer: { list: '/department', label: 'department_name', code: 'id' } },
    });
    expect(config.list).toMatchObject({ view_data: 'department.department_name', type: 'text' });
    expect(config.list?.format).toBeUndefined();
    expect(config.detail?.view_data).toBe('department.department_name');
  });

  it('a relation is a select even when no input is declared', () => {
    expect(field({ type: 'integer', relation }).create?.type).toBe('select');
  });

  it('lookup-radio and lookup-checkbox are kept for a relation', () => {
    expect(field({ type: 'integer', input: 'lookup-radio', relation }).create?.type).toBe('lookup-radio');
    expect(field({ type: 'integer', input: 'lookup-checkbox', relation }).update?.type).toBe('lookup-checkbox');
  });

  it('the captured equipment model points its type at /equipment-type', () => {
    const meta = loadFixture('equipment');
    const config = mapField(meta, 'equipment_type_id');
    expect(config.filter?.option?.list_pointer).toEqual({ list: '/equipment-type', label: 'equipment_type_name', code: 'id' });
  });
});

describe('filters', () => {
  it.each([
    ['date', 'date', 'date-range', undefined],
    ['timestamp_with_time_zone', 'datetime', 'datetime-range', undefined],
    ['numeric', 'number', 'number', { decimal: true, signed: true }],
    ['integer', undefined, 'number', undefined],
  ])('a range filter on a %s column (input %s) uses %s', (type, input, filterType, numeric) => {
    const config = field({ type, input, filter: 'range', rules: 'required|date' });
    expect(config.filter).toEqual({ show: true, type: filterType, ...(numeric ? { numeric } : {}) });
  });

  it('an exact filter uses the form type and its options, without validation', () => {
    const config = field({ type: 'enum', input: 'radio', options, filter: 'exact', rules: 'required|in:a,b' });
    expect(config.filter?.show).toBe(true);
    expect(config.filter?.type).toBe('radio');
    expect(config.filter?.validation).toBeUndefined();
    expect(config.filter?.option?.list_pointer?.code).toBe('value');
  });

  it('a field that is not filterable is not shown in the filter', () => {
    expect(field({ type: 'character_varying' }).filter?.show).toBe(false);
  });
});
