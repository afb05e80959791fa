import type { AppConfig } from '../config.ts';
import { serialId } from '../crud/record-id.ts';
import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Throttle } from '../auth/throttle.ts';
import { type Locale, parseLocale } from '../i18n/messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FieldErrors } from '../validation/validate.ts';

/** What every accounts route needs. */
export interface AccountsDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  throttle: Throttle;
}

/** 404 feature_disabled unless the application switch is on (spec §1, §2). */
export function requireFeature(enabled: boolean): void {
  if (!enabled) throw new AppError(404, 'feature_disabled');
}

/** The 422 answer for per-field messages, when there are any. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validation_failed', {}, errors);
}

/** The user as the waiting and register-role screens read it: never the hash or the flags. */
export function publicUser(user: Pick<User, 'id' | 'fullname' | 'username' | 'email' | 'department_id'>) {
  return { id: user.id, fullname: user.fullname, username: user.username, email: user.email, department_id: user.department_id };
}

/** The department with its PIC contact, shown on the waiting-account screen. */
export async function departmentCard(db: Database, departmentId: number | null) {
  if (departmentId === null) return null;
  const department = await db
    .selectFrom('departments')
    .select(['id', 'department_name', 'contact_pic'])
    .where('id', '=', departmentId)
    .executeTakeFirst();
  return department ?? null;
}

/** The language a user's mail is written in. */
export const mailLocale = (user: Pick<User, 'locale'>): Locale => parseLocale(user.locale);

/** A value of a JSON body as trimmed text ('' when absent or not text). */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The id of a user, role, department or project from a JSON body (serial keys all), or undefined. */
export const positiveId = serialId;
