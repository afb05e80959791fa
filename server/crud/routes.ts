import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
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

type ModelRequest = FastifyRequest<{ Params: { model: string; id?: string }; Querystring: Record<string, unknown>; Body: Record<string, unknown> }>;

function resolve(request: ModelRequest): ModelDeclaration {
  const model = findModel(request.params.model);
  if (!model) throw notFound();
  return model;
}

const bodyObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Spec §7's generic calls for every declared model, under /api/{model}/…. */
export async function crudRoutes(app: FastifyInstance, options: { db: Database }) {
  const totals = new TotalsCache();
  const context = (request: FastifyRequest): CrudContext => ({
    db: options.db,
    auth: request.auth,
    locale: request.locale,
    totals: { cache: totals, versions: request.tableVersions },
  });
  const message = (request: FastifyRequest, [key, title]: readonly [MessageKey, Label]) =>
    translate(request.locale, key, { title: title[request.locale] });

  app.get('/:model/list', async (request: ModelRequest) => listRecords(context(request), resolve(request), request.query));

  app.get('/:model/dataset', async (request: ModelRequest) => datasetRecords(context(request), resolve(request), request.query));

  app.get('/:model/:id/show', async (request: ModelRequest) => ({
    data: await showRecord(context(request), resolve(request), request.params.id),
  }));

  app.post('/:model/create', async (request: ModelRequest, reply) => {
    const result = await createRecord(context(request), resolve(request), bodyObject(request.body));
    return reply.status(201).send({ message: message(request, result.message), data: result.data });
  });

  app.put('/:model/update', async (request: ModelRequest) => {
    const result = await updateRecord(context(request), resolve(request), bodyObject(request.body));
    return { message: message(request, result.message), data: result.data };
  });

  app.delete('/:model/delete', async (request: ModelRequest) => {
    const body = { ...request.query, ...bodyObject(request.body) };
    const result = await deleteRecord(context(request), resolve(request), body);
    return { message: message(request, result.message), data: result.data };
  });
}
