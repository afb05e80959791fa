import { RateAnswer, type RatingData, RateBody, RatingAnswer, RatingParams, RatingQuery } from '../../common/wire/rating.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError, notFound, unauthenticated } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { holds } from '../crud/access.ts';
import { showRecord } from '../crud/records.ts';
import { serialId } from '../crud/record-id.ts';
import { findModel } from '../models/index.ts';
import type { ModelDeclaration } from '../models/types.ts';
import type { RequestAuth, TypedApp } from '../http/types.ts';

/** The rated subjects and their models (spec §6: view-{name}, do-rating-{name}). */
const subjects = { employee: 'employee', convalsal: 'convalsal' } as const;
type Subject = keyof typeof subjects;

interface RatingEntry {
  rating_type_id: number;
  my_rating_value: number;
}

function subjectModel(subject: string): { subject: Subject; model: ModelDeclaration } {
  // Own keys only: '__proto__' or 'constructor' is no subject.
  if (!Object.hasOwn(subjects, subject)) throw notFound();
  return { subject: subject as Subject, model: findModel(subjects[subject as Subject])! };
}

/** A rating value: a whole number from 1 to 5, or its digit ('3'); undefined for anything else (true, [3], '0x3', 3.5). */
function ratingValue(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d\s*$/.test(raw) ? Number(raw) : undefined;
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined;
}

/**
 * The ratings given in `data_rating`: each entry an object naming an active type of the
 * subject and a value from 1 to 5, or a null value (not rated, skipped). Anything else,
 * a null entry included, or nothing rated at all, answers 422.
 */
async function givenRatings(db: Database, subject: Subject, raw: unknown): Promise<RatingEntry[]> {
  const entries: unknown[] = Array.isArray(raw) ? raw : [];
  const types = new Set(
    (await db.selectFrom('rating_types').select('id').where('subject_type', '=', subject).where('active', '=', 1).execute()).map((row) => row.id),
  );
  const given: RatingEntry[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new AppError(422, 'rating_invalid');
    const { rating_type_id: rawType, my_rating_value: rawValue } = entry as Record<string, unknown>;
    if (rawValue === null || rawValue === undefined) continue;
    const type = serialId(rawType);
    const value = ratingValue(rawValue);
    if (type === undefined || !types.has(type) || value === undefined) throw new AppError(422, 'rating_invalid');
    given.push({ rating_type_id: type, my_rating_value: value });
  }
  if (given.length === 0) throw new AppError(422, 'rating_invalid');
  return given;
}

function requireAuth(auth: RequestAuth | null): RequestAuth {
  if (!auth) throw unauthenticated();
  return auth;
}

/** The rating panel's data: overall and per-type averages, and the caller's own ratings (spec §3). */
async function readRating(db: Database, subject: Subject, subjectId: number, name: string, userId: number): Promise<RatingData> {
  const types = await db
    .selectFrom('rating_types')
    .leftJoin('ratings', (join) =>
      join.onRef('ratings.rating_type_id', '=', 'rating_types.id').on('ratings.subject_id', '=', subjectId),
    )
    .select([
      'rating_types.id as rating_type_id',
      'rating_types.rating_type_name',
      sql<number | null>`round(avg(ratings.rating_value)::numeric, 2)::float8`.as('rating_value'),
      sql<number | null>`max(case when ratings.rater_id = ${userId} then ratings.rating_value end)::int`.as('my_rating_value'),
    ])
    .where('rating_types.subject_type', '=', subject)
    .where('rating_types.active', '=', 1)
    .groupBy(['rating_types.id', 'rating_types.rating_type_name'])
    .orderBy('rating_types.id')
    .execute();
  const overall = await db
    .selectFrom('ratings')
    .select(sql<number | null>`round(avg(rating_value)::numeric, 2)::float8`.as('value'))
    .where('subject_type', '=', subject)
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return {
    data_main: { name, overall_rating_value: overall.value ?? 0 },
    data_rating: types.map((type) => ({ ...type, rating_value: type.rating_value ?? 0 })),
  };
}

/** GET and POST /api/rating/{subject}: the rating panel's calls (spec §7). */
export async function ratingRoutes(app: TypedApp, options: { db: Database }) {
  const { db } = options;

  app.get('/rating/:subject', { schema: { params: RatingParams, querystring: RatingQuery, response: { 200: RatingAnswer, ...errorAnswers } } }, async (request) => {
    const auth = requireAuth(request.auth);
    const { subject, model } = subjectModel(request.params.subject);
    const record = await showRecord({ db, auth, locale: request.locale }, model, request.query.subject_id);
    return { data: await readRating(db, subject, Number(record.id), String(record[model.labelColumn] ?? ''), auth.profile.id) };
  });

  app.post(
    '/rating/:subject',
    { schema: { params: RatingParams, body: RateBody, response: { 200: RateAnswer, ...errorAnswers } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { subject, model } = subjectModel(request.params.subject);
      if (!holds(auth, `do-rating-${model.permission}`)) throw new AppError(403, 'forbidden');
      const record = await showRecord({ db, auth, locale: request.locale }, model, request.body?.subject_id);
      const subjectId = Number(record.id);
      const given = await givenRatings(db, subject, request.body?.data_rating);

      await db.transaction().execute(async (trx) => {
        for (const entry of given) {
          await trx
            .insertInto('ratings')
            .values({
              rating_type_id: entry.rating_type_id,
              subject_type: subject,
              subject_id: subjectId,
              rater_id: auth.profile.id,
              rating_value: entry.my_rating_value,
              created_by: auth.profile.id,
              updated_by: auth.profile.id,
            })
            .onConflict((conflict) =>
              conflict
                .columns(['rating_type_id', 'subject_type', 'subject_id', 'rater_id'])
                .doUpdateSet({ rating_value: entry.my_rating_value, updated_at: sql`now()`, updated_by: auth.profile.id }),
            )
            .execute();
        }
        if (subject === 'employee') {
          await sql`update employees set rating = coalesce((select round(avg(rating_value)::numeric, 2) from ratings where subject_type = 'employee' and subject_id = ${subjectId}), 0) where id = ${subjectId}`.execute(trx);
        }
      });
      return { message: translate(request.locale, 'rating_saved'), data: await readRating(db, subject, subjectId, String(record[model.labelColumn] ?? ''), auth.profile.id) };
    },
  );
}
