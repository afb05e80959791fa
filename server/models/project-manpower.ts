import { activeField, countRekap, dateField, employeeField, projectField, projectScope, textField, userField } from './common.ts';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { ModelDeclaration, SavedRecord } from './types.ts';

/**
 * A blacklisted worker is not assigned to a project (issue #50): a save that assigns one (a new
 * assignment, another worker, or one switched on again) is refused with the worker and the
 * blacklist's reason, and nothing of it is written. Ending or editing an existing assignment
 * of a worker blacklisted since stays possible.
 */
async function refuseBlacklisted(trx: Database, saved: readonly SavedRecord[]): Promise<void> {
  const assigning = saved
    .filter(({ mode, values, before }) => Number(values.active ?? 1) === 1 && (mode === 'create' || Number(values.employee_id) !== Number(before?.employee_id) || Number(before?.active) !== 1))
    .map(({ values }) => Number(values.employee_id));
  if (assigning.length === 0) return;
  const { rows } = await sql<{ fullname: string; reason: string | null }>`
    select e.fullname, (select b.reason from employee_blacklists b where b.employee_id = e.id and b.active = 1 order by b.blacklisted_at desc, b.id desc limit 1) as reason
    from employees e where e.id = any(${assigning}::int[]) and e.blacklisted
    order by e.id limit 1`.execute(trx);
  if (rows[0]) throw new AppError(422, 'project_manpower_blacklisted', { name: rows[0].fullname, reason: rows[0].reason ?? '-' });
}

/** Project manpower (manajemen manpower): a worker assigned to a project under a foreman, with a QR card number. */
export const projectManpower: ModelDeclaration = {
  name: 'project-manpower',
  table: 'project_manpower',
  title: { id: 'Manpower Proyek', en: 'Project Manpower' },
  permission: 'project-manpower',
  labelColumn: 'position',
  activeColumn: 'active',
  parentKeys: ['project_id', 'employee_id', 'foreman_id'],
  scope: projectScope('project_manpower'),
  fields: [
    projectField(),
    employeeField(),
    userField('foreman_id', { id: 'Mandor', en: 'Foreman' }),
    textField('position', { id: 'Jabatan', en: 'Position' }, 'nullable|string|max:150'),
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    dateField('end_date', { id: 'Tanggal Selesai', en: 'End Date' }),
    textField('qr_number', { id: 'Nomor QR', en: 'QR Number' }, 'nullable|string|max:100|unique:project_manpower,qr_number'),
    activeField(),
  ],
  afterSave: refuseBlacklisted,
  rekap: [
    countRekap('total', { id: 'Total Manpower', en: 'Total Manpower' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'project_manpower.active = 1'),
  ],
};
