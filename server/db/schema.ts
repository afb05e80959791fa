import type { Selectable } from 'kysely';
import type { UserCodeTable, UserTable } from './generated-schema.ts';

/**
 * The database's Kysely types: generated from the migrated schema (`npm run codegen`
 * writes generated-schema.ts), and the names the server gives some of them.
 */
export type * from './generated-schema.ts';

export type User = Selectable<UserTable>;
export type UserCodePurpose = Selectable<UserCodeTable>['purpose'];
