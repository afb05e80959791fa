import { employee } from './employee.ts';
import type { FieldDeclaration, Label } from './types.ts';

/** The worker's own columns a data-change request may change: the worker's data the mobile app edits. */
const columnNames = [
  'fullname',
  'nik',
  'rfid',
  'phone',
  'emergency_contact',
  'birth_place',
  'birth_date',
  'gender',
  'nationality',
  'address',
  'blood_type_id',
  'manpower_type_id',
  'photo',
  'id_card_photo',
] as const;

/** The employee's field declarations a request may change, with their labels and rules. */
export const requestableColumns: readonly FieldDeclaration[] = columnNames.map((name) => {
  const field = employee.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`requestable-fields: the employee model has no field ${name}`);
  return field;
});

/**
 * A list of the worker's sub-records a request adds to or takes from, each entry named by its
 * text: a master-data row linked by name (a skill, a disease), or a row of its own (a certificate).
 */
export type RequestableSubRecord = { name: string; label: Label; table: string } & (
  | { kind: 'link'; key: string; target: { table: string; column: string } }
  | { kind: 'named'; column: string }
);

const childLabel = (name: string): Label => {
  const child = employee.children?.find((candidate) => candidate.name === name);
  if (!child) throw new Error(`requestable-fields: the employee model has no child ${name}`);
  return child.label;
};

export const requestableSubRecords: readonly RequestableSubRecord[] = [
  { name: 'skills', label: childLabel('skills'), kind: 'link', table: 'employee_skills', key: 'skill_id', target: { table: 'skills', column: 'skill_name' } },
  { name: 'certifications', label: { id: 'Sertifikasi', en: 'Certifications' }, kind: 'named', table: 'employee_certifications', column: 'certificate_name' },
  {
    name: 'disease_histories',
    label: childLabel('disease_histories'),
    kind: 'link',
    table: 'employee_disease_histories',
    key: 'disease_id',
    target: { table: 'diseases', column: 'disease_name' },
  },
];

/** Every field a request's line may name, with the label users read instead of the column's name. */
export const requestableFieldOptions: readonly { value: string; label: Label }[] = [
  ...requestableColumns.map((field) => ({ value: field.name, label: field.label })),
  ...requestableSubRecords.map((record) => ({ value: record.name, label: record.label })),
];

/** The sub-record lists, whose lines add (create) or take away (deleted) an entry. */
export const isSubRecordField = (name: string) => requestableSubRecords.some((record) => record.name === name);
