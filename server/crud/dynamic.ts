import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database.ts';

// The generic engine reaches tables named by model declarations at run time, which
// Kysely's static table types cannot describe; these two types are where that ends.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type DynamicDb = Kysely<any>;
export type DynamicQuery = SelectQueryBuilder<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The database seen through model declarations rather than the static schema. */
export const dynamic = (db: Database): DynamicDb => db as unknown as DynamicDb;
