import { type Kysely, sql } from 'kysely';

/** Departments, projects, roles, permissions, users and their sessions: what signing in needs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const audit = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    table
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('created_by', 'integer')
      .addColumn('updated_by', 'integer');

  await audit(
    db.schema
      .createTable('departments')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('department_name', 'varchar(150)', (c) => c.notNull())
      .addColumn('contact_pic', 'varchar(100)')
      .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await audit(
    db.schema
      .createTable('projects')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('project_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
      .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('projects_department_id_idx').on('projects').column('department_id').execute();

  await audit(
    db.schema
      .createTable('role_groups')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('role_group_name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'text'),
  ).execute();

  await audit(
    db.schema
      .createTable('roles')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('role_name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('role_group_id', 'integer', (c) => c.references('role_groups.id'))
      .addColumn('is_department_admin', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('self_register', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(150)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await audit(
    db.schema
      .createTable('users')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('npp', 'varchar(50)')
      .addColumn('fullname', 'varchar(150)', (c) => c.notNull())
      .addColumn('username', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(200)', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
      .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
      .addColumn('job_position', 'varchar(150)')
      .addColumn('is_superuser', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('approval_status', 'varchar(20)', (c) =>
        c.notNull().defaultTo('pending').check(sql`approval_status in ('pending', 'approved', 'rejected')`),
      )
      .addColumn('verified_by', 'integer', (c) => c.references('users.id'))
      .addColumn('verified_at', 'timestamptz')
      .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('id')),
  ).execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_department_id_idx').on('users').column('department_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'auth_throttle',
    'sessions',
    'users',
    'role_permissions',
    'permissions',
    'roles',
    'role_groups',
    'projects',
    'departments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
