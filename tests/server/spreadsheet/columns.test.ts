import { describe, expect, it } from 'vitest';
import type { RequestAuth } from '../../../server/http/types.ts';
import type { ModelDeclaration } from '../../../server/models/types.ts';
import { cellFormatter, exportColumns } from '../../../server/spreadsheet/columns.ts';
import { jakartaToday, neutralize, restore } from '../../../server/spreadsheet/values.ts';
import { exportFileName } from '../../../server/spreadsheet/export.ts';

/** A declaration made for the test: one field needs a permission of its own. */
const payroll: ModelDeclaration = {
  name: 'payroll-test',
  table: 'payroll_test',
  title: { id: 'Vendor / Subkon', en: 'Vendor / Subcon' },
  permission: 'payroll-test',
  labelColumn: 'fullname',
  fields: [
    { name: 'fullname', label: { id: 'Nama Lengkap', en: 'Full Name' } },
    { name: 'salary', label: { id: 'Gaji', en: 'Salary' }, permission: 'view-salary' },
    { name: 'password_hash', label: { id: 'Sandi', en: 'Password' }, hidden: true },
    { name: 'notes', label: { id: 'Catatan', en: 'Notes' }, list: false },
    { name: 'high_risk', label: { id: 'Risiko Tinggi', en: 'High Risk' }, options: [{ value: 'y', label: { id: 'Ya', en: 'Yes' } }, { value: 'n', label: { id: 'Tidak', en: 'No' } }] },
    { name: 'department_id', label: { id: 'Departemen', en: 'Department' }, relation: { model: 'department', displayName: 'department_name' } },
    { name: 'checked_at', label: { id: 'Waktu Cek', en: 'Checked At' }, input: 'datetime' },
    { name: 'born_on', label: { id: 'Tanggal Lahir', en: 'Birth Date' }, input: 'date' },
  ],
};

const user = (permissions: string[], isSuperUser = false) =>
  ({ isSuperUser, permissions, profile: { id: 1, department_id: 1, project_id: null } }) as unknown as RequestAuth;

describe('export columns', () => {
  it('never exports a field whose permission the user lacks, nor hidden or non-list fields', () => {
    const headers = exportColumns(payroll, user(['view-payroll-test']), 'id').map((column) => column.header);
    expect(headers).toEqual(['ID', 'Nama Lengkap', 'Risiko Tinggi', 'Departemen', 'Waktu Cek', 'Tanggal Lahir']);
    const allowed = exportColumns(payroll, user(['view-payroll-test', 'view-salary']), 'en').map((column) => column.header);
    expect(allowed).toEqual(['ID', 'Full Name', 'Salary', 'High Risk', 'Department', 'Checked At', 'Birth Date']);
    expect(exportColumns(payroll, user([], true), 'en').map((column) => column.header)).toContain('Salary');
  });

  it('formats y/n as ✓/✗, relations by display name and timestamps in Asia/Jakarta', () => {
    const row = {
      high_risk: 'y',
      department_id: 'Departemen EPC',
      checked_at: new Date('2026-01-31T20:30:05Z'),
      born_on: '1990-07-01',
    };
    const field = (name: string) => payroll.fields.find((candidate) => candidate.name === name)!;
    expect(cellFormatter(field('high_risk'), 'id')(row)).toBe('✓');
    expect(cellFormatter(field('high_risk'), 'id')({ high_risk: 'n' })).toBe('✗');
    expect(cellFormatter(field('department_id'), 'id')(row)).toBe('Departemen EPC');
    expect(cellFormatter(field('department_id'), 'id')({ department_id: null })).toBeNull();
    expect(cellFormatter(field('checked_at'), 'id')(row)).toBe('2026-02-01 03:30:05');
    expect(cellFormatter(field('born_on'), 'id')(row)).toBe('1990-07-01');
    expect(cellFormatter(field('fullname'), 'id')({ fullname: 'Budi' })).toBe('Budi');
    expect(cellFormatter(field('fullname'), 'id')({ fullname: 'y' })).toBe('y');
  });

  it('neutralises = + - @ tab and carriage return, and the import undoes exactly that', () => {
    for (const text of ['=1+1', '+62811', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralize(text)).toBe(`'${text}`);
      expect(restore(neutralize(text))).toBe(text);
    }
    expect(neutralize('Budi')).toBe('Budi');
    expect(restore("'Budi")).toBe("'Budi");
  });

  it('names the file {Title-with-hyphens}_{DD-MM-YYYY} with today in Asia/Jakarta', () => {
    const lateEvening = new Date('2026-03-31T18:00:00Z');
    expect(jakartaToday(lateEvening)).toBe('01-04-2026');
    expect(exportFileName('Vendor / Subkon', 'xlsx', lateEvening)).toBe('Vendor-Subkon_01-04-2026.xlsx');
    expect(exportFileName('Daftar Tenaga Kerja', 'csv', lateEvening)).toBe('Daftar-Tenaga-Kerja_01-04-2026.csv');
  });
});
