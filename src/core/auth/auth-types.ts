/** The signed-in profile, the login request and its answer: the server's schemas' types (common/wire/auth.ts). */
export type {
  LoginAnswer as LoginResponse,
  LoginBody as LoginRequest,
  LoginDepartment,
  LoginProject,
  Profile,
} from '../../../common/wire/auth.ts';

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
