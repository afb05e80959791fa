import { type Static, Type } from 'typebox';

const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);

/** The signed-in user as the client stores it (spec §3 "Stored client state": profile); role_id -1 is the super user. */
export const Profile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  fullname: Type.String(),
  email: Type.String(),
  npp: NullableText,
  role_id: NullableId,
  role_name: NullableText,
  department_id: NullableId,
  department_name: NullableText,
  project_id: NullableId,
  job_position: NullableText,
  locale: Type.String(),
});
export type Profile = Static<typeof Profile>;

/** Spec §3 "Login request"; app_code is sent only when SSO is on. Each field is checked by the route, in the caller's language. */
export const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  app_code: Type.Optional(Type.String({ maxLength: 100 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginDepartment = Type.Object({ id: Type.Integer(), department_name: Type.String() });
export type LoginDepartment = Static<typeof LoginDepartment>;

export const LoginProject = Type.Object({ id: Type.Integer(), project_name: Type.String(), department_id: Type.Integer() });
export type LoginProject = Static<typeof LoginProject>;

/** Spec §3 "Login response": the session's token, the profile, its permissions and workplaces (POST /login and the SSO exchange). */
export const LoginAnswer = Type.Object({
  message: Type.String(),
  token: Type.String(),
  user: Profile,
  permissions: Type.Array(Type.String()),
  departments: Type.Array(LoginDepartment),
  projects: Type.Array(LoginProject),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

/** GET /me: the signed-in user and permissions as the server sees them now. */
export const MeAnswer = Type.Object({ data: Type.Object({ user: Profile, permissions: Type.Array(Type.String()) }) });
export type MeAnswer = Static<typeof MeAnswer>;

export const Locale = Type.Union([Type.Literal('id'), Type.Literal('en')]);

/** GET /change-locale?lang=: the language answers are written in, kept on the account when signed in. */
export const ChangeLocaleQuery = Type.Object({ lang: Type.Optional(Locale) });
export const ChangeLocaleAnswer = Type.Object({ message: Type.String(), data: Type.Object({ locale: Locale }) });
export type ChangeLocaleAnswer = Static<typeof ChangeLocaleAnswer>;
