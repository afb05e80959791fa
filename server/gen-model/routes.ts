import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { notFound, unauthenticated } from '../errors.ts';
import { findModel, models } from '../models/index.ts';
import { describeModel } from './describe.ts';

/** GET /gen-model and /gen-model/{model_api}: the metadata codegen builds screens from. */
export async function genModelRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/gen-model', async (request) => {
    if (!request.auth) throw unauthenticated();
    return { data: models.map((model) => ({ model: model.name, title: model.title, table: model.table })) };
  });

  app.get<{ Params: { model: string } }>('/gen-model/:model', async (request) => {
    if (!request.auth) throw unauthenticated();
    const model = findModel(request.params.model);
    if (!model) throw notFound();
    return { data: await describeModel(options.db, model) };
  });
}
