import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, type RuleFailure, ruleMessage } from '../../common/validation/index.ts';
import { AppError } from '../errors.ts';
import { parseLocale, translate } from '../i18n/messages.ts';

type FieldErrors = Record<string, string[]>;

/** The rule message that says what a JSON schema keyword refused, with its parameters, if one does. */
function keywordMessage(keyword: string, params: Record<string, unknown>): RuleFailure | undefined {
  const limit = String(params.limit ?? '');
  switch (keyword) {
    case 'required':
      return { key: 'required' };
    case 'minLength':
    case 'minItems':
      return Number(params.limit) <= 1 ? { key: 'required' } : { key: 'min', params: { length: limit } };
    case 'maxLength':
      return { key: 'max', params: { length: limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'min_value', params: { min: limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'max_value', params: { max: limit } };
    case 'pattern':
      return { key: 'regex' };
    case 'format':
      return params.format === 'email' ? { key: 'email' } : params.format === 'uri' ? { key: 'url' } : /date/.test(String(params.format)) ? { key: 'date' } : { key: 'regex' };
    case 'type': {
      const types: Record<string, MessageKey> = { integer: 'integer', number: 'numeric', boolean: 'boolean', array: 'array' };
      return { key: types[String(params.type).split(',')[0]!] ?? 'oneOf' };
    }
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
    case 'additionalProperties':
      return { key: 'oneOf' };
    default:
      return undefined;
  }
}

/**
 * Per-field messages for a request that failed its JSON schema, in the words of the rules'
 * messages and the caller's language; a refused whole body or query is named 'body' or 'query'.
 */
function fieldErrors(request: FastifyRequest, error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  for (const issue of error.validation ?? []) {
    const params = issue.params as Record<string, unknown>;
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const named = typeof params.missingProperty === 'string' ? params.missingProperty : typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
    const field = [path, named].filter(Boolean).join('.') || part;
    const failure = keywordMessage(issue.keyword, params);
    const message = failure ? ruleMessage(request.locale, failure, field) : `${field}: ${issue.message ?? issue.keyword}`;
    const messages = (errors[field] ??= []);
    // A value outside a union fails each member and the union itself: one message says it.
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/**
 * PostgreSQL's codes for a value it cannot read or hold: invalid text representation, numeric
 * out of range, an invalid or untranslatable character, a bad date or time, text too long.
 * The checks before a query should refuse such input; this net answers 422 for what they miss.
 */
const INPUT_ERROR_CODES = new Set(['22P02', '22003', '22021', '22P05', '22007', '22008', '22001']);

/** Fastify's answers to a body it could not read, in the request's language. */
function bodyErrorMessage(request: FastifyRequest, error: FastifyError): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return translate(request.locale, 'request_body_invalid');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return translate(request.locale, 'request_body_too_large', { limit: Math.floor((request.routeOptions.bodyLimit ?? 0) / 1024) });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return translate(request.locale, 'request_media_type');
    default:
      return undefined;
  }
}

/**
 * A path Fastify cannot route ('%', a segment over the parameter length limit) answers before
 * any hook ran, so the language is read here: 400 or 414 with the app's error shape.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send({ message: translate(parseLocale(request.headers['content-language']), 'request_url_invalid') });
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
    if (INPUT_ERROR_CODES.has(error.code)) {
      request.log.warn({ err: error, url: request.url }, 'request refused by the database');
      return reply.status(422).send({ message: translate(request.locale, 'value_not_storable') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, userId: request.auth?.profile.id }, 'request failed');
      return reply.status(500).send({ message: translate(request.locale, 'server_error') });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.status(status).send({ message: bodyErrorMessage(request, error) ?? error.message });
  });
}
