import { dateTimeField } from './common.ts';
import { userFields } from './user.ts';
import type { ModelDeclaration } from './types.ts';

/** Inactive users (/user-register): accounts switched off or whose email is not verified yet. */
export const userRegister: ModelDeclaration = {
  name: 'user-register',
  table: 'users',
  title: { id: 'Pengguna Tidak Aktif', en: 'Inactive Users' },
  permission: 'user-register',
  labelColumn: 'fullname',
  readOnly: true,
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: { department: 'users.department_id' },
  where: (eb) => eb.or([eb('users.active', '=', 0), eb('users.email_verified_at', 'is', null)]),
  fields: [
    userFields.fullname,
    userFields.username,
    userFields.email,
    userFields.role,
    userFields.department,
    userFields.project,
    userFields.jobPosition,
    userFields.emailVerifiedAt,
    userFields.approvalStatus,
    userFields.active,
    dateTimeField('created_at', { id: 'Tanggal Daftar', en: 'Registered At' }, undefined, { rules: undefined, readOnly: true }),
  ],
};
