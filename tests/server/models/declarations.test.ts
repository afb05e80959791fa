import { type AliasedRawBuilder, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRules } from '../../../common/validation/index.ts';
import { permissionCatalogue } from '../../../server/access/catalogue.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { ensurePresencePartitions } from '../../../server/db/partitions.ts';
import { findModel, models } from '../../../server/models/index.ts';
import { checkModelRules } from '../../../server/models/rule-check.ts';
import type { FieldDeclaration, ModelDeclaration } from '../../../server/models/types.ts';
import { type TestDatabase, mainBackend, createTestDatabase } from '../../support/database.ts';

/** Columns every generic list may sort on without declaring them. */
const implicitColumns = ['id', 'created_at', 'updated_at'];

const allFields = (model: ModelDeclaration): FieldDeclaration[] => [
  ...model.fields,
  ...(model.children ?? []).flatMap((child) => (child.kind === 'has-many' ? child.columns : [])),
];

describe('model declarations', () => {
  it('have unique kebab-case names that findModel finds', () => {
    const names = models.map((model) => model.name);
    expect(new Set(names).size).toBe(names.length);
    for (const model of models) {
      expect(model.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(findModel(model.name)).toBe(model);
    }
    expect(findModel('no-such-model')).toBeUndefined();
  });

  it('declare the models of every screen of the spec', () => {
    const expected = [
      'territory', 'department', 'project', 'skill', 'disease', 'manpower-type', 'blood-type', 'equipment-type',
      'convalsal-document-type', 'company', 'convalsal', 'convalsal-document', 'project-convalsal', 'project-convalsal-document', 'equipment',
      'project-device', 'project-foreman', 'project-user', 'employee', 'employee-blacklist', 'employee-skill',
      'employee-disease-history', 'employee-other-project', 'employee-certification', 'employee-education',
      'employee-emergency-contact', 'employee-document', 'employee-project-history', 'employee-request-change',
      'employee-request-change-detail', 'visitor', 'guest-book', 'project-manpower', 'presence', 'presence-worker', 'presence-exception',
      'presence-management', 'presence-visitor', 'banner', 'presence-radius', 'user-agreement', 'user', 'user-approval',
      'user-register', 'role', 'role-group', 'permission', 'rating-type', 'audit-log',
    ];
    expect(models.map((model) => model.name).sort()).toEqual([...expected].sort());
  });

  it('use permission resources of the catalogue', () => {
    for (const model of models) {
      expect(permissionCatalogue, `${model.name}: view-${model.permission}`).toContain(`view-${model.permission}`);
      if (!model.readOnly) {
        for (const action of ['create', 'update', 'delete']) {
          expect(permissionCatalogue, `${model.name}: ${action}-${model.permission}`).toContain(`${action}-${model.permission}`);
        }
      }
      for (const field of model.fields.filter((candidate) => candidate.permission)) {
        expect(permissionCatalogue, `${model.name}.${field.name}`).toContain(field.permission);
      }
    }
  });

  it('use only rules the shared engine knows', () => {
    expect(() => checkModelRules(models)).not.toThrow();
  });

  it('refuse to load with an unknown rule, naming the model, field and rule', () => {
    const withRule = (field: Partial<FieldDeclaration>): ModelDeclaration => ({
      ...findModel('skill')!,
      fields: [...findModel('skill')!.fields, { name: 'skill_code', label: { id: 'Kode', en: 'Code' }, ...field }],
    });
    expect(() => checkModelRules([withRule({ rules: 'required|max:10|uppercase' })])).toThrow("model skill, field skill_code: unknown validation rule 'uppercase'");
    expect(() => checkModelRules([withRule({ rules: 'required', updateRules: 'sometimes|required_with:name' })])).toThrow(
      "model skill, field skill_code: unknown validation rule 'required_with'",
    );
    const notes: ModelDeclaration = {
      ...findModel('employee')!,
      children: [
        {
          kind: 'has-many',
          name: 'notes',
          label: { id: 'Catatan', en: 'Notes' },
          table: 'notes',
          foreignKey: 'employee_id',
          columns: [{ name: 'body', label: { id: 'Isi', en: 'Body' }, rules: 'not_regex:/x/' }],
        },
      ],
    };
    expect(() => checkModelRules([notes])).toThrow("model employee, field body: unknown validation rule 'not_regex'");
  });

  it('list exactly their options in the in: rule of every enum field', () => {
    for (const model of models) {
      for (const field of allFields(model).filter((candidate) => candidate.options && !candidate.readOnly)) {
        const rule = parseRules(field.rules).find((candidate) => candidate.name === 'in');
        expect(rule, `${model.name}.${field.name} has an in: rule`).toBeDefined();
        expect([...rule!.params].sort(), `${model.name}.${field.name}`).toEqual(field.options!.map((option) => String(option.value)).sort());
      }
    }
  });

  it('relate to declared models, and children to declared tables of the right model', () => {
    for (const model of models) {
      for (const field of allFields(model).filter((candidate) => candidate.relation)) {
        expect(findModel(field.relation!.model), `${model.name}.${field.name} → ${field.relation!.model}`).toBeDefined();
      }
      for (const child of model.children ?? []) {
        if (child.kind === 'many-to-many') expect(findModel(child.targetModel), `${model.name}.${child.name}`).toBeDefined();
      }
    }
  });

  it('sort datasets by a sortable label column and default sorts by sortable columns', () => {
    const sortable = (model: ModelDeclaration, column: string) =>
      implicitColumns.includes(column) || model.fields.some((field) => field.name === column && field.sortable && !field.hidden);
    for (const model of models) {
      expect(sortable(model, model.labelColumn), `${model.name}.labelColumn ${model.labelColumn}`).toBe(true);
      if (model.defaultSort) expect(sortable(model, model.defaultSort.column), `${model.name}.defaultSort`).toBe(true);
    }
  });

  it('open newest first (spec §9: DESC) but for the reference lists read alphabetically and the banners in their order', () => {
    // docs/architecture.md's "Default order" names these; a new model sorting ASC must be one of them.
    const alphabetical = [
      'blood-type', 'convalsal-document-type', 'department', 'disease', 'equipment-type', 'manpower-type',
      'permission', 'rating-type', 'role', 'role-group', 'skill', 'territory',
    ];
    const ascending = models.filter((model) => model.defaultSort?.direction === 'asc').map((model) => model.name);
    expect(ascending.sort()).toEqual(['banner', ...alphabetical]);
    for (const model of models.filter((candidate) => alphabetical.includes(candidate.name))) {
      expect(model.defaultSort?.column, model.name).toBe(model.labelColumn);
    }
    expect(findModel('banner')?.defaultSort).toEqual({ column: 'sort_order', direction: 'asc' });
  });

  it('never expose the password hash, and hash a new password before saving it', async () => {
    for (const model of models.filter((candidate) => candidate.table === 'users')) {
      const hash = model.fields.find((field) => field.name === 'password_hash');
      if (hash) expect(hash.hidden).toBe(true);
    }
    const values: Record<string, unknown> = { password_hash: 'Rahasia#2026' };
    await findModel('user')!.beforeSave!(values, 'create');
    expect(values.password_hash).toMatch(/^\$argon2id\$/);
    const unchanged: Record<string, unknown> = { password_hash: '', fullname: 'Budi' };
    await findModel('user')!.beforeSave!(unchanged, 'update');
    expect(unchanged).toEqual({ fullname: 'Budi' });
  });
});

describe.each([mainBackend])('model declarations against the migrated schema on %s', (backend) => {
  let database: TestDatabase;
  let db: Kysely<any>;
  const columns = new Map<string, Map<string, string>>();
  const columnsOf = (table: string) => columns.get(table) ?? new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await migrateToLatest(database.db);
    db = database.db as unknown as Kysely<any>;
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()
    `.execute(db);
    for (const row of rows) {
      if (!columns.has(row.table_name)) columns.set(row.table_name, new Map());
      columns.get(row.table_name)!.set(row.column_name, row.data_type);
    }
  });
  afterAll(() => database?.drop());

  it('has a table or view with id and the audit timestamps for every model', () => {
    for (const model of models) {
      expect(columns.has(model.table), `${model.name}: table ${model.table}`).toBe(true);
      for (const column of implicitColumns) expect(columnsOf(model.table).has(column), `${model.table}.${column}`).toBe(true);
    }
  });

  it('declares only real columns: fields, children, parent keys, label, active flag and sort', () => {
    for (const model of models) {
      const own = columnsOf(model.table);
      for (const field of model.fields) expect(own.has(field.name), `${model.table}.${field.name}`).toBe(true);
      for (const key of model.parentKeys ?? []) expect(own.has(key), `${model.name} parent key ${key}`).toBe(true);
      for (const column of [model.labelColumn, model.activeColumn, model.defaultSort?.column]) {
        if (column) expect(own.has(column), `${model.table}.${column}`).toBe(true);
      }
      for (const child of model.children ?? []) {
        const childColumns = columnsOf(child.table);
        expect(childColumns.has(child.foreignKey), `${child.table}.${child.foreignKey}`).toBe(true);
        if (child.kind === 'many-to-many') expect(childColumns.has(child.targetKey), `${child.table}.${child.targetKey}`).toBe(true);
        else if (child.kind === 'files') for (const column of ['url', 'filename']) expect(childColumns.has(column), `${child.table}.${column}`).toBe(true);
        else for (const column of child.columns) expect(childColumns.has(column.name), `${child.table}.${column.name}`).toBe(true);
      }
    }
  });

  it('shows a real column of the related table for every relation', () => {
    for (const model of models) {
      for (const field of allFields(model).filter((candidate) => candidate.relation)) {
        const related = findModel(field.relation!.model)!;
        expect(columnsOf(related.table).has(field.relation!.displayName), `${model.name}.${field.name} → ${related.table}.${field.relation!.displayName}`).toBe(true);
      }
    }
  });

  it('declares the active flag as smallint and money as numeric', () => {
    for (const model of models) {
      if (model.activeColumn) expect(columnsOf(model.table).get(model.activeColumn), `${model.table}.active`).toBe('smallint');
      for (const field of model.fields.filter((candidate) => candidate.input === 'money')) {
        expect(columnsOf(model.table).get(field.name), `${model.table}.${field.name}`).toBe('numeric');
      }
    }
  });

  it('runs the scope, condition and rekap of every model as valid SQL', async () => {
    for (const model of models) {
      let query = db.selectFrom(model.table);
      if (model.scope?.join) query = model.scope.join(query);
      if (model.where) query = query.where(model.where);
      const selections: AliasedRawBuilder<unknown, string>[] = [sql`count(*)::int`.as('total')];
      if (model.scope?.department) selections.push(sql`max(${sql.ref(model.scope.department)})`.as('department'));
      if (model.scope?.project) selections.push(sql`max(${sql.ref(model.scope.project)})`.as('project'));
      for (const item of model.rekap ?? []) selections.push(sql`(${sql.raw(item.aggregate)})::float8`.as(`rekap_${item.id}`));
      await expect(query.select(selections).execute(), model.name).resolves.toHaveLength(1);
    }
  });

  it('keeps raw presences in monthly partitions and recaps them per Jakarta day', async () => {
    const { id: departmentId } = await db.insertInto('departments').values({ department_name: 'Departemen Uji' }).returning('id').executeTakeFirstOrThrow();
    const { id: projectId } = await db.insertInto('projects').values({ project_name: 'Proyek Uji', department_id: departmentId }).returning('id').executeTakeFirstOrThrow();
    const { id: employeeId } = await db
      .insertInto('employees')
      .values({ fullname: 'Budi Santoso', nik: '3374010101900001', department_id: departmentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    // 2030 has no partition yet: these rows land in the default partition first.
    const base = { subject_type: 'employee', employee_id: employeeId, project_id: projectId, method: 'qr' };
    await db
      .insertInto('presences')
      .values([
        { ...base, direction: 'in', recorded_at: '2030-01-31T23:30:00Z' }, // 06:30 on 1 February in Jakarta
        { ...base, direction: 'out', recorded_at: '2030-02-01T09:45:00Z' }, // 16:45
      ])
      .execute();

    const created = await ensurePresencePartitions(db, new Date('2030-01-10T00:00:00Z'), new Date('2030-02-10T00:00:00Z'));
    expect(created).toEqual(['presences_p2030_01', 'presences_p2030_02']);
    expect(await ensurePresencePartitions(db, new Date('2030-01-10T00:00:00Z'), new Date('2030-02-10T00:00:00Z'))).toEqual([]);
    const { rows: placed } = await sql<{ partition: string }>`
      select tableoid::regclass::text as partition from presences where employee_id = ${employeeId}
    `.execute(db);
    expect(placed.map((row) => row.partition)).toEqual(['presences_p2030_02', 'presences_p2030_02']);

    const recap = await db.selectFrom('presence_recaps').selectAll().where('employee_id', '=', employeeId).execute();
    expect(recap).toHaveLength(1);
    const { id: firstId } = await db
      .selectFrom('presences')
      .select(sql<number>`min(id)`.as('id'))
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    expect(recap[0]).toMatchObject({
      id: firstId,
      subject_type: 'employee',
      project_id: projectId,
      department_id: departmentId,
      presence_date: '2030-02-01',
      // 06:30 to 16:45 less the default schedule's hour of break.
      work_minutes: 555,
      records: 2,
    });
  });

  it('refuses a presence whose subject columns do not match its subject type', async () => {
    const { id: projectId } = await db.selectFrom('projects').select('id').executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('presences')
        .values({ subject_type: 'visitor', project_id: projectId, recorded_at: new Date(), direction: 'in', method: 'gps' })
        .execute(),
    ).rejects.toThrow(/presences_subject_check/);
  });
});
