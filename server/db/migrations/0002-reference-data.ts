import { type Kysely, sql } from 'kysely';
import { activeFlag, createIndexes, createTable, dropTables } from './support.ts';

/** Territories and master data (spec §1), and the project and department details the screens show. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'territories', (t) =>
    activeFlag(
      t
        .addColumn('territory_name', 'varchar(150)', (c) => c.notNull().unique())
        .addColumn('description', 'text'),
    ),
  );
  await createTable(db, 'skills', (t) =>
    activeFlag(
      t.addColumn('skill_name', 'varchar(150)', (c) => c.notNull().unique()).addColumn('description', 'text'),
    ),
  );
  await createTable(db, 'diseases', (t) =>
    activeFlag(t.addColumn('disease_name', 'varchar(150)', (c) => c.notNull().unique())),
  );
  await createTable(db, 'manpower_types', (t) =>
    activeFlag(t.addColumn('manpower_type_name', 'varchar(150)', (c) => c.notNull().unique())),
  );
  await createTable(db, 'blood_types', (t) =>
    activeFlag(t.addColumn('blood_type_name', 'varchar(10)', (c) => c.notNull().unique())),
  );
  await createTable(db, 'equipment_types', (t) =>
    activeFlag(t.addColumn('equipment_type_name', 'varchar(150)', (c) => c.notNull().unique())),
  );
  await createTable(db, 'convalsal_document_types', (t) =>
    activeFlag(
      t
        .addColumn('document_type_name', 'varchar(150)', (c) => c.notNull().unique())
        .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false)),
    ),
  );

  await db.schema
    .alterTable('departments')
    .addColumn('territory_id', 'integer', (c) => c.references('territories.id').onDelete('restrict'))
    .execute();
  await createIndexes(db, 'departments', ['territory_id']);

  await db.schema
    .alterTable('projects')
    .addColumn('project_number', 'varchar(50)', (c) => c.unique())
    .addColumn('photo', 'varchar(500)')
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) => c.check(sql`longitude between -180 and 180`))
    .addColumn('initial_contract_value', 'numeric(18, 2)', (c) => c.check(sql`initial_contract_value >= 0`))
    .addColumn('progress', 'numeric(5, 2)', (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn('is_high_risk', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_joint_operation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('province', 'varchar(100)')
    .addColumn('city', 'varchar(100)')
    .addColumn('territory_id', 'integer', (c) => c.references('territories.id').onDelete('restrict'))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .execute();
  await sql`alter table projects add constraint projects_dates_check check (end_date is null or start_date is null or end_date >= start_date)`.execute(
    db,
  );
  await createIndexes(db, 'projects', ['territory_id', 'province']);

  // The generic engine stamps every table it writes; permissions are edited through it too.
  await db.schema
    .alterTable('permissions')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('permissions')
    .dropColumn('created_at')
    .dropColumn('updated_at')
    .dropColumn('created_by')
    .dropColumn('updated_by')
    .execute();
  await sql`alter table projects drop constraint projects_dates_check`.execute(db);
  let projects = db.schema.alterTable('projects').dropColumn('project_number');
  for (const column of [
    'photo',
    'address',
    'latitude',
    'longitude',
    'initial_contract_value',
    'progress',
    'is_high_risk',
    'is_joint_operation',
    'province',
    'city',
    'territory_id',
    'start_date',
    'end_date',
  ]) {
    projects = projects.dropColumn(column);
  }
  await projects.execute();
  await db.schema.alterTable('departments').dropColumn('territory_id').execute();
  await dropTables(db, [
    'convalsal_document_types',
    'equipment_types',
    'blood_types',
    'manpower_types',
    'diseases',
    'skills',
    'territories',
  ]);
}
