import { type Kysely, sql } from 'kysely';
import { activeFlag, createIndexes, createTable, dropTables, oneOf } from './support.ts';

const ratedSubjects = ['employee', 'convalsal'];

/** Rating types and the ratings given (spec §3 rating panel), and the audit log of every write. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'rating_types', (t) =>
    activeFlag(
      t
        .addColumn('rating_type_name', 'varchar(150)', (c) => c.notNull())
        .addColumn('subject_type', 'varchar(10)', (c) => c.notNull().check(oneOf('subject_type', ratedSubjects)))
        .addUniqueConstraint('rating_types_name_subject_key', ['rating_type_name', 'subject_type'])
        // Target of ratings' composite key: a rating's subject type is its rating type's.
        .addUniqueConstraint('rating_types_id_subject_key', ['id', 'subject_type']),
    ),
  );

  await createTable(db, 'ratings', (t) =>
    t
      .addColumn('rating_type_id', 'integer', (c) => c.notNull())
      .addColumn('subject_type', 'varchar(10)', (c) => c.notNull().check(oneOf('subject_type', ratedSubjects)))
      .addColumn('subject_id', 'integer', (c) => c.notNull())
      .addColumn('rater_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
      .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('restrict'))
      .addColumn('rating_value', 'smallint', (c) => c.notNull().check(sql`rating_value between 1 and 5`))
      .addForeignKeyConstraint(
        'ratings_rating_type_fkey',
        ['rating_type_id', 'subject_type'],
        'rating_types',
        ['id', 'subject_type'],
        (c) => c.onDelete('restrict'),
      )
      .addUniqueConstraint('ratings_type_subject_rater_key', ['rating_type_id', 'subject_type', 'subject_id', 'rater_id']),
  );
  await createIndexes(db, 'ratings', [['subject_type', 'subject_id'], 'rater_id', 'project_id']);

  await createTable(db, 'audit_logs', (t) =>
    t
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('model', 'varchar(100)', (c) => c.notNull())
      .addColumn('record_id', 'text')
      .addColumn('action', 'varchar(10)', (c) =>
        c.notNull().check(oneOf('action', ['create', 'update', 'delete', 'import'])),
      )
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb'),
  );

  await createIndexes(db, 'audit_logs', [['model', 'record_id'], 'user_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['audit_logs', 'ratings', 'rating_types']);
}
