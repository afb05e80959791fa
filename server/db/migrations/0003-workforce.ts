import { type Kysely, sql } from 'kysely';
import { activeFlag, createIndexes, createTable, dropTables, oneOf } from './support.ts';

/** Spec §4: anything but these four reads as Draft; 'draft' is stored for it. */
const verificationStatuses = ['draft', 'revision_request', 'verification_request', 'appraisal_request', 'approved'];
const educationLevels = ['SD', 'SMP', 'SMA', 'SMK', 'D1', 'D2', 'D3', 'D4', 'S1', 'S2', 'S3'];

/** Companies, vendors/subcontractors, workers with their sub-records, change requests, visitors, project manpower. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'companies', (t) =>
    activeFlag(
      t
        .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('npwp', 'varchar(30)')
        .addColumn('address', 'text')
        .addColumn('phone', 'varchar(30)')
        .addColumn('email', 'varchar(200)')
        .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('restrict')),
    ),
  );
  await createIndexes(db, 'companies', ['department_id', 'company_name']);

  await createTable(db, 'convalsals', (t) =>
    activeFlag(
      t
        .addColumn('convalsal_type', 'varchar(10)', (c) =>
          c.notNull().check(oneOf('convalsal_type', ['vendor', 'subkon'])),
        )
        .addColumn('convalsal_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('npwp', 'varchar(30)')
        .addColumn('specialization', 'varchar(200)')
        .addColumn('primary_contact_name', 'varchar(150)')
        .addColumn('primary_contact_phone', 'varchar(30)')
        .addColumn('secondary_contact_name', 'varchar(150)')
        .addColumn('secondary_contact_phone', 'varchar(30)')
        .addColumn('email', 'varchar(200)')
        .addColumn('address', 'text')
        .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('restrict')),
    ),
  );
  await createIndexes(db, 'convalsals', ['department_id', 'convalsal_type', 'convalsal_name']);

  await createTable(db, 'employees', (t) =>
    activeFlag(
      t
        .addColumn('fullname', 'varchar(150)', (c) => c.notNull())
        .addColumn('rfid', 'varchar(50)', (c) => c.unique())
        .addColumn('nik', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('phone', 'varchar(30)')
        .addColumn('emergency_contact', 'varchar(150)')
        .addColumn('birth_place', 'varchar(100)')
        .addColumn('birth_date', 'date')
        .addColumn('gender', 'char(1)', (c) => c.check(oneOf('gender', ['L', 'P'])))
        .addColumn('nationality', 'varchar(60)')
        .addColumn('address', 'text')
        .addColumn('blood_type_id', 'integer', (c) => c.references('blood_types.id').onDelete('restrict'))
        .addColumn('manpower_type_id', 'integer', (c) => c.references('manpower_types.id').onDelete('restrict'))
        .addColumn('photo', 'varchar(500)')
        .addColumn('id_card_photo', 'varchar(500)')
        .addColumn('login_status', 'varchar(10)', (c) =>
          c.notNull().defaultTo('non_active').check(oneOf('login_status', ['active', 'non_active'])),
        )
        .addColumn('rating', 'numeric(3, 2)', (c) => c.notNull().defaultTo(0).check(sql`rating between 0 and 5`))
        .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('restrict'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('restrict'))
        .addColumn('convalsal_id', 'integer', (c) => c.references('convalsals.id').onDelete('restrict'))
        .addColumn('verification_status', 'varchar(30)', (c) =>
          c.notNull().defaultTo('draft').check(oneOf('verification_status', verificationStatuses)),
        ),
    ),
  );
  await createIndexes(db, 'employees', [
    'department_id',
    'company_id',
    'convalsal_id',
    'blood_type_id',
    'manpower_type_id',
    'fullname',
    ['department_id', 'verification_status'],
    ['department_id', 'active'],
  ]);

  await createEmployeeSubRecords(db);
  await createChangeRequests(db);
  await createVisitors(db);

  await createTable(db, 'project_manpower', (t) =>
    activeFlag(
      t
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('restrict'))
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
        .addColumn('foreman_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('position', 'varchar(150)')
        .addColumn('start_date', 'date')
        .addColumn('end_date', 'date')
        .addColumn('qr_number', 'varchar(100)', (c) => c.unique())
        .addUniqueConstraint('project_manpower_project_employee_key', ['project_id', 'employee_id'])
        .addCheckConstraint('project_manpower_dates_check', sql`end_date is null or start_date is null or end_date >= start_date`),
    ),
  );
  await createIndexes(db, 'project_manpower', ['employee_id', 'foreman_id']);
}

/** The worker's own records; they go with the worker (cascade). */
async function createEmployeeSubRecords(db: Kysely<unknown>): Promise<void> {
  const employeeId = 'employee_id';
  const owner = (name: string, build: Parameters<typeof createTable>[2]) =>
    createTable(db, name, (t) =>
      build(t.addColumn(employeeId, 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))),
    );

  await owner('employee_skills', (t) =>
    t
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('restrict'))
      .addUniqueConstraint('employee_skills_employee_skill_key', ['employee_id', 'skill_id']),
  );
  await createIndexes(db, 'employee_skills', ['skill_id']);

  await owner('employee_disease_histories', (t) =>
    t
      .addColumn('disease_id', 'integer', (c) => c.notNull().references('diseases.id').onDelete('restrict'))
      .addColumn('diagnosed_year', 'smallint', (c) => c.check(sql`diagnosed_year between 1900 and 2100`))
      .addColumn('notes', 'text'),
  );
  await createIndexes(db, 'employee_disease_histories', [employeeId, 'disease_id']);

  await owner('employee_other_projects', (t) =>
    t
      .addColumn('project_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('company_name', 'varchar(200)')
      .addColumn('position', 'varchar(150)')
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date'),
  );
  await createIndexes(db, 'employee_other_projects', [employeeId]);

  await owner('employee_certifications', (t) =>
    t
      .addColumn('certificate_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('certificate_number', 'varchar(100)')
      .addColumn('issuer', 'varchar(200)')
      .addColumn('issued_at', 'date')
      .addColumn('expires_at', 'date')
      .addColumn('file', 'varchar(500)')
      .addCheckConstraint('employee_certifications_dates_check', sql`expires_at is null or issued_at is null or expires_at >= issued_at`),
  );
  await createIndexes(db, 'employee_certifications', [employeeId, 'expires_at']);

  await owner('employee_educations', (t) =>
    t
      .addColumn('education_level', 'varchar(5)', (c) => c.notNull().check(oneOf('education_level', educationLevels)))
      .addColumn('institution', 'varchar(200)', (c) => c.notNull())
      .addColumn('major', 'varchar(150)')
      .addColumn('graduation_year', 'smallint', (c) => c.check(sql`graduation_year between 1900 and 2100`)),
  );
  await createIndexes(db, 'employee_educations', [employeeId]);

  await owner('employee_emergency_contacts', (t) =>
    t
      .addColumn('contact_name', 'varchar(150)', (c) => c.notNull())
      .addColumn('relationship', 'varchar(50)')
      .addColumn('phone', 'varchar(30)', (c) => c.notNull())
      .addColumn('address', 'text'),
  );
  await createIndexes(db, 'employee_emergency_contacts', [employeeId]);

  await owner('employee_documents', (t) =>
    t
      .addColumn('document_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('document_number', 'varchar(100)')
      .addColumn('file', 'varchar(500)'),
  );
  await createIndexes(db, 'employee_documents', [employeeId]);

  await owner('employee_project_histories', (t) =>
    t
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('restrict'))
      .addColumn('position', 'varchar(150)')
      .addColumn('start_date', 'date')
      .addColumn('end_date', 'date'),
  );
  await createIndexes(db, 'employee_project_histories', [employeeId, 'project_id']);

  // Keeping the entry is the point of a blacklist: a blacklisted worker cannot be deleted (restrict).
  await createTable(db, 'employee_blacklists', (t) =>
    activeFlag(
      t
        .addColumn(employeeId, 'integer', (c) => c.notNull().references('employees.id').onDelete('restrict'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('blacklisted_at', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
        .addColumn('blacklisted_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
    ),
  );
  await createIndexes(db, 'employee_blacklists', [employeeId, 'blacklisted_by', 'blacklisted_at']);
}

async function createChangeRequests(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'employee_request_changes', (t) =>
    t
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
      .addColumn('status', 'varchar(30)', (c) =>
        c.notNull().defaultTo('verification_request').check(oneOf('status', verificationStatuses)),
      )
      .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('notes', 'text'),
  );
  await createIndexes(db, 'employee_request_changes', ['employee_id', 'status', 'requested_by', 'reviewed_by']);

  await createTable(db, 'employee_request_change_details', (t) =>
    t
      .addColumn('request_change_id', 'integer', (c) =>
        c.notNull().references('employee_request_changes.id').onDelete('cascade'),
      )
      .addColumn('field_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('old_value', 'text')
      .addColumn('new_value', 'text')
      .addColumn('change_type', 'varchar(10)', (c) =>
        c.notNull().defaultTo('update').check(oneOf('change_type', ['update', 'create', 'deleted'])),
      ),
  );
  await createIndexes(db, 'employee_request_change_details', ['request_change_id']);
}

async function createVisitors(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'visitors', (t) =>
    t
      .addColumn('fullname', 'varchar(150)', (c) => c.notNull())
      .addColumn('agency', 'varchar(200)')
      .addColumn('position', 'varchar(150)')
      .addColumn('contact', 'varchar(100)')
      .addColumn('qr_number', 'varchar(100)', (c) => c.unique())
      .addColumn('photo', 'varchar(500)')
      .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('restrict')),
  );
  await createIndexes(db, 'visitors', ['project_id', 'fullname']);

  await createTable(db, 'guest_books', (t) =>
    t
      .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('restrict'))
      .addColumn('check_in_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('check_out_at', 'timestamptz')
      .addColumn('purpose', 'varchar(300)')
      .addColumn('host_name', 'varchar(150)')
      .addCheckConstraint('guest_books_times_check', sql`check_out_at is null or check_out_at >= check_in_at`),
  );
  await createIndexes(db, 'guest_books', ['visitor_id', ['project_id', 'check_in_at'], 'check_in_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'project_manpower',
    'guest_books',
    'visitors',
    'employee_request_change_details',
    'employee_request_changes',
    'employee_blacklists',
    'employee_project_histories',
    'employee_documents',
    'employee_emergency_contacts',
    'employee_educations',
    'employee_certifications',
    'employee_other_projects',
    'employee_disease_histories',
    'employee_skills',
    'employees',
    'convalsals',
    'companies',
  ]);
}
