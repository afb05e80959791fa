import { errorAnswers } from '../../common/wire/error.ts';
import { ResolveExceptionsAnswer, ResolveExceptionsBody } from '../../common/wire/presence-exceptions.ts';
import type { Database } from '../db/database.ts';
import type { TypedApp } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import { resolveExceptions } from './resolve.ts';

/** The exceptions inbox's resolution; its list is the generic one of model presence-exception. */
export async function presenceExceptionRoutes(app: TypedApp, options: { db: Database }) {
  app.post(
    '/presence-exception/resolve',
    { schema: { body: ResolveExceptionsBody, response: { 200: ResolveExceptionsAnswer, ...errorAnswers } } },
    async (request) => {
      const data = await resolveExceptions(options.db, request.auth, request.locale, request.body);
      return { message: translate(request.locale, 'presence_exceptions_resolved', { count: data.resolved }), data };
    },
  );
}
