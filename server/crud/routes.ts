import type { FastifyRequest } from 'fastify';
import { errorAnswers } from '../../common/wire/error.ts';
import {
  DatasetAnswer,
  DatasetQuery,
  DeleteBody,
  DeleteQuery,
  ListAnswer,
  ListQuery,
  ModelParams,
  RecordAnswer,
  RecordBody,
  RecordParams,
  ShowQuery,
  SavedAnswer,
} from '../../common/wire/records.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { TypedApp } from '../http/types.ts';
import { type MessageKey, translate } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import type { Label, ModelDeclaration } from '../models/types.ts';
import { TotalsCache } from './list-totals.ts';
import {
  type CrudContext,
  createRecord,
  datasetRecords,
  deleteRecord,
  listRecords,
  showRecord,
  updateRecord,
} from './records.ts';

function resolve(name: string): ModelDeclaration {
  const model = findModel(name);
  if (!model) throw notFound();
  return model;
}

/** Spec §7's generic calls for every declared model, under /api/{model}/…. */
export async function crudRoutes(app: TypedApp, options: { db: Database }) {
  const totals = new TotalsCache();
  const context = (request: FastifyRequest): CrudContext => ({
    db: options.db,
    auth: request.auth,
    locale: request.locale,
    totals: { cache: totals, versions: request.tableVersions },
    caller: request.pendingCaller,
  });
  const message = (request: FastifyRequest, [key, title]: readonly [MessageKey, Label]) =>
    translate(request.locale, key, { title: title[request.locale] });

  // Every answer here carries records, open objects of the model's own fields: fast-json-stringify
  // writes an open object key by key, 3 times slower than JSON.stringify on a page of 20 workers,
  // and has nothing to drop from them. The schemas still type each handler and describe the API.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.get(
    '/:model/list',
    { schema: { params: ModelParams, querystring: ListQuery, response: { 200: ListAnswer, ...errorAnswers } } },
    async (request) => listRecords(context(request), resolve(request.params.model), request.query),
  );

  app.get(
    '/:model/dataset',
    { schema: { params: ModelParams, querystring: DatasetQuery, response: { 200: DatasetAnswer, ...errorAnswers } } },
    async (request) => datasetRecords(context(request), resolve(request.params.model), request.query),
  );

  app.get(
    '/:model/:id/show',
    { config: { sessionInQuery: true }, schema: { params: RecordParams, querystring: ShowQuery, response: { 200: RecordAnswer, ...errorAnswers } } },
    async (request) => ({ data: await showRecord(context(request), resolve(request.params.model), request.params.id) }),
  );

  app.post(
    '/:model/create',
    { schema: { params: ModelParams, body: RecordBody, response: { 201: SavedAnswer, ...errorAnswers } } },
    async (request, reply) => {
      const result = await createRecord(context(request), resolve(request.params.model), request.body);
      return reply.status(201).send({ message: message(request, result.message), data: result.data });
    },
  );

  app.put(
    '/:model/update',
    { schema: { params: ModelParams, body: RecordBody, response: { 200: SavedAnswer, ...errorAnswers } } },
    async (request) => {
      const result = await updateRecord(context(request), resolve(request.params.model), request.body);
      return { message: message(request, result.message), data: result.data };
    },
  );

  app.delete(
    '/:model/delete',
    { schema: { params: ModelParams, querystring: DeleteQuery, body: DeleteBody, response: { 200: SavedAnswer, ...errorAnswers } } },
    async (request) => {
      const result = await deleteRecord(context(request), resolve(request.params.model), { ...request.query, ...request.body });
      return { message: message(request, result.message), data: result.data };
    },
  );
}
