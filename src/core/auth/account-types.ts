import type { BeforeLoginUser } from './auth-types';

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

/** A role a user may register with (GET /no-auth/role-register). */
export interface RegisterRole {
  id: number;
  role_name: string;
  description?: string | null;
}

/** A department with its PIC contact, e.g. 'Rina Wulandari - 081234567801'. */
export interface PublicDepartment {
  id: number;
  department_name: string;
  contact_pic?: string | null;
}

export interface PublicProject {
  id: number;
  project_name: string;
}

/** The account as POST /register answers it. */
export interface RegisteredUser {
  id: number;
  username: string;
  email: string;
  fullname: string;
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

/** What verify-email and user-register-role answer in `data`. */
export interface AccountPlacement {
  user: WaitingUser;
  department?: PublicDepartment | null;
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
