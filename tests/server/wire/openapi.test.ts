import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('the OpenAPI description and request schemas on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await signIn(server, 'staff.gedung');
  });
  afterAll(() => server?.close());

  it('serves the OpenAPI description to signed-in users only', async () => {
    const anonymous = await server.call('GET', '/api/docs/json', { locale: 'en' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));

    const { status, body } = await server.call('GET', '/api/docs/json', { token });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(body.paths['/api/docs/json']).toBeUndefined();
    // The sign-in route needs no token and says what its body takes.
    const login = body.paths['/api/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.properties.username).toEqual({ type: 'string', maxLength: 200 });
    // A list answers rows, total, pages, statistics and whether its count stopped at its bound; a refusal, a message.
    const list = body.paths['/api/{model}/list'].get;
    expect(list.responses['200'].content['application/json'].schema.required).toEqual(['data', 'total', 'totalPage', 'rekap', 'total_capped']);
    expect(list.responses['4XX'].content['application/json'].schema.required).toEqual(['message']);
    // Files say their types: an export its three formats, an upload is a multipart form.
    expect(Object.keys(body.paths['/api/{model}/export'].get.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/html; charset=utf-8',
      'text/csv; charset=utf-8',
    ]);
    expect(Object.keys(body.paths['/api/upload'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('names what a request\'s schema refused in the caller\'s language', async () => {
    const long = 'x'.repeat(201);
    const id = await server.call('POST', '/api/login', { body: { username: long, password: 'a' } });
    expect(id.status).toBe(422);
    expect(id.body).toEqual({ message: expect.any(String), data: { username: ['username tidak boleh lebih dari 200 karakter'] } });
    const en = await server.call('POST', '/api/login', { body: { username: { name: 'x' }, password: 'a' }, locale: 'en' });
    expect(en.body.data).toEqual({ username: ['The username field is not a valid value'] });

    const notAnObject = await server.call('POST', '/api/verify-email', { body: [1], locale: 'en' });
    expect(notAnObject.status).toBe(422);
    expect(notAnObject.body.data).toEqual({ body: ['The body field is not a valid value'] });
  });
});
