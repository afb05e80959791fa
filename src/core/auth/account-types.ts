import type { PublicDepartment } from '../../../common/wire/accounts.ts';
import type { BeforeLoginUser } from './auth-types';

/** What the registration look-ups, POST /register, verify-email and user-register-role answer: the server's schemas' types (common/wire/accounts.ts). */
export type { AccountPlacement, PublicDepartment, PublicProject, RegisteredUser, RegisterRole } from '../../../common/wire/accounts.ts';

/** Spec §3 "Registration form": what POST /register takes. */
export interface RegistrationForm {
  fullname: string;
  username: string;
  password: string;
  email: string;
  department_id: number | null;
  project_id: number | null;
  role_id: number | null;
  job_position: string;
}

/** The user the waiting screen shows: from a login answer, verify-email or user-register-role. */
export interface WaitingUser {
  id?: number;
  fullname?: string;
  username?: string;
  email?: string;
  department_id?: number | null;
  [extra: string]: unknown;
}

/** Router state the waiting and register-role screens read. */
export interface AccountRouteState {
  user?: WaitingUser | BeforeLoginUser;
  department?: PublicDepartment | null;
}

/** Spec §3 "Role-registration payload": the existing user's fields plus role_id and password. */
export type RoleRegistration = BeforeLoginUser & { role_id: number; password: string };

export interface MessageResponse {
  message?: string;
}

export interface DataResponse<T> extends MessageResponse {
  data: T;
}
