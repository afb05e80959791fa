import { type Kysely, sql } from 'kysely';
import { activeFlag, createIndexes, createTable, dropTables, oneOf } from './support.ts';

/** Equipment, vendor documents, and what hangs off a project: vendors, devices, foremen, user mapping. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'equipments', (t) =>
    t
      .addColumn('equipment_type_id', 'integer', (c) => c.notNull().references('equipment_types.id').onDelete('restrict'))
      .addColumn('equipment_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('equipment_number', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('purchase_price', 'numeric(18, 2)', (c) => c.check(sql`purchase_price >= 0`))
      .addColumn('purchase_date', 'date')
      .addColumn('photo', 'varchar(500)')
      // 'dissapear' is spelled as spec §4 stores it.
      .addColumn('condition', 'varchar(10)', (c) =>
        c.notNull().defaultTo('good').check(oneOf('condition', ['good', 'damaged', 'dissapear'])),
      )
      .addColumn('operational_status', 'varchar(12)', (c) =>
        c.notNull().defaultTo('idle').check(oneOf('operational_status', ['operational', 'idle'])),
      )
      .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('restrict'))
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('restrict')),
  );
  await createIndexes(db, 'equipments', [
    'equipment_type_id',
    'project_id',
    ['department_id', 'condition'],
    ['department_id', 'operational_status'],
  ]);

  await createTable(db, 'convalsal_documents', (t) =>
    t
      .addColumn('convalsal_id', 'integer', (c) => c.notNull().references('convalsals.id').onDelete('cascade'))
      .addColumn('document_type_id', 'integer', (c) =>
        c.notNull().references('convalsal_document_types.id').onDelete('restrict'),
      )
      .addColumn('document_number', 'varchar(100)')
      .addColumn('file', 'varchar(500)')
      .addColumn('expires_at', 'date'),
  );
  await createIndexes(db, 'convalsal_documents', ['convalsal_id', 'document_type_id', 'expires_at']);

  await createTable(db, 'project_convalsals', (t) =>
    t
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('convalsal_id', 'integer', (c) => c.notNull().references('convalsals.id').onDelete('restrict'))
      .addColumn('scope_of_work', 'text')
      .addColumn('contract_value', 'numeric(18, 2)', (c) => c.check(sql`contract_value >= 0`))
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date')
      .addUniqueConstraint('project_convalsals_project_convalsal_key', ['project_id', 'convalsal_id'])
      .addCheckConstraint('project_convalsals_dates_check', sql`end_date is null or start_date is null or end_date >= start_date`),
  );
  await createIndexes(db, 'project_convalsals', ['convalsal_id']);

  await createTable(db, 'project_devices', (t) =>
    activeFlag(
      t
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('device_name', 'varchar(150)', (c) => c.notNull())
        .addColumn('serial_number', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('device_type', 'varchar(5)', (c) =>
          c.notNull().check(oneOf('device_type', ['qr', 'rfid', 'face', 'gps'])),
        ),
    ),
  );
  await createIndexes(db, 'project_devices', ['project_id']);

  await createTable(db, 'project_foremen', (t) =>
    activeFlag(
      t
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('start_date', 'date')
        .addUniqueConstraint('project_foremen_project_user_key', ['project_id', 'user_id']),
    ),
  );
  await createIndexes(db, 'project_foremen', ['user_id']);

  await createTable(db, 'project_users', (t) =>
    t
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addUniqueConstraint('project_users_project_user_key', ['project_id', 'user_id']),
  );
  await createIndexes(db, 'project_users', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'project_users',
    'project_foremen',
    'project_devices',
    'project_convalsals',
    'convalsal_documents',
    'equipments',
  ]);
}
