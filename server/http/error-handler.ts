import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, ruleMessage } from '../../common/validation/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';

type FieldErrors = Record<string, string[]>;

/** Per-field messages for a request that failed its JSON schema, in the words of the rules' messages. */
function fieldErrors(request: FastifyRequest, error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as Record<string, unknown>;
    const field =
      typeof params.missingProperty === 'string'
        ? params.missingProperty
        : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    const key: MessageKey | undefined =
      issue.keyword === 'required' || issue.keyword === 'minLength'
        ? 'required'
        : issue.keyword === 'format' && params.format === 'email'
          ? 'email'
          : issue.keyword === 'enum'
            ? 'oneOf'
            : undefined;
    const message = key ? ruleMessage(request.locale, { key }, field) : `${field}: ${issue.message ?? issue.keyword}`;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** Every failure answers `{message, data?}`; only safe text reaches the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body: { message: string; data?: unknown } = {
        message: translate(request.locale, error.messageKey, error.params),
      };
      if (error.data !== undefined) body.data = error.data;
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      return reply
        .status(422)
        .send({ message: translate(request.locale, 'validation_failed'), data: fieldErrors(request, error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, userId: request.auth?.profile.id }, 'request failed');
      return reply.status(500).send({ message: translate(request.locale, 'server_error') });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.status(status).send({ message: error.message });
  });
}
