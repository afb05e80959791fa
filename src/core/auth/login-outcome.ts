import { toApiError } from '../api-error';
import type { BeforeLoginUser } from './auth-types';

/** What the login screen does after a failed POST /login (spec §4 "Login outcome"). */
export type LoginFailure =
  | { kind: 'email_unverified'; message: string; user: BeforeLoginUser }
  | { kind: 'email_verified'; message: string; user: BeforeLoginUser }
  | { kind: 'anonymous'; message: string; user: BeforeLoginUser }
  | { kind: 'message'; message: string };

function beforeLoginUser(data: unknown): BeforeLoginUser | null {
  if (typeof data !== 'object' || data === null) return null;
  const user = (data as { data_user_before_login?: unknown }).data_user_before_login;
  if (typeof user !== 'object' || user === null) return null;
  return typeof (user as BeforeLoginUser).status_code === 'string' ? (user as BeforeLoginUser) : null;
}

/** Classifies a failed login: a 403 with data_user_before_login by its status_code, anything else as its message. */
export function classifyLoginFailure(error: unknown, fallbackMessage: string): LoginFailure {
  const apiError = toApiError(error);
  const message = apiError.body?.message || (apiError.response ? apiError.message : '') || fallbackMessage;
  const user = apiError.status === 403 ? beforeLoginUser(apiError.body?.data) : null;
  if (!user) return { kind: 'message', message };
  switch (user.status_code) {
    case 'email_unverified':
    case 'email_verified':
    case 'anonymous':
      return { kind: user.status_code, message, user };
    default:
      return { kind: 'message', message };
  }
}
