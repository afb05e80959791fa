import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';
import { FOREMAN, FOREMAN_PROJECT, type Phone, checkIn, readyPhone, sendBatch } from './field-phone.ts';

/** Values a phone with a bug, or an attacker, might put in any field of an event. */
const odd = fc.oneof(
  fc.constantFrom(null, '', ' ', 'null', '__proto__', '\u0000', 'x'.repeat(600), -1, 0, 1e308, -1e308, 2 ** 53, 2_147_483_648, 1.5, true, false, [], {}, { id: 1 }),
  fc.constantFrom('2026-02-30T07:00:00+07:00', '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '2026-12-07T07:00:00', 'kemarin', '11111111-1111-4111-8111-11111111111'),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

const FIELDS = ['client_event_id', 'subject_type', 'qr_number', 'rfid', 'employee_id', 'project_id', 'direction', 'method', 'device_time', 'latitude', 'longitude', 'accuracy_m', 'mock_location', 'photo'];

/** The field app's batch against odd events (issue #48): never a 500, each odd event answered on its own, the good one beside them kept. */
describe.each([mainBackend])('odd attendance events on %s', (backend) => {
  let server: TestServer;
  let phone: Phone;
  let projectId: number;
  let cards: string[];

  beforeAll(async () => {
    server = await startTestServer(backend, { APP_DEVICE_REQUESTS_PER_MINUTE: '100000', APP_DEVICE_EVENTS_PER_MINUTE: '1000000' });
    projectId = (await server.database.db.selectFrom('projects').select('id').where('project_name', '=', FOREMAN_PROJECT).executeTakeFirstOrThrow()).id;
    cards = (await sql<{ qr_number: string }>`select qr_number from project_manpower where project_id = ${projectId} and active = 1 and qr_number is not null`.execute(server.database.db)).rows.map(
      (row) => row.qr_number,
    );
    phone = await readyPhone(server, FOREMAN, `fuzz-phone-${backend}`, projectId);
  });
  afterAll(() => server?.close());

  it('answers each odd event with a result of its own and keeps the good event sent beside them', async () => {
    const oddEvent = fc
      .tuple(fc.constantFrom(...FIELDS), odd, fc.constantFrom(...FIELDS), odd)
      .map(([first, firstValue, second, secondValue]) => ({ ...checkIn(projectId, { qr_number: 'QR-X' }), [first]: firstValue, [second]: secondValue }));
    await fc.assert(
      fc.asyncProperty(fc.array(oddEvent, { minLength: 1, maxLength: 4 }), fc.nat(), async (events, pick) => {
        const good = checkIn(projectId, { qr_number: cards[pick % cards.length], direction: pick % 2 === 0 ? 'in' : 'out' });
        const answer = await sendBatch(phone, [...events, good]);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const results = answer.body.data.results as { status: string; message?: string }[];
        expect(results).toHaveLength(events.length + 1);
        for (const result of results.slice(0, -1)) {
          expect(['accepted', 'duplicate', 'refused']).toContain(result.status);
          if (result.status === 'refused') expect(result.message).toBeTruthy();
        }
        expect(results.at(-1)!.status).toBe('accepted');
      }),
      { numRuns: 60, seed: 48 },
    );
  });

  it('answers odd registrations, devices, agreements and gate checks with a refusal, never a failure of the server', async () => {
    const body = fc.dictionary(fc.constantFrom('project_id', 'fullname', 'nik', 'photo', 'id_card_photo', 'device_identifier', 'platform', 'app_version', 'version', 'gender', 'birth_date', 'convalsal_id'), odd, { maxKeys: 6 });
    const call = fc.oneof(
      body.map((fields) => ({ method: 'POST', path: '/api/app/v1/workers', body: { project_id: projectId, fullname: 'Fuzz', nik: '3374000000000001', ...fields } })),
      body.map((fields) => ({ method: 'POST', path: '/api/app/v1/devices', body: { device_identifier: 'fuzz-device-1', platform: 'android', app_version: '1', project_id: projectId, ...fields } })),
      body.map((fields) => ({ method: 'POST', path: '/api/app/v1/agreement/accept', body: fields })),
      fc.tuple(odd, odd).map(([project, code]) => ({ method: 'GET', path: `/api/app/v1/gate-check?project_id=${encodeURIComponent(String(project))}&qr_number=${encodeURIComponent(String(code))}`, body: undefined })),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ method, path, body: sent }) => {
        const answer = await phone.call(method, path, { body: sent });
        expect(answer.status, `${method} ${path} ${JSON.stringify(sent)}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        expect(typeof answer.body?.message === 'string' || answer.status < 300).toBe(true);
      }),
      { numRuns: 80, seed: 48 },
    );
  });
});
