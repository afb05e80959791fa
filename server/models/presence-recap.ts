import { dateField, dateTimeField, departmentField, projectField, relationField } from './common.ts';
import type { FieldDeclaration, Label, ModelDeclaration } from './types.ts';

/**
 * The attendance recaps (rekap presensi): one row per subject, project and Jakarta day,
 * with the first check-in and last check-out, kept from raw presences by triggers (0009).
 */
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
    where: (eb) => eb.and([eb(`${table}.subject_type`, '=', subjectType)]),
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
      { name: 'work_minutes', label: { id: 'Durasi Kerja (menit)', en: 'Work Time (minutes)' }, input: 'number', sortable: true },
      { name: 'records', label: { id: 'Jumlah Presensi', en: 'Records' }, input: 'number', sortable: true },
    ],
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
  subject: relationField('employee_id', { id: 'Tenaga Kerja', en: 'Worker' }, 'employee', 'fullname', 'required|integer'),
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
