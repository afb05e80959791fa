import type { SelectQueryBuilder } from 'kysely';
import type { FieldDeclaration, Label, ModelDeclaration, RekapDeclaration, ScopeDeclaration } from './types.ts';

/** Building blocks the declarations share, so one concept is spelled one way everywhere. */

type Extra = Partial<FieldDeclaration>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- scope joins run on the engine's untyped query
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Spec §4's active flag: 1 is active, else non active. */
export const activeOptions = [
  { value: 1, label: { id: 'Aktif', en: 'Active' } },
  { value: 0, label: { id: 'Tidak Aktif', en: 'Non Active' } },
] as const;

/** Spec §4's verification statuses; 'draft' is what anything else reads as. */
export const verificationOptions = [
  { value: 'draft', label: { id: 'Draft', en: 'Draft' } },
  { value: 'revision_request', label: { id: 'Permintaan Revisi', en: 'Revision Request' } },
  { value: 'verification_request', label: { id: 'Permintaan Verifikasi', en: 'Verification Request' } },
  { value: 'appraisal_request', label: { id: 'Permintaan Penilaian', en: 'Appraisal Request' } },
  { value: 'approved', label: { id: 'Disetujui', en: 'Approved' } },
] as const;

/** The `in:` rule allowing exactly an option list's values. */
export const inRule = (options: readonly { value: string | number }[]) => `in:${options.map((o) => o.value).join(',')}`;

export function activeField(extra: Extra = {}): FieldDeclaration {
  return {
    name: 'active',
    label: { id: 'Status', en: 'Status' },
    rules: `required|${inRule(activeOptions)}`,
    input: 'radio',
    options: activeOptions,
    filter: 'exact',
    sortable: true,
    ...extra,
  };
}

/** A text column: searchable and sortable unless told otherwise. */
export function textField(name: string, label: Label, rules: string, extra: Extra = {}): FieldDeclaration {
  return { name, label, rules, searchable: true, sortable: true, ...extra };
}

/** A long text entered in a textarea; not in the list. */
export function longTextField(name: string, label: Label, rules = 'nullable|string|max:2000', extra: Extra = {}): FieldDeclaration {
  return { name, label, rules, input: 'textarea', list: false, ...extra };
}

/** A belongs-to column picked from the related model's option list. */
export function relationField(
  name: string,
  label: Label,
  model: string,
  displayName: string,
  rules: string,
  extra: Extra = {},
): FieldDeclaration {
  return { name, label, rules, input: 'select', relation: { model, displayName }, filter: 'exact', sortable: true, ...extra };
}

/** An enum column: a radio (few values) or select with its options, filtered exactly. */
export function enumField(
  name: string,
  label: Label,
  options: readonly { value: string | number; label: Label }[],
  required: boolean,
  extra: Extra = {},
): FieldDeclaration {
  return {
    name,
    label,
    rules: `${required ? 'required' : 'nullable'}|${inRule(options)}`,
    input: options.length <= 3 ? 'radio' : 'select',
    options,
    filter: 'exact',
    sortable: true,
    ...extra,
  };
}

export function dateField(name: string, label: Label, rules = 'nullable|date', extra: Extra = {}): FieldDeclaration {
  return { name, label, rules, input: 'date', filter: 'range', sortable: true, ...extra };
}

export function dateTimeField(name: string, label: Label, rules = 'nullable|date', extra: Extra = {}): FieldDeclaration {
  return { name, label, rules, input: 'datetime', filter: 'range', sortable: true, ...extra };
}

/** An uploaded file or photo: the column keeps the upload's url. */
export function fileField(name: string, label: Label, rules = 'nullable|string|max:500', extra: Extra = {}): FieldDeclaration {
  return { name, label, rules, input: 'file', ...extra };
}

export function moneyField(name: string, label: Label, rules = 'nullable|numeric|min:0', extra: Extra = {}): FieldDeclaration {
  return { name, label, rules, input: 'money', sortable: true, ...extra };
}

export function phoneField(name: string, label: Label, required = false, extra: Extra = {}): FieldDeclaration {
  return {
    name,
    label,
    rules: `${required ? 'required' : 'nullable'}|string|max:30|regex:/^\\+?[0-9][0-9 ()-]{5,28}$/`,
    input: 'tel',
    searchable: true,
    ...extra,
  };
}

export function emailField(name = 'email', extra: Extra = {}): FieldDeclaration {
  return { name, label: { id: 'Email', en: 'Email' }, rules: 'nullable|email|max:200', input: 'email', searchable: true, ...extra };
}

/** NPWP (tax ID): 15 digits, or the 16 of the NIK-based format, punctuation allowed. */
export function npwpField(extra: Extra = {}): FieldDeclaration {
  return {
    name: 'npwp',
    label: { id: 'Nomor NPWP', en: 'NPWP Number' },
    rules: 'nullable|string|max:30|regex:/^[0-9][0-9.-]{14,22}$/',
    searchable: true,
    ...extra,
  };
}

/** Latitude and longitude as two number fields (a map picker fills both). */
export function coordinateFields(required: boolean): FieldDeclaration[] {
  const presence = required ? 'required' : 'nullable';
  return [
    { name: 'latitude', label: { id: 'Latitude', en: 'Latitude' }, rules: `${presence}|numeric|between:-90,90`, input: 'number', list: false },
    { name: 'longitude', label: { id: 'Longitude', en: 'Longitude' }, rules: `${presence}|numeric|between:-180,180`, input: 'number', list: false },
  ];
}

/** The week patterns a schedule offers, Monday to Sunday ('1' a working day). */
export const workDayOptions = [
  { value: '1111110', label: { id: 'Senin–Sabtu', en: 'Monday–Saturday' } },
  { value: '1111100', label: { id: 'Senin–Jumat', en: 'Monday–Friday' } },
  { value: '1111111', label: { id: 'Setiap hari', en: 'Every day' } },
] as const;

/** A time of day, HH:mm (seconds allowed), 00:00 to 23:59. */
const TIME_RULE = 'regex:/^(?!2[4-9])[0-2][0-9]:[0-5][0-9](:[0-5][0-9])?$/';

/** A department's schedule where none is given: migration 0041's column defaults. */
export const DEFAULT_SCHEDULE = { work_days: '1111110', work_start: '08:00', work_end: '17:00', break_minutes: 60, grace_minutes: 0 } as const;

/**
 * A working schedule (issue #50, migration 0041): the days, hours, break and grace from
 * which the recaps count late, early-leave, worked and overtime minutes. A department's
 * field left empty takes DEFAULT_SCHEDULE's value; a project's follows its department's.
 */
export function scheduleFields(owner: 'department' | 'project'): FieldDeclaration[] {
  // A project's field left empty follows its department's: the form says optional, docs/architecture.md says whose.
  const label = (text: Label): Label => (owner === 'department' ? text : { id: `${text.id} (opsional)`, en: `${text.en} (optional)` });
  const minutes = (name: string, text: Label, max: number): FieldDeclaration => ({
    name,
    label: label(text),
    rules: `nullable|integer|min_value:0|max_value:${max}`,
    input: 'number',
    list: false,
  });
  return [
    enumField('work_days', label({ id: 'Hari Kerja', en: 'Working Days' }), workDayOptions, false, { input: 'select', list: false, filter: undefined, sortable: false }),
    { name: 'work_start', label: label({ id: 'Jam Mulai Kerja', en: 'Work Starts' }), rules: `nullable|${TIME_RULE}`, input: 'time', list: false },
    { name: 'work_end', label: label({ id: 'Jam Selesai Kerja', en: 'Work Ends' }), rules: `nullable|${TIME_RULE}`, input: 'time', list: false },
    minutes('break_minutes', { id: 'Istirahat (menit)', en: 'Break (minutes)' }, 480),
    minutes('grace_minutes', { id: 'Toleransi Terlambat (menit)', en: 'Late Grace (minutes)' }, 240),
  ];
}

export const departmentField = (rules = 'required|integer|exists:departments,id', extra: Extra = {}) =>
  relationField('department_id', { id: 'Departemen', en: 'Department' }, 'department', 'department_name', rules, extra);

export const projectField = (rules = 'required|integer|exists:projects,id', extra: Extra = {}) =>
  relationField('project_id', { id: 'Proyek', en: 'Project' }, 'project', 'project_name', rules, extra);

/**
 * The columns a worker is told apart by in the lookup picker: two workers may share a name,
 * never a NIK.
 */
const employeeLookupColumns = [
  { data: 'fullname', label: { id: 'Nama Lengkap', en: 'Full Name' } },
  { data: 'nik', label: { id: 'NIK / Paspor', en: 'NIK / Passport' } },
  { data: 'department.department_name', label: { id: 'Departemen', en: 'Department' } },
] as const;

/**
 * A worker column, picked through the lookup picker: a company has some 100,000 workers, which
 * a select's 1,000 options cannot hold, so the picker pages and searches on the server (spec §9).
 */
export const employeeField = (extra: Extra = {}) =>
  relationField('employee_id', { id: 'Tenaga Kerja', en: 'Worker' }, 'employee', 'fullname', 'required|integer|exists:employees,id', {
    input: 'lookup-radio',
    relation: { model: 'employee', displayName: 'fullname', lookupColumns: employeeLookupColumns },
    ...extra,
  });

/** A user column whose name does not end in _id: its relation object gets its own property. */
export const userField = (name: string, label: Label, rules = 'nullable|integer|exists:users,id', extra: Extra = {}) =>
  relationField(name, label, 'user', 'fullname', rules, {
    ...(name.endsWith('_id') ? {} : { relation: { model: 'user', displayName: 'fullname', as: `${name}_user` } }),
    ...extra,
  });

export const countRekap = (id: string, label: Label, condition?: string): RekapDeclaration => ({
  id,
  label,
  aggregate: condition ? `count(*) filter (where ${condition})` : 'count(*)',
});

/** Records of a project: the department is the project's. */
export function projectScope(table: string, projectNullable = false): ScopeDeclaration {
  return {
    department: 'projects.department_id',
    project: `${table}.project_id`,
    join: (query: AnyQuery) =>
      projectNullable
        ? query.leftJoin('projects', 'projects.id', `${table}.project_id`)
        : query.innerJoin('projects', 'projects.id', `${table}.project_id`),
  };
}

/** A worker's sub-records: the department is the worker's. */
export function employeeScope(table: string): ScopeDeclaration {
  return {
    department: 'employees.department_id',
    join: (query: AnyQuery) => query.innerJoin('employees', 'employees.id', `${table}.employee_id`),
  };
}

/**
 * Fills columns that are NOT NULL with a database default when a form sent them empty,
 * so an empty optional input means the default, not a constraint error.
 */
export function defaultsWhenEmpty(defaults: Record<string, unknown>): ModelDeclaration['beforeSave'] {
  return (values) => {
    for (const [column, value] of Object.entries(defaults)) {
      if (column in values && (values[column] === null || values[column] === '')) values[column] = value;
    }
  };
}

/** A master-data model: one unique name, the active flag, open option list. */
export function masterModel(options: {
  name: string;
  table: string;
  title: Label;
  column: string;
  columnLabel: Label;
  rules: string;
  extraFields?: readonly FieldDeclaration[];
}): ModelDeclaration {
  const { name, table, title, column, columnLabel, rules, extraFields = [] } = options;
  return {
    name,
    table,
    title,
    permission: name,
    labelColumn: column,
    activeColumn: 'active',
    openDataset: true,
    defaultSort: { column, direction: 'asc' },
    fields: [textField(column, columnLabel, rules), ...extraFields, activeField()],
    rekap: [
      countRekap('total', { id: `Total ${title.id}`, en: `Total ${title.en}` }),
      countRekap('active', { id: 'Aktif', en: 'Active' }, `${table}.active = 1`),
    ],
  };
}
