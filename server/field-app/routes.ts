import type { FastifyReply } from 'fastify';
import { LoginAnswer, LoginBody } from '../../common/wire/auth.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import {
  AcceptAgreementAnswer,
  AcceptAgreementBody,
  AppSettingsAnswer,
  AttendanceBatchAnswer,
  AttendanceBatchBody,
  CrewAnswer,
  CrewQuery,
  GateCheckAnswer,
  GateCheckQuery,
  MAX_BATCH_EVENTS,
  ProjectParams,
  RegisterDeviceAnswer,
  RegisterDeviceBody,
  RegisterWorkerAnswer,
  RegisterWorkerBody,
} from '../../common/wire/field-app.ts';
import { MessageAnswer } from '../../common/wire/values.ts';
import { passwordLogin } from '../auth/routes.ts';
import { revokeSession } from '../auth/sessions.ts';
import { Throttle } from '../auth/throttle.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { TypedApp } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import { registerDevice } from './devices.ts';
import { recordBatch } from './events.ts';
import { gateCheck } from './gate-check.ts';
import { type FieldRouteRules, guardFieldCall, namedDevice } from './guard.ts';
import { fieldProject } from './projects.ts';
import { acceptAgreement, loadSettings, matchesTag, settingsTag } from './settings.ts';
import { loadCrew, registerWorker } from './workers.ts';

/** A field action: its permission, a registered device of the user's and the agreement accepted. */
const action = (permission: string): { fieldApp: FieldRouteRules } => ({ fieldApp: { permission, device: 'required', agreement: true } });

/** The attendance batch's rules: an action whose handler checks its caller in its own read and counts itself in its write. */
const BATCH_RULES: FieldRouteRules = { permission: 'create-app-presence', device: 'required', agreement: true, countsItself: true };

/** Whether a failed validation touched only the events, each of which recordBatch reads on its own. */
const onlyEvents = (issues: readonly { instancePath: string }[]) => issues.every((issue) => /^\/events\/\d+(\/|$)/.test(issue.instancePath));

/**
 * The field app's API, version 1, under /api/app/v1 (docs/field-app.md): sign-in, settings,
 * the user agreement, devices, the crew, worker registration, attendance batches and the gate
 * check. The same sessions and permissions as the web; guard.ts checks each route's rules.
 */
export async function fieldAppRoutes(app: TypedApp, options: { config: AppConfig; db: Database }) {
  const { config, db } = options;
  const throttle = new Throttle(db);
  app.decorateRequest('fieldDevice', null);
  app.addHook('preHandler', async (request, reply) => {
    const rules = request.routeOptions.config.fieldApp;
    if (rules) await guardFieldCall(db, config.fieldApp, request, reply, rules);
  });

  app.post('/login', { schema: { body: LoginBody, response: { 200: LoginAnswer, ...errorAnswers } }, config: { public: true } }, (request) =>
    passwordLogin({ db, config, throttle }, request),
  );

  app.post('/logout', { schema: { response: { 200: MessageAnswer, ...errorAnswers } }, config: { fieldApp: { device: 'none', agreement: false } } }, async (request) => {
    await revokeSession(db, request.auth!.sessionId);
    return { message: translate(request.locale, 'logout_success') };
  });

  app.get(
    '/settings',
    {
      schema: { response: { 200: AppSettingsAnswer, ...errorAnswers } },
      config: { fieldApp: { device: 'optional', agreement: false } },
    },
    async (request, reply) => {
      const settings = await loadSettings(db, config, request.auth!);
      const tag = settingsTag(settings);
      reply.header('etag', tag);
      // Not modified: no body at all (a body, even "null", keeps a client's connection waiting for it).
      if (matchesTag(request.headers['if-none-match'], tag)) return (reply as FastifyReply).status(304).send();
      return { data: { server_time: new Date().toISOString(), ...settings } };
    },
  );

  app.post(
    '/agreement/accept',
    { schema: { body: AcceptAgreementBody, response: { 200: AcceptAgreementAnswer, ...errorAnswers } }, config: { fieldApp: { device: 'optional', agreement: false } } },
    async (request) => {
      const acceptedAt = await acceptAgreement(db, request.auth!, request.body.version.trim(), request.fieldDevice?.id ?? null);
      return { message: translate(request.locale, 'app_agreement_accepted'), data: { version: request.body.version.trim(), accepted_at: acceptedAt } };
    },
  );

  app.post(
    '/devices',
    {
      schema: { body: RegisterDeviceBody, response: { 200: RegisterDeviceAnswer, 201: RegisterDeviceAnswer, ...errorAnswers } },
      config: { fieldApp: { device: 'none', agreement: true } },
    },
    async (request, reply) => {
      const { created, ...device } = await registerDevice(db, request.auth!, request.body);
      return reply.status(created ? 201 : 200).send({ message: translate(request.locale, created ? 'app_device_registered' : 'app_device_updated'), data: device });
    },
  );

  app.get(
    '/projects/:id/manpower',
    { schema: { params: ProjectParams, querystring: CrewQuery, response: { 200: CrewAnswer, ...errorAnswers } }, config: action('create-app-presence') },
    async (request) => {
      const project = await fieldProject(db, request.auth!, request.params.id);
      return loadCrew(db, project.id, request.query.page ?? 1, request.query.limit ?? 500);
    },
  );

  app.post(
    '/workers',
    { schema: { body: RegisterWorkerBody, response: { 200: RegisterWorkerAnswer, 201: RegisterWorkerAnswer, ...errorAnswers } }, config: action('create-app-employee') },
    async (request, reply) => {
      const registration = await registerWorker({ db, auth: request.auth!, locale: request.locale }, request.body);
      const message = translate(request.locale, registration.existing ? 'app_worker_exists' : 'app_worker_registered', { name: registration.worker.fullname });
      return reply.status(registration.existing ? 200 : 201).send({ message, data: registration });
    },
  );

  app.post(
    '/presences',
    {
      schema: { body: AttendanceBatchBody, response: { 200: AttendanceBatchAnswer, ...errorAnswers } },
      config: { fieldApp: BATCH_RULES, itemsCheckedByRoute: 'events' },
      // One bad event must not cost the good ones beside it: the batch's own shape is checked
      // here, each event by recordBatch, which refuses it in its result.
      attachValidation: true,
    },
    async (request, reply) => {
      const issues = request.validationError?.validation ?? [];
      if (issues.some((issue: { keyword: string; instancePath: string }) => issue.keyword === 'maxItems' && issue.instancePath === '/events')) {
        throw new AppError(422, 'app_batch_too_large', { max: MAX_BATCH_EVENTS });
      }
      if (request.validationError && !onlyEvents(issues)) throw request.validationError;
      const caller = { auth: request.auth!, deviceIdentifier: namedDevice(request, BATCH_RULES)!, rules: BATCH_RULES, reply };
      const data = await recordBatch({ db, limits: config.fieldApp, locale: request.locale }, caller, request.body);
      return { message: translate(request.locale, 'app_batch_received', { accepted: data.accepted, duplicates: data.duplicates, refused: data.refused }), data };
    },
  );

  app.get('/gate-check', { schema: { querystring: GateCheckQuery, response: { 200: GateCheckAnswer, ...errorAnswers } }, config: action('view-app-gate') }, async (request) => {
    const project = await fieldProject(db, request.auth!, request.query.project_id);
    return { data: await gateCheck(db, request.locale, project.id, { qr_number: request.query.qr_number, rfid: request.query.rfid }) };
  });
}
