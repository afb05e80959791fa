import { errorAnswers } from '../../common/wire/error.ts';
import { GenModelAnswer, ModelListAnswer } from '../../common/wire/gen-model.ts';
import { ModelParams } from '../../common/wire/records.ts';
import type { Database } from '../db/database.ts';
import { notFound, unauthenticated } from '../errors.ts';
import type { TypedApp } from '../http/types.ts';
import { findModel, models } from '../models/index.ts';
import { describeModel } from './describe.ts';

/** GET /gen-model and /gen-model/{model_api}: the metadata codegen builds screens from. */
export async function genModelRoutes(app: TypedApp, options: { db: Database }) {
  app.get('/gen-model', { schema: { response: { 200: ModelListAnswer, ...errorAnswers } } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    return { data: models.map((model) => ({ model: model.name, title: model.title, table: model.table })) };
  });

  app.get('/gen-model/:model', { schema: { params: ModelParams, response: { 200: GenModelAnswer, ...errorAnswers } } }, async (request) => {
    if (!request.auth) throw unauthenticated();
    const model = findModel(request.params.model);
    if (!model) throw notFound();
    return { data: await describeModel(options.db, model) };
  });
}
