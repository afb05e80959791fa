import { errorAnswers } from '../../common/wire/error.ts';
import { ProjectSummaryAnswer, ProjectSummaryParams } from '../../common/wire/project.ts';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../errors.ts';
import type { TypedApp } from '../http/types.ts';
import { projectSummary } from './summary.ts';

/** The single project's summary beside its generic show (spec §2 project sub-screens). */
export async function projectRoutes(app: TypedApp, options: { db: Database }) {
  app.get(
    '/project-summary/:id',
    { schema: { params: ProjectSummaryParams, response: { 200: ProjectSummaryAnswer, ...errorAnswers } } },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return { data: await projectSummary({ db: options.db, auth: request.auth, locale: request.locale }, request.params.id) };
    },
  );
}
