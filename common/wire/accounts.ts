import { type Static, Type } from 'typebox';
import { SerialId } from './values.ts';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * A field of a body the route checks itself, all fields together, with per-field messages in the
 * caller's language (spec §5's rules): the schema names it and requires only an object.
 */
const Checked = Type.Optional(Type.Unknown());

/** GET /no-auth/find-user-by-username-email: whether the email or the username is taken, and nothing else. */
export const FindUserQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 200 })), username: Type.Optional(Type.String({ maxLength: 100 })) });
export const FindUserAnswer = Type.Object({ data: Type.Boolean() });

/** A role a user may register with (GET /no-auth/role-register). */
export const RegisterRole = Type.Object({ id: Type.Integer(), role_name: Type.String(), description: NullableText });
export type RegisterRole = Static<typeof RegisterRole>;
export const RegisterRolesAnswer = Type.Object({ data: Type.Array(RegisterRole) });

/** A department with its PIC contact, e.g. 'Rina Wulandari - 081234567801' (GET /no-auth/departments). */
export const PublicDepartment = Type.Object({ id: Type.Integer(), department_name: Type.String(), contact_pic: NullableText });
export type PublicDepartment = Static<typeof PublicDepartment>;
export const PublicDepartmentsAnswer = Type.Object({ data: Type.Array(PublicDepartment) });

/** GET /no-auth/projects?department_id: the active projects of one department. */
export const PublicProjectsQuery = Type.Object({ department_id: SerialId });
export const PublicProject = Type.Object({ id: Type.Integer(), project_name: Type.String() });
export type PublicProject = Static<typeof PublicProject>;
export const PublicProjectsAnswer = Type.Object({ data: Type.Array(PublicProject) });

/** POST /register: spec §3 "Registration form". */
export const RegisterBody = Type.Object({
  fullname: Checked,
  username: Checked,
  password: Checked,
  email: Checked,
  department_id: Checked,
  project_id: Checked,
  role_id: Checked,
  job_position: Checked,
});

/** The account as POST /register answers it. */
export const RegisteredUser = Type.Object({ id: Type.Integer(), username: Type.String(), email: Type.String(), fullname: Type.String() });
export type RegisteredUser = Static<typeof RegisteredUser>;
export const RegisterAnswer = Type.Object({ message: Type.String(), data: RegisteredUser });

/** The user the waiting screen shows: never the hash or the flags. */
export const PublicUser = Type.Object({
  id: Type.Integer(),
  fullname: Type.String(),
  username: Type.String(),
  email: Type.String(),
  department_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type PublicUser = Static<typeof PublicUser>;

/** What verify-email and user-register-role answer in `data`: the account and the department that will approve it. */
export const AccountPlacement = Type.Object({ user: PublicUser, department: Type.Union([PublicDepartment, Type.Null()]) });
export type AccountPlacement = Static<typeof AccountPlacement>;
export const AccountPlacementAnswer = Type.Object({ message: Type.String(), data: AccountPlacement });

export const VerifyEmailBody = Type.Object({ code: Checked });
export const ResendVerificationBody = Type.Object({ id: Checked, email: Checked });
/** POST /user-register-role: spec §3 "Role-registration payload", the user's fields as the 403 login answer gave them. */
export const RegisterRoleBody = Type.Object({ id: Checked, username: Checked, role_id: Checked, password: Checked });
/** POST /user-approval/approve and /reject; a rejection needs a reason. */
export const ApprovalBody = Type.Object({ id: Checked, reason: Checked });
export const ChangePasswordBody = Type.Object({ code: Checked, password: Checked });

/** POST /request-forgot-password. */
export const ForgotPasswordBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 200 }) });

/** POST /oauth/verify-oauth-sso-token: the identity provider's JWT; answered like POST /login. */
export const SsoTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 16_384 }) });
