import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import { cities, diseaseNames, firstNames, lastNames, relationships, skillNames, streets } from './names.ts';
import { intArray, literal, pickId, pickText } from './scale-sql.ts';

/** The worker records' sub-records, as the form saves them along with a worker. */
export const WORKER_CHILD_TABLES = ['employee_skills', 'employee_emergency_contacts', 'employee_disease_histories'] as const;

/** The skills and diseases a worker's record picks from (the core seed has none), their ids in order. */
export async function childReferenceRows(db: Database): Promise<{ skillIds: number[]; diseaseIds: number[] }> {
  const skills = await db.insertInto('skills').values(skillNames.map((skill_name) => ({ skill_name }))).returning('id').execute();
  const diseases = await db.insertInto('diseases').values(diseaseNames.map((disease_name) => ({ disease_name }))).returning('id').execute();
  return { skillIds: skills.map((row) => row.id), diseaseIds: diseases.map((row) => row.id) };
}

/**
 * Worker n's sub-records, so that a record shown or edited carries some as a real one does:
 * n % 3 skills (never the same one twice), an emergency contact for three workers in four
 * (two for every tenth), and a disease history for every fifth.
 */
export async function insertWorkerChildren(db: Kysely<unknown>, ids: { skillIds: number[]; diseaseIds: number[] }, workers: number): Promise<void> {
  const series = sql`generate_series(1, ${literal(workers)}) as n`;
  const skills = ids.skillIds.length;
  await sql`
    insert into employee_skills (employee_id, skill_id)
    select n, ${intArray(ids.skillIds)}[(n + k * 5) % ${literal(skills)} + 1]
    from ${series} cross join generate_series(0, 1) as k
    where k < n % 3
  `.execute(db);
  await sql`
    insert into employee_emergency_contacts (employee_id, contact_name, relationship, phone, address)
    select n, ${pickText(firstNames, sql`n * 3 + k`)} || ' ' || ${pickText(lastNames, sql`n / 7`)}, ${pickText(relationships, sql`n + k`)},
      '08' || (1200000000 + (n * 2 + k)::bigint * 6007 % 800000000)::text,
      ${pickText(streets, sql`n / 5 + k`)} || ' No. ' || ((n + k) % 120 + 1)::text || ', ' || ${pickText(cities, sql`n / 13`)}
    from ${series} cross join generate_series(0, 1) as k
    where k < case when n % 10 = 0 then 2 when n % 4 <> 0 then 1 else 0 end
  `.execute(db);
  await sql`
    insert into employee_disease_histories (employee_id, disease_id, diagnosed_year, notes)
    select n, ${pickId(ids.diseaseIds, sql`n / 5`)}, 2000 + n % 25, case when n % 2 = 0 then 'Kontrol rutin tiap bulan' end
    from ${series}
    where n % 5 = 0
  `.execute(db);
}
