import type { Static } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { errorAnswers } from '../../common/wire/error.ts';
import { MappingListAnswer, MappingListQuery, type MappingRow, MappingUpdateAnswer, MappingUpdateBody } from '../../common/wire/mapping.ts';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { RequestAuth, TypedApp } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import { applyScope, authorize } from '../crud/access.ts';
import { type DynamicQuery, dynamic } from '../crud/dynamic.ts';
import { parseFiltersObject, positiveInteger } from '../crud/list-params.ts';
import { recordIdFrom } from '../crud/record-id.ts';
import { pageOf, searchCondition } from '../crud/query.ts';
import { showRecord } from '../crud/records.ts';
import { findModel } from '../models/index.ts';

/** A many-to-many link edited row by row with a switch (spec §3 "Mapping row"). */
interface MappingDeclaration {
  /** Model whose record owns the links: reading needs its view, writing its update permission. */
  parentModel: string;
  parentKey: string;
  linkTable: string;
  targetKey: string;
  /** Model of the linked rows: a user lists and links only those its scope reaches. */
  targetModel: string;
  targetTable: string;
  /** Columns of the target shown in each row and matched by search. */
  columns: readonly string[];
  /** The link table has audit columns. */
  audited: boolean;
}

const mappings: Record<string, MappingDeclaration> = {
  'role-permission': {
    parentModel: 'role',
    parentKey: 'role_id',
    linkTable: 'role_permissions',
    targetKey: 'permission_id',
    targetModel: 'permission',
    targetTable: 'permissions',
    columns: ['name', 'description'],
    audited: false,
  },
  'project-user-mapping': {
    parentModel: 'project',
    parentKey: 'project_id',
    linkTable: 'project_users',
    targetKey: 'user_id',
    targetModel: 'user',
    targetTable: 'users',
    columns: ['fullname', 'username', 'npp', 'job_position'],
    audited: true,
  },
};

const SWITCH = 'value_mapping';

/** Narrows `query` (over `target`) to the target rows the user's scope reaches, as every other read is. */
function targetsInScope(db: Database, query: DynamicQuery, mapping: MappingDeclaration, auth: RequestAuth): DynamicQuery {
  const model = findModel(mapping.targetModel)!;
  if (!model.scope || auth.isSuperUser) return query;
  const reachable = applyScope(dynamic(db).selectFrom(mapping.targetTable), model, auth).select(`${mapping.targetTable}.id`);
  return query.where('target.id', 'in', reachable);
}

/** GET {mapping}/list and PUT {mapping}/update: the mapping toggle list's calls (spec §7). */
export async function mappingRoutes(app: TypedApp, options: { db: Database }) {
  const { db } = options;

  for (const [name, mapping] of Object.entries(mappings)) {
    app.get(`/${name}/list`, { schema: { querystring: MappingListQuery, response: { 200: MappingListAnswer, ...errorAnswers } } }, async (request) => listMapping(request, mapping));
    app.put(`/${name}/update`, { schema: { body: MappingUpdateBody, response: { 200: MappingUpdateAnswer, ...errorAnswers } } }, async (request) => updateMapping(request, mapping));
  }

  async function listMapping(request: Pick<FastifyRequest, 'auth' | 'locale'> & { query: Static<typeof MappingListQuery> }, mapping: MappingDeclaration) {
    const filters = parseFiltersObject(request.query.filters);
    const model = findModel(mapping.parentModel)!;
    const auth = authorize(request.auth, model, 'view');
    const parent = await showRecord({ db, auth, locale: request.locale }, model, filters[mapping.parentKey]);
    const page = positiveInteger(request.query.page, 'page', 1);
    const limit = Math.min(100, positiveInteger(request.query.limit, 'limit', 10));
    const search = typeof request.query.search === 'string' ? request.query.search.trim() : '';
    const linked = sql<number>`(exists (select 1 from ${sql.table(mapping.linkTable)} link where link.${sql.ref(mapping.targetKey)} = target.id and link.${sql.ref(mapping.parentKey)} = ${Number(parent.id)}))::int`;

    let query = targetsInScope(db, dynamic(db).selectFrom(`${mapping.targetTable} as target`), mapping, auth);
    if (search) query = query.where(searchCondition(mapping.columns.map((column) => sql.ref(`target.${column}`)), search));
    const switchValue = filters[SWITCH];
    if (switchValue !== undefined && switchValue !== '' && switchValue !== 'all') {
      query = query.where(sql<boolean>`${linked} = ${Number(switchValue) ? 1 : 0}`);
    }
    const [{ total }, rows] = await Promise.all([
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      pageOf(
        query.select(['target.id as id', ...mapping.columns.map((column) => `target.${column} as ${column}`), linked.as(SWITCH)]).orderBy(`target.${mapping.columns[0]}`),
        { offset: (page - 1) * limit, limit, search },
      ).execute(),
    ]);
    // The dynamic query types no columns; it selects the id, the mapping's columns and the switch.
    return { data: [{ data: rows as Static<typeof MappingRow>[], total: Number(total), totalPage: Math.ceil(Number(total) / limit) }] };
  }

  async function updateMapping(request: Pick<FastifyRequest, 'auth' | 'locale'> & { body: Static<typeof MappingUpdateBody> }, mapping: MappingDeclaration) {
    const model = findModel(mapping.parentModel)!;
    const auth = authorize(request.auth, model, 'update');
    const body = request.body ?? {};
    const parent = await showRecord({ db, auth, locale: request.locale }, model, body[mapping.parentKey]);
    const targetId = await recordIdFrom(db, mapping.targetTable, body[mapping.targetKey]);
    const target = await targetsInScope(db, dynamic(db).selectFrom(`${mapping.targetTable} as target`), mapping, auth)
      .select('target.id')
      .where('target.id', '=', targetId)
      .executeTakeFirst();
    if (!target) throw notFound();
    const link = { [mapping.parentKey]: Number(parent.id), [mapping.targetKey]: targetId };
    if (Number(body[SWITCH]) === 1) {
      const values = mapping.audited ? { ...link, created_by: auth.profile.id, updated_by: auth.profile.id } : link;
      await dynamic(db).insertInto(mapping.linkTable).values(values).onConflict((conflict) => conflict.columns(Object.keys(link)).doNothing()).execute();
    } else {
      await dynamic(db)
        .deleteFrom(mapping.linkTable)
        .where(mapping.parentKey, '=', link[mapping.parentKey]!)
        .where(mapping.targetKey, '=', targetId)
        .execute();
    }
    return { message: translate(request.locale, 'mapping_saved'), data: { ...link, [SWITCH]: Number(body[SWITCH]) === 1 ? 1 : 0 } };
  }
}

