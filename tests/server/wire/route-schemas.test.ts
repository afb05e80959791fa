import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** Every route the app registers, as 'METHOD /path', from Fastify's own route tree (HEAD is Fastify's copy of each GET). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe.each([mainBackend])('the schemas of every route on %s', (backend) => {
  let server: TestServer;
  let docs: { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };

  beforeAll(async () => {
    server = await startTestServer(backend);
    docs = (await server.call('GET', '/api/docs/json', { token: await signIn(server, 'staff.gedung') })).body;
  });
  afterAll(() => server?.close());

  const routes = () => registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((route) => route !== 'GET /api/docs/json');
  /** The route's operation in the OpenAPI description, which writes :name as {name}. */
  const operation = (route: string) => {
    const [method, path] = route.split(' ') as [string, string];
    return docs.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  };
  /** Whether the operation describes the body of some success answer (without a schema, swagger lists a bare 200). */
  const declaresAnswer = (route: string) =>
    Object.entries(operation(route)?.responses ?? {}).some(([status, answer]) => /^2/.test(status) && answer.content !== undefined);

  it('finds the routes of every part of the app', () => {
    expect(routes()).toEqual(expect.arrayContaining(['POST /api/login', 'GET /api/dashboard/summary', 'PUT /api/role-permission/update', 'GET /api/:model/list']));
  });

  it('lists every route in the OpenAPI description', () => {
    expect(routes().filter((route) => operation(route) === undefined)).toEqual([]);
  });

  it('declares the answer of every route', () => {
    expect(routes().filter((route) => !declaresAnswer(route))).toEqual([]);
  });
});
