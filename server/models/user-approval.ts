import { userFields } from './user.ts';
import type { ModelDeclaration } from './types.ts';

/**
 * User verification (/user-approval): self-registered users who verified their email
 * and wait for their Department Admin. Approving is its own call, not a generic update.
 */
export const userApproval: ModelDeclaration = {
  name: 'user-approval',
  table: 'users',
  title: { id: 'Verifikasi Pengguna', en: 'User Verification' },
  permission: 'user-approval',
  labelColumn: 'fullname',
  readOnly: true,
  defaultSort: { column: 'email_verified_at', direction: 'desc' },
  scope: { department: 'users.department_id' },
  where: (eb) =>
    eb.and([
      eb('users.email_verified_at', 'is not', null),
      eb('users.approval_status', '=', 'pending'),
      eb('users.active', '=', 1),
    ]),
  fields: [
    userFields.npp,
    userFields.fullname,
    userFields.username,
    userFields.email,
    userFields.role,
    userFields.department,
    userFields.project,
    userFields.jobPosition,
    userFields.emailVerifiedAt,
    userFields.approvalStatus,
  ],
};
