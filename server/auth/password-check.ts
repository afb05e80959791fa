import type { AppConfig } from '../config.ts';
import type { User } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { verifyPassword } from './passwords.ts';
import type { Throttle } from './throttle.ts';

interface Deps {
  config: AppConfig;
  throttle: Throttle;
}

interface Claim<T> {
  /** The account the caller named, if it exists. */
  user: T | undefined;
  /** What the caller typed to name it: counted in place of an account that does not exist. */
  typed: string;
  password: string;
  ip: string;
}

/**
 * The account's counter goes by its id, so its username and its email share one
 * count; a name that matches no account gets a counter of its own and so answers
 * exactly like an account.
 */
const accountKey = (user: Pick<User, 'id'> | undefined, typed: string) =>
  user ? `login:user:${user.id}` : `login:name:${typed.toLowerCase()}`;

/**
 * Checks a password under the failed-attempt limits (POST /login, /user-register-role).
 * The attempt is counted against the caller's IP and the account before argon2 runs,
 * so simultaneous guesses cannot outrun the count. Throws 429 while either is locked
 * and 401 for a wrong password; the right one clears the account's count and gives
 * the IP its attempt back.
 */
export async function checkPassword<T extends Pick<User, 'id' | 'password_hash'>>(
  { config, throttle }: Deps,
  { user, typed, password, ip }: Claim<T>,
): Promise<T> {
  const keys = { ip: `login:ip:${ip}`, account: accountKey(user, typed) };
  const minutes =
    (await throttle.take(keys.ip, { maxFailures: config.loginMaxFailuresPerIp, minutes: config.loginLockMinutes })) ||
    (await throttle.take(keys.account, { maxFailures: config.loginMaxFailures, minutes: config.loginLockMinutes }));
  if (minutes > 0) throw new AppError(429, 'login_throttled', { minutes });

  if (!(await verifyPassword(user?.password_hash, password)) || !user) throw new AppError(401, 'login_failed');
  await throttle.clear(keys.account);
  await throttle.giveBack(keys.ip);
  return user;
}
