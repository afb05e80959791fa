import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { checkPassword } from './password-check.ts';
import { loadSignedInUser, loadWorkplaces } from './profile.ts';
import { openSession } from './sessions.ts';
import type { Throttle } from './throttle.ts';

interface Attempt {
  username: string;
  password: string;
  ip: string;
  userAgent?: string;
}

interface Deps {
  db: Database;
  config: AppConfig;
  throttle: Throttle;
}

type StatusCode = 'email_unverified' | 'email_verified' | 'anonymous' | 'rejected';

/** Why a user with the right password still gets no token, if anything (spec §4). */
function blockedStatus(user: User): { status: StatusCode; message: MessageKey } | undefined {
  if (!user.email_verified_at) return { status: 'email_unverified', message: 'login_email_unverified' };
  if (user.is_superuser) return undefined;
  if (!user.role_id) return { status: 'anonymous', message: 'login_no_role' };
  if (user.approval_status === 'rejected') return { status: 'rejected', message: 'login_rejected' };
  if (user.approval_status !== 'approved') return { status: 'email_verified', message: 'login_waiting_approval' };
  return undefined;
}

/**
 * Checks the credentials, the failed-attempt limits and the account's state,
 * and opens a session. Account state is revealed only to the right password.
 */
export async function signIn({ db, config, throttle }: Deps, attempt: Attempt) {
  const identifier = attempt.username.toLowerCase();
  const found = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', identifier), eb(eb.fn('lower', ['email']), '=', identifier)]))
    .executeTakeFirst();
  const user = await checkPassword({ config, throttle }, { user: found, typed: identifier, password: attempt.password, ip: attempt.ip });
  return completeSignIn({ db, config }, user, { ip: attempt.ip, userAgent: attempt.userAgent });
}

/**
 * What follows a proven identity (a password or an SSO token): the account's
 * state decides between a session and a 403 carrying data_user_before_login.
 */
export async function completeSignIn(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  user: User,
  origin: { ip: string; userAgent?: string },
) {
  if (user.active !== 1) throw new AppError(403, 'login_inactive');
  const blocked = blockedStatus(user);
  if (blocked) {
    throw new AppError(403, blocked.message, {}, {
      data_user_before_login: {
        status_code: blocked.status,
        id: user.id,
        username: user.username,
        email: user.email,
        fullname: user.fullname,
        department_id: user.department_id,
      },
    });
  }

  const token = await openSession(db, user.id, config.sessionTtlHours, origin);
  const signedIn = await loadSignedInUser(db, user);
  const workplaces = await loadWorkplaces(db, user);
  return { token, user: signedIn.profile, permissions: signedIn.permissions, ...workplaces };
}
