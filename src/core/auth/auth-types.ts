/** The signed-in user as POST /login returns it (spec §3 "Stored client state": profile). */
export interface Profile {
  id: number;
  username: string;
  fullname: string;
  email: string;
  npp?: string | null;
  /** -1 marks the super user, who passes every permission check (spec §6). */
  role_id: number;
  role_name?: string | null;
  department_id?: number | null;
  department_name?: string | null;
  project_id?: number | null;
  job_position?: string | null;
  locale?: string | null;
}

export interface LoginDepartment {
  id: number;
  department_name: string;
}

export interface LoginProject {
  id: number;
  project_name: string;
  department_id?: number | null;
}

/** Spec §3 "Login request". app_code is sent only when sso is on. */
export interface LoginRequest {
  username: string;
  password: string;
  app_code?: string;
}

/** Spec §3 "Login response" for a successful sign-in. */
export interface LoginResponse {
  message?: string;
  token: string;
  user: Profile;
  permissions: string[];
  departments: LoginDepartment[];
  projects: LoginProject[];
}

export type BeforeLoginStatus = 'email_unverified' | 'email_verified' | 'anonymous';

/** The not-yet-admitted user a 403 login answer carries (spec §4 login outcome). */
export interface BeforeLoginUser {
  status_code: BeforeLoginStatus | string;
  id?: number;
  username?: string;
  email?: string;
  fullname?: string;
  department_id?: number | null;
  [extra: string]: unknown;
}

/** One option of an autofill select: spec's label/code pair. */
export interface AutofillOption {
  label: string;
  code: number | string;
}

export interface AutofillField {
  value: number | string | null;
  options: AutofillOption[];
}

/** Spec §3: department_id and project_id, each with a chosen value and its options. */
export interface Autofill {
  department_id: AutofillField;
  project_id: AutofillField;
}
