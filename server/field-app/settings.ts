import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type AppSettingsAnswer, MAX_BATCH_EVENTS } from '../../common/wire/field-app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { loadFieldProjects } from './projects.ts';

type Settings = Omit<AppSettingsAnswer['data'], 'server_time'>;

/** The user agreement in force: the newest active one. */
export function currentAgreement(db: Database) {
  return db
    .selectFrom('user_agreements')
    .select(['id', 'version', 'title', 'content'])
    .where('active', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A stored file's url as a phone reaches it: the public address before the server's path. */
const absolute = (config: AppConfig, url: string) => (url.startsWith('/') ? `${config.publicUrl}${url}` : url);

/** What GET /app/v1/settings answers besides the clock. */
export async function loadSettings(db: Database, config: AppConfig, auth: RequestAuth): Promise<Settings> {
  const [agreement, banners, projects] = await Promise.all([
    currentAgreement(db),
    db.selectFrom('banners').select(['id', 'title', 'image', 'link_url', 'sort_order']).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
    loadFieldProjects(db, auth),
  ]);
  const acceptance = agreement
    ? await db
        .selectFrom('user_agreement_acceptances')
        .select(sql<string>`to_char(accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('accepted_at'))
        .where('user_id', '=', auth.profile.id)
        .where('user_agreement_id', '=', agreement.id)
        .executeTakeFirst()
    : undefined;
  return {
    user: auth.profile,
    permissions: auth.permissions,
    agreement: agreement ? { ...agreement, accepted: acceptance !== undefined, accepted_at: acceptance?.accepted_at ?? null } : null,
    banners: banners.map((banner) => ({ id: banner.id, title: banner.title, image_url: absolute(config, banner.image), link_url: banner.link_url, sort_order: banner.sort_order })),
    projects,
    features: config.features,
    limits: {
      batch_max_events: MAX_BATCH_EVENTS,
      event_max_age_days: config.fieldApp.maxEventAgeDays,
      event_max_ahead_minutes: config.fieldApp.maxEventAheadMinutes,
      late_after_minutes: config.fieldApp.lateAfterMinutes,
    },
  };
}

/** The settings' entity tag: the same settings give the same tag, so a phone polling them gets 304 until something changes. */
export const settingsTag = (settings: Settings) => `"${createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header names `tag` (a list, or *, as RFC 9110 allows). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * Records that the user accepted `version`, which must be the agreement in force; accepting
 * it again keeps the first time. Answers when it was accepted.
 */
export async function acceptAgreement(db: Database, auth: RequestAuth, version: string, deviceId: number | null): Promise<string> {
  const agreement = await currentAgreement(db);
  if (!agreement) throw new AppError(404, 'agreement_none');
  if (agreement.version !== version) throw new AppError(409, 'agreement_outdated', { version: agreement.version }, { agreement_version: agreement.version });
  const userId = auth.profile.id;
  await db
    .insertInto('user_agreement_acceptances')
    .values({ user_id: userId, user_agreement_id: agreement.id, version: agreement.version, device_id: deviceId, created_by: userId, updated_by: userId })
    .onConflict((conflict) => conflict.columns(['user_id', 'user_agreement_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('user_agreement_acceptances')
    .select(sql<string>`to_char(accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('accepted_at'))
    .where('user_id', '=', userId)
    .where('user_agreement_id', '=', agreement.id)
    .executeTakeFirstOrThrow();
  return row.accepted_at;
}
