import { sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import type { Product } from './measure.ts';
import { RECAP_MONTH } from './presets.ts';

const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

/** The monthly worker recap of one project, as the presence-worker list asks it. */
export const recapPath = (projectId: number) =>
  `/api/presence-worker/list?page=1&limit=20&${filters({ project_id: projectId, presence_date: [RECAP_MONTH.from, RECAP_MONTH.to] })}`;

/** The recap's rows counted directly: the project's workers' days of RECAP_MONTH in presence_recaps. */
export async function countRecapRows(db: Database, projectId: number): Promise<number> {
  const { rows } = await sql<{ days: number }>`
    select count(*)::int as days from presence_recaps
    where subject_type = 'employee' and project_id = ${projectId} and presence_date between ${RECAP_MONTH.from}::date and ${RECAP_MONTH.to}::date
  `.execute(db);
  return rows[0]!.days;
}

/** The total the product answers for the recap. */
export async function answeredTotal(product: Product, path: string): Promise<number> {
  const response = await fetch(`${product.server.url}${path}`, { headers: product.headers });
  const body = (await response.json()) as { total?: unknown };
  if (!response.ok || typeof body.total !== 'number') throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.total;
}
