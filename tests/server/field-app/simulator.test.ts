import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MorningResult, simulateMorning } from '../../../scripts/field-app/simulate.ts';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** `npm run field:simulate` against the real product: three foremen's phones play a morning through the public API. */
describe.each([mainBackend])('the field app simulator on %s', (backend) => {
  let server: TestServer;
  let result: MorningResult;

  beforeAll(async () => {
    server = await startTestServer(backend);
    result = await simulateMorning({ url: server.url, devices: 3, seed: 7, locale: 'en' });
  });
  afterAll(() => server?.close());

  it('signs three foremen in on phones of their own, each registered on the foreman’s project', () => {
    expect(result.phones).toHaveLength(3);
    expect(new Set(result.phones.map((phone) => phone.deviceId)).size).toBe(3);
    for (const phone of result.phones) expect(phone.deviceId).toBe(`sim-7-${phone.username}`);
  });

  it('has the server accept the crews’ check-ins', () => {
    expect(result.events).toBeGreaterThan(0);
    expect(result.outcome.accepted).toBeGreaterThan(0);
    expect(result.sent).toBe(result.outcome.accepted + result.outcome.duplicates + result.outcome.refused);
  });

  it('answers a scan sent again in a later batch as a duplicate', () => {
    expect(result.outcome.duplicates).toBeGreaterThan(0);
  });

  it('flags check-ins outside the radius or from a mocked location, and marks an offline phone’s events late', () => {
    expect(result.outcome.flagged).toBeGreaterThan(0);
    expect(result.phones.some((phone) => phone.offline)).toBe(true);
    expect(result.outcome.late).toBeGreaterThan(0);
  });

  it('reports each refusal under its reason with the server’s message, and the verdict of every gate check', () => {
    const byReason = Object.values(result.outcome.refusedByReason).reduce((sum, count) => sum + count, 0);
    expect(byReason).toBe(result.outcome.refused);
    for (const reason of Object.keys(result.outcome.refusedByReason)) expect(result.outcome.refusalMessages[reason]).not.toBe('');
    expect(result.gate.checks).toBeGreaterThan(0);
    expect(result.gate.fit + result.gate.unfit).toBe(result.gate.checks);
  });

  it('finds the worker recaps of the day grown by exactly the accepted events', () => {
    expect(result.recap.added).toBe(result.outcome.accepted);
    expect(result.recap.passed).toBe(true);
    expect(result.passed).toBe(true);
  });
});
