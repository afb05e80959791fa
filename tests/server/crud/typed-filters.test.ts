import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('list filters read each value as its column type on %s', (backend) => {
  let server: TestServer;
  let token: string;

  const list = (model: string, filters: Record<string, unknown>, locale?: string) =>
    server.call('GET', `/api/${model}/list?filters=${encodeURIComponent(JSON.stringify(filters))}`, { token, locale });
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(server.database.db)).rows[0]!.n);

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = (await server.call('POST', '/api/login', { body: { username: 'superadmin', password: 'Demo#2026' } })).body.token;
  });
  afterAll(() => server?.close());

  it('answers 422 in the request language for a value its column cannot hold, never 500', async () => {
    const refused: [string, Record<string, unknown>, string][] = [
      ['employee', { id: 'abc' }, 'Filter id takes a whole number from -2147483648 to 2147483647, not "abc"'],
      ['employee', { department_id: [1, 2_147_483_648] }, 'Filter department_id takes a whole number from -2147483648 to 2147483647, not "2147483648"'],
      ['employee', { company_id: { id: '1.5' } }, 'Filter company_id takes a whole number from -2147483648 to 2147483647, not "1.5"'],
      ['employee', { active: 99_999 }, 'Filter active takes a whole number from -32768 to 32767, not "99999"'],
      ['employee', { birth_date: ['1990-02-30', null] }, 'Filter birth_date takes a date as YYYY-MM-DD, not "1990-02-30"'],
      ['employee', { birth_date: { from: '1990-01-01', to: 'yesterday' } }, 'Filter birth_date takes a date as YYYY-MM-DD, not "yesterday"'],
      ['employee', { rating: ['abc', 5] }, 'Filter rating takes a number, not "abc"'],
      ['employee', { gender: { nested: 'L' } }, 'Filter gender takes text, not "{"nested":"L"}"'],
      ['project', { is_high_risk: 'maybe' }, 'Filter is_high_risk takes 1, 0, true or false, not "maybe"'],
      ['presence', { recorded_at: ['2026-01-01T25:00', null] }, 'Filter recorded_at takes a date as YYYY-MM-DD or a date and time as YYYY-MM-DDTHH:mm, not "2026-01-01T25:00"'],
    ];
    for (const [model, filters, message] of refused) {
      const { status, body } = await list(model, filters, 'en');
      expect({ model, filters, status, message: body.message }).toEqual({ model, filters, status: 422, message });
    }
    const indonesian = await list('employee', { id: 'abc' });
    expect(indonesian.status).toBe(422);
    expect(indonesian.body.message).toBe('Filter id harus berupa bilangan bulat dari -2147483648 sampai 2147483647, bukan "abc"');
    const dataset = await server.call('GET', '/api/employee/dataset?department_id=abc', { token, locale: 'en' });
    expect(dataset.status).toBe(422);
    expect((await server.call('GET', '/api/employee/dataset?filters=%7Bbroken', { token })).status).toBe(422);
  });

  it('matches ids sent as text or {id}, flags as 1/0, and a range of whole days', async () => {
    const department = Number((await sql<{ id: number }>`select min(department_id) as id from employees`.execute(server.database.db)).rows[0]!.id);
    const inDepartment = await count(sql<{ n: number }>`select count(*)::int as n from employees where department_id = ${department}`);
    expect((await list('employee', { department_id: String(department) })).body.total).toBe(inDepartment);
    expect((await list('employee', { department_id: [{ id: department }] })).body.total).toBe(inDepartment);

    const highRisk = await count(sql<{ n: number }>`select count(*)::int as n from projects where is_high_risk`);
    expect((await list('project', { is_high_risk: 1 })).body.total).toBe(highRisk);
    expect((await list('project', { is_high_risk: 'false' })).body.total).toBe(
      await count(sql<{ n: number }>`select count(*)::int as n from projects where not is_high_risk`),
    );

    const born = await count(sql<{ n: number }>`select count(*)::int as n from employees where birth_date between '1985-01-01' and '1994-12-31'`);
    expect((await list('employee', { birth_date: ['1985-01-01', '1994-12-31'] })).body.total).toBe(born);
    const rated = await count(sql<{ n: number }>`select count(*)::int as n from employees where rating >= 2.5`);
    expect((await list('employee', { rating: { from: '2.5' } })).body.total).toBe(rated);
  });
});
