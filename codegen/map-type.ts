import type { DisplayFormat, DisplayType, FieldOption, FormFieldType, NumberKind } from '../src/core/config/field-config.ts';
import type { GenModel, GenModelOption } from './gen-model.ts';
import { lowerBound } from './rules.ts';

/**
 * Spec §3's type mapping: from a column's PostgreSQL type, its declared input,
 * its options and its relation to the form input and the list/detail display.
 */

/** Every form field type of src/core's FormFieldType; `satisfies` keeps the two in step. */
const FORM_FIELD_TYPE_SET = {
  text: true, email: true, hidden: true, password: true, tel: true, url: true, color: true,
  number: true, money: true,
  date: true, datetime: true, year: true, month: true, time: true, week: true,
  'date-range': true, 'datetime-range': true, 'year-range': true, 'month-range': true, 'time-range': true, 'week-range': true,
  textarea: true, texteditor: true,
  file: true, 'file-multiple': true,
  select: true, 'select-multiple': true, checkbox: true, radio: true,
  'lookup-checkbox': true, 'lookup-radio': true,
  map: true, 'map-multiple': true,
} satisfies Record<FormFieldType, true>;

/** The form field types a declared fieldInput may name. */
export const FORM_FIELD_TYPES = Object.keys(FORM_FIELD_TYPE_SET) as readonly FormFieldType[];

const WHOLE_TYPES = new Set(['integer', 'bigint', 'smallint']);
const DECIMAL_TYPES = new Set(['double_precision', 'numeric', 'real']);
const isNumericColumn = (columnType: string) => WHOLE_TYPES.has(columnType) || DECIMAL_TYPES.has(columnType);

/** The product names its coordinates so everywhere (server/models/common.ts coordinateFields, presence). */
const COORDINATE_COLUMNS = new Set(['latitude', 'longitude']);
/** A whole-number year (graduation_year, diagnosed_year) is a number people read as '2015', never '2.015'. */
const isYearColumn = (name: string) => name.endsWith('_year');

/** Form input of a column type with no declared input (spec §3). */
const FORM_BY_COLUMN: Record<string, FormFieldType> = {
  character_varying: 'text',
  character: 'text',
  text: 'textarea',
  jsonb: 'textarea',
  json: 'textarea',
  timestamp_with_time_zone: 'datetime',
  timestamp_without_time_zone: 'datetime',
  date: 'date',
  time_without_time_zone: 'time',
  boolean: 'checkbox',
};

/** Display format of a column type: timestamptz is "shown as a long date-time" (spec §3). */
const FORMAT_BY_COLUMN: Record<string, DisplayFormat> = {
  timestamp_with_time_zone: 'datetime-long',
  timestamp_without_time_zone: 'datetime',
  date: 'date',
  time_without_time_zone: 'time',
  boolean: 'yes-no',
};

/** The -range variant a 'range' filter uses; types with none (number, money) stay as they are. */
const RANGE_OF: Partial<Record<FormFieldType, FormFieldType>> = {
  date: 'date-range',
  datetime: 'datetime-range',
  year: 'year-range',
  month: 'month-range',
  time: 'time-range',
  week: 'week-range',
};

/** How one field is shown in list and detail. */
export interface DisplayTyping {
  type: DisplayType;
  format?: DisplayFormat;
  options?: readonly GenModelOption[];
  /** innerHTML from the product's own rich-text editor: shown as sanitised HTML, not as text. */
  trusted?: boolean;
}

/** Everything the type mapping decides for one field. */
export interface FieldTyping {
  form: FormFieldType;
  display: DisplayTyping;
  /** Where a choice field takes its options from. */
  option?: FieldOption;
  /** A number or money field's decimals and sign, when it has either. */
  numeric?: NumberKind;
}

function isFormFieldType(value: string): value is FormFieldType {
  return (FORM_FIELD_TYPES as readonly string[]).includes(value);
}

/** The form input: a relation is a select (or a lookup), a declared input wins, then options, then the column type. */
export function formTypeOf(meta: GenModel, name: string): FormFieldType {
  const input = meta.fieldInput[name];
  if (input !== undefined && !isFormFieldType(input)) {
    throw new Error(
      `codegen: model ${meta.model}, field ${name}: fieldInput '${input}' is not a form field type of ` +
        'src/core/config/field-config.ts (FormFieldType); change the server model or add the type there.',
    );
  }
  if (meta.fieldRelation[name]) return input !== undefined && isLookup(input) ? input : 'select';
  if (input !== undefined) return input;
  const columnType = meta.fieldType[name] ?? '';
  if (meta.fieldOption[name] || columnType === 'enum') return 'select';
  if (isNumericColumn(columnType)) return 'number';
  return FORM_BY_COLUMN[columnType] ?? 'text';
}

/** The active flag of spec §4: options 1 and 0 on the 'active' column. */
function isActiveFlag(name: string, options: readonly GenModelOption[] | undefined): boolean {
  if (name !== 'active' || !options || options.length === 0) return false;
  return options.every((option) => option.value === 0 || option.value === 1);
}

/**
 * Spec §4's status values, known by the values a column may hold: shown through their
 * own format, whose words also cover any other or a missing value (condition unknown,
 * change-log deleted, verification Draft).
 */
const STATUS_FORMATS: readonly { format: DisplayFormat; values: readonly string[] }[] = [
  { format: 'condition', values: ['good', 'damaged', 'dissapear'] },
  { format: 'operational', values: ['operational', 'idle'] },
  { format: 'change-log', values: ['update', 'create', 'deleted'] },
  { format: 'verification', values: ['draft', 'revision_request', 'verification_request', 'appraisal_request', 'approved'] },
];

function statusFormat(options: readonly GenModelOption[]): DisplayFormat | undefined {
  const values = options.map((option) => String(option.value)).sort();
  return STATUS_FORMATS.find((status) => status.values.length === values.length && [...status.values].sort().every((value, at) => value === values[at]))?.format;
}

/** How list and detail show the field: display type, format and an enum's labels. */
export function displayOf(meta: GenModel, name: string): DisplayTyping {
  const input = meta.fieldInput[name];
  const options = meta.fieldOption[name];
  const columnType = meta.fieldType[name] ?? '';
  if (meta.fieldRelation[name]) return { type: 'text' };
  if (isActiveFlag(name, options)) return { type: 'text', format: 'active', options };
  if (options) return { type: 'text', format: statusFormat(options) ?? 'enum', options };
  if (input === 'money') return { type: 'money', format: 'money' };
  if (input === 'file' || input === 'file-multiple') return { type: 'file' };
  if (input === 'texteditor') return { type: 'innerHTML', trusted: true };
  if (input === 'url') return { type: 'link' };
  if (WHOLE_TYPES.has(columnType)) return isYearColumn(name) ? { type: 'text' } : { type: 'text', format: 'integer' };
  if (DECIMAL_TYPES.has(columnType)) return { type: 'text', format: COORDINATE_COLUMNS.has(name) ? 'coordinate' : 'decimal' };
  const format = FORMAT_BY_COLUMN[columnType];
  return format ? { type: 'text', format } : { type: 'text' };
}

const isLookup = (type: FormFieldType) => type === 'lookup-radio' || type === 'lookup-checkbox';

/**
 * A choice field's option source: the related model's dataset, or the static option list.
 * A relation picked through a lookup submits the id its column holds (disable_revert), and
 * its table shows the relation's lookup columns.
 */
export function optionOf(meta: GenModel, name: string): FieldOption | undefined {
  const relation = meta.fieldRelation[name];
  if (relation) {
    const pointer = { list: relation.endpoint, label: relation.displayName, code: 'id' };
    if (!isLookup(formTypeOf(meta, name))) return { list_pointer: pointer };
    const columns = relation.columns?.map(({ data, label }) => ({ data, label: { id: label.id, en: label.en } }));
    return { list_pointer: { ...pointer, disable_revert: true, ...(columns && { columns }) } };
  }
  const options = meta.fieldOption[name];
  if (options) {
    return {
      list_pointer: {
        list: options.map((option) => ({ value: option.value, label: option.label })),
        label: 'label',
        code: 'value',
      },
    };
  }
  return undefined;
}

/**
 * What a number or money field holds: a fraction when its column is numeric, double
 * precision or real (money always has one, spec §9); a sign when its rules go below
 * zero, or set no floor on a decimal (a whole number with no floor keeps spec §5's
 * digits only). Undefined when neither.
 */
export function numberKindOf(meta: GenModel, name: string, form: FormFieldType): NumberKind | undefined {
  if (form !== 'number' && form !== 'money') return undefined;
  const fraction = form === 'money' || DECIMAL_TYPES.has(meta.fieldType[name] ?? '');
  const floor = lowerBound(meta.fieldValidation[name]);
  const signed = floor === undefined ? fraction : floor < 0;
  // Money's fraction is spec §9's, whatever the config says.
  const decimal = fraction && form === 'number';
  const ungrouped = form === 'number' && !fraction && isYearColumn(name);
  if (!decimal && !signed && !ungrouped) return undefined;
  return { ...(decimal ? { decimal } : {}), ...(signed ? { signed } : {}), ...(ungrouped ? { ungrouped } : {}) };
}

/** The filter input: the -range variant for a 'range' filter, the form input otherwise. */
export function filterTypeOf(formType: FormFieldType, filter: 'exact' | 'range' | undefined): FormFieldType {
  return filter === 'range' ? (RANGE_OF[formType] ?? formType) : formType;
}

/** Applies the whole type mapping to one field. */
export function mapFieldType(meta: GenModel, name: string): FieldTyping {
  const option = optionOf(meta, name);
  const form = formTypeOf(meta, name);
  const numeric = numberKindOf(meta, name, form);
  return { form, display: displayOf(meta, name), ...(option ? { option } : {}), ...(numeric ? { numeric } : {}) };
}
