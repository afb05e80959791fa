import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import {
  activeField,
  countRekap,
  dateTimeField,
  departmentField,
  enumField,
  longTextField,
  projectField,
  relationField,
  textField,
  userField,
} from './common.ts';
import type { FieldDeclaration, ModelDeclaration, SavedRecord } from './types.ts';

export const approvalStatusOptions = [
  { value: 'pending', label: { id: 'Menunggu Persetujuan', en: 'Pending Approval' } },
  { value: 'approved', label: { id: 'Disetujui', en: 'Approved' } },
  { value: 'rejected', label: { id: 'Ditolak', en: 'Rejected' } },
] as const;

/** The users table's columns as the three user screens show them; is_superuser and locale are never exposed. */
export const userFields = {
  npp: textField('npp', { id: 'NPP', en: 'NPP' }, 'nullable|string|max:50'),
  fullname: textField('fullname', { id: 'Nama Lengkap', en: 'Full Name' }, 'required|string|max:150'),
  username: textField('username', { id: 'Username', en: 'Username' }, 'required|string|min:3|max:100|unique:users,username|regex:/^[A-Za-z0-9._-]+$/'),
  email: textField('email', { id: 'Email', en: 'Email' }, 'required|email|max:200|unique:users,email', { input: 'email' }),
  // Hashed in beforeSave; never read back. On update an empty value keeps the current password.
  password: {
    name: 'password_hash',
    label: { id: 'Kata Sandi', en: 'Password' },
    rules: 'required|string|min:8|max:128',
    updateRules: 'nullable|string|min:8|max:128',
    input: 'password',
    hidden: true,
    list: false,
    detail: false,
  } satisfies FieldDeclaration,
  role: relationField('role_id', { id: 'Role', en: 'Role' }, 'role', 'role_name', 'nullable|integer|exists:roles,id'),
  department: departmentField('nullable|integer|exists:departments,id'),
  project: projectField('nullable|integer|exists:projects,id'),
  jobPosition: textField('job_position', { id: 'Jabatan', en: 'Job Position' }, 'nullable|string|max:150'),
  emailVerifiedAt: dateTimeField('email_verified_at', { id: 'Email Terverifikasi', en: 'Email Verified At' }, undefined, {
    rules: undefined,
    readOnly: true,
    add: false,
    edit: false,
  }),
  // Set by the approval of a Department Admin (user-approval), not by the form.
  approvalStatus: enumField('approval_status', { id: 'Status Verifikasi', en: 'Verification Status' }, approvalStatusOptions, true, {
    rules: undefined,
    readOnly: true,
    add: false,
    edit: false,
  }),
  verifiedBy: userField('verified_by', { id: 'Diverifikasi Oleh', en: 'Verified By' }, undefined, {
    rules: undefined,
    readOnly: true,
    add: false,
    edit: false,
  }),
  verifiedAt: dateTimeField('verified_at', { id: 'Tanggal Verifikasi', en: 'Verification Date' }, undefined, {
    rules: undefined,
    readOnly: true,
    add: false,
    edit: false,
  }),
  rejectionReason: longTextField('rejection_reason', { id: 'Alasan Penolakan', en: 'Rejection Reason' }, undefined, {
    rules: undefined,
    readOnly: true,
    add: false,
    edit: false,
  }),
  active: activeField(),
} as const;

/**
 * Hashes a new password; an empty one on update leaves the stored hash alone. A user an
 * administrator creates is vouched for: verified and approved, able to sign in at once.
 */
async function prepareUser(values: Record<string, unknown>, mode: 'create' | 'update'): Promise<void> {
  if (mode === 'create') values.email_verified_at = new Date();
  const password = values.password_hash;
  if (typeof password === 'string' && password !== '') {
    values.password_hash = await hashPassword(password);
  } else if (mode === 'update') {
    delete values.password_hash;
  }
}

/**
 * A new password, a deactivation or another role ends the user's sessions in the same
 * transaction, so a token taken before cannot outlive the change (nor come back when the
 * user is switched on again).
 */
async function revokeOnAccessChange(trx: Database, saved: readonly SavedRecord[]): Promise<void> {
  const changed = saved.filter(({ mode, values, before }) => {
    if (mode === 'create') return false;
    const newPassword = typeof values.password_hash === 'string';
    const deactivated = values.active !== undefined && values.active !== null && Number(values.active) === 0;
    const otherRole = 'role_id' in values && String(values.role_id ?? '') !== String(before?.role_id ?? '');
    return newPassword || deactivated || otherRole;
  });
  await revokeUserSessions(trx, changed.map(({ id }) => id));
}

/** User settings: the accounts that sign in to the admin and the mobile app (/user). */
export const user: ModelDeclaration = {
  name: 'user',
  table: 'users',
  title: { id: 'Pengguna', en: 'User' },
  permission: 'user',
  labelColumn: 'fullname',
  activeColumn: 'active',
  parentKeys: ['role_id', 'department_id', 'project_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: { department: 'users.department_id', project: 'users.project_id' },
  fields: Object.values(userFields),
  beforeSave: prepareUser,
  afterSave: revokeOnAccessChange,
  createDefaults: { approval_status: 'approved' },
  rekap: [
    countRekap('total', { id: 'Total Pengguna', en: 'Total Users' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'users.active = 1'),
    countRekap('pending', { id: 'Menunggu Persetujuan', en: 'Pending Approval' }, "users.approval_status = 'pending'"),
  ],
};
