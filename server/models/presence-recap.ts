import { sql } from 'kysely';
import { dateField, dateTimeField, departmentField, employeeField, enumField, projectField, relationField } from './common.ts';
import type { FieldDeclaration, Label, ModelDeclaration } from './types.ts';

/**
 * The attendance recaps (rekap presensi): one row per subject, project and Jakarta day,
 * with the first check-in and last check-out, kept from raw presences by triggers (0009).
 * Their totals are kept per subject, project and month (0024). Each day's worked, late,
 * early-leave and overtime minutes follow from the working schedule it was recorded under
 * (0041); a day missing its check-out or check-in says so and has no worked minutes.
 */

/** What a recap day lacks (0041's day_status). */
const dayStatusOptions = [
  { value: 'complete', label: { id: 'Lengkap', en: 'Complete' } },
  { value: 'no_out', label: { id: 'Tanpa Check-out', en: 'No Check-out' } },
  { value: 'no_in', label: { id: 'Tanpa Check-in', en: 'No Check-in' } },
] as const;

const minutesField = (name: string, label: Label, sortable = false): FieldDeclaration => ({ name, label, input: 'number', sortable });

function recapModel(options: {
  name: 'presence-worker' | 'presence-management' | 'presence-visitor';
  subjectType: 'employee' | 'user' | 'visitor';
  title: Label;
  subject: FieldDeclaration;
  subjects: Label;
}): ModelDeclaration {
  const { name, subjectType, title, subject, subjects } = options;
  const table = 'presence_recaps';
  return {
    name,
    table,
    // A literal, not a parameter: the management and visitor lists' sort indexes hold their own rows only (0038).
    where: (eb) => eb.and([eb(`${table}.subject_type`, '=', sql.lit(subjectType))]),
    title,
    permission: name,
    labelColumn: 'presence_date',
    readOnly: true,
    parentKeys: ['project_id', subject.name],
    defaultSort: { column: 'presence_date', direction: 'desc' },
    scope: { department: `${table}.department_id`, project: `${table}.project_id` },
    fields: [
      subject,
      projectField(),
      departmentField(),
      dateField('presence_date', { id: 'Tanggal', en: 'Date' }, 'required|date'),
      dateTimeField('first_in', { id: 'Jam Masuk', en: 'First In' }),
      dateTimeField('last_out', { id: 'Jam Keluar', en: 'Last Out' }),
      enumField('day_status', { id: 'Kelengkapan', en: 'Completeness' }, dayStatusOptions, false, { input: 'select', sortable: false }),
      minutesField('work_minutes', { id: 'Durasi Kerja (menit)', en: 'Work Time (minutes)' }, true),
      minutesField('late_minutes', { id: 'Terlambat (menit)', en: 'Late (minutes)' }),
      minutesField('early_leave_minutes', { id: 'Pulang Cepat (menit)', en: 'Early Leave (minutes)' }),
      minutesField('overtime_minutes', { id: 'Lembur (menit)', en: 'Overtime (minutes)' }),
      { name: 'records', label: { id: 'Jumlah Presensi', en: 'Records' }, input: 'number', sortable: true },
    ],
    keptTotals: {
      from: 'presence_recap_months',
      where: `presence_recap_months.subject_type = '${subjectType}'`,
      scope: { department: 'presence_recap_months.department_id', project: 'presence_recap_months.project_id' },
      filters: {
        [subject.name]: 'presence_recap_months.subject_id',
        project_id: 'presence_recap_months.project_id',
        department_id: 'presence_recap_months.department_id',
      },
      months: { filter: 'presence_date', column: 'presence_recap_months.month' },
      total: 'sum(presence_recap_months.days)',
      rekap: {
        total: 'coalesce(sum(presence_recap_months.days), 0)',
        subjects: 'count(distinct presence_recap_months.subject_id)',
        work_hours: 'coalesce(sum(presence_recap_months.work_minutes), 0) / 60.0',
      },
    },
    rekap: [
      { id: 'total', label: { id: 'Total Hari Hadir', en: 'Attendance Days' }, aggregate: 'count(*)' },
      { id: 'subjects', label: subjects, aggregate: `count(distinct ${table}.${subject.name})` },
      { id: 'work_hours', label: { id: 'Total Jam Kerja', en: 'Total Work Hours' }, aggregate: `coalesce(sum(${table}.work_minutes), 0) / 60.0` },
    ],
  };
}

/** /presensi-pekerja */
export const presenceWorker = recapModel({
  name: 'presence-worker',
  subjectType: 'employee',
  title: { id: 'Presensi Pekerja', en: 'Worker Presence' },
  subject: employeeField({ rules: 'required|integer' }),
  subjects: { id: 'Jumlah Pekerja', en: 'Workers' },
});

/** /presensi-management */
export const presenceManagement = recapModel({
  name: 'presence-management',
  subjectType: 'user',
  title: { id: 'Presensi Management', en: 'Management Presence' },
  subject: relationField('user_id', { id: 'Management', en: 'Management' }, 'user', 'fullname', 'required|integer'),
  subjects: { id: 'Jumlah Management', en: 'Management Staff' },
});

/** /presensi-visitor */
export const presenceVisitor = recapModel({
  name: 'presence-visitor',
  subjectType: 'visitor',
  title: { id: 'Presensi Visitor', en: 'Visitor Presence' },
  subject: relationField('visitor_id', { id: 'Pengunjung', en: 'Visitor' }, 'visitor', 'fullname', 'required|integer'),
  subjects: { id: 'Jumlah Pengunjung', en: 'Visitors' },
});
