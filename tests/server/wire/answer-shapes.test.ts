import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../../server/models/index.ts';
import { type AnswerShape, answerShape, differencesFromKept } from '../../support/answer-shape.ts';
import { mainBackend } from '../../support/database.ts';
import { type BinaryAnswer, download, sendFile, signIn, tinyPng } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/**
 * The fields and types of what each route answers, success and the usual refusals, kept in
 * answer-shapes/*.json for both databases alike (UPDATE_ANSWER_SHAPES=1 rewrites them). A
 * response schema makes Fastify drop every field it does not declare and coerce values to the
 * declared type: a field the client reads cannot disappear, nor change type, without this test
 * failing.
 */
describe.each([mainBackend])('the shape of every answer on %s', (backend) => {
  let server: TestServer;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  const users = ['superadmin', 'admin.gedung', 'staff.gedung'] as const;
  type User = (typeof users)[number] | 'nobody';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-shapes-'));
    server = await startTestServer(backend, { DATA_DIR: dataDir });
    for (const user of users) tokens[user] = await signIn(server, user);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls the route and answers its status with the shape of its JSON body. */
  const shapeOf = async (method: string, url: string, user: User, body?: unknown) => {
    const answer = await server.call(method, url, { token: user === 'nobody' ? undefined : tokens[user], body, locale: 'en' });
    return { status: answer.status, body: answer.body, shape: { status: String(answer.status), ...answerShape(answer.body) } };
  };
  /** A file answer's status and headers, or its JSON body's shape when it answers JSON. */
  const fileShape = (answer: BinaryAnswer): AnswerShape => ({
    status: String(answer.status),
    'content-type': answer.headers.get('content-type') ?? '',
    'content-disposition': answer.headers.get('content-disposition')?.replace(/filename.*/, 'filename…') ?? '',
    ...(answer.json === undefined ? {} : answerShape(answer.json)),
  });
  const matches = (shapes: Record<string, AnswerShape>, file: string) =>
    expect(differencesFromKept(shapes, path.join(import.meta.dirname, 'answer-shapes', `${file}.json`))).toEqual([]);

  it('keeps the fields of list, dataset and show for every model, as each kind of user gets them', async () => {
    const shapes: Record<string, AnswerShape> = {};
    for (const model of models) {
      const list = await shapeOf('GET', `/api/${model.name}/list?limit=20`, 'superadmin');
      shapes[`GET /api/${model.name}/list as superadmin`] = list.shape;
      shapes[`GET /api/${model.name}/list as staff.gedung`] = (await shapeOf('GET', `/api/${model.name}/list?limit=20`, 'staff.gedung')).shape;
      shapes[`GET /api/${model.name}/dataset as superadmin`] = (await shapeOf('GET', `/api/${model.name}/dataset?limit=20`, 'superadmin')).shape;
      const id = (list.body?.data?.[0] as { id?: number } | undefined)?.id;
      if (id !== undefined) shapes[`GET /api/${model.name}/{id}/show as superadmin`] = (await shapeOf('GET', `/api/${model.name}/${id}/show`, 'superadmin')).shape;
    }
    matches(shapes, 'crud-read');
    // About 190 calls one after another: 49 s on PGlite with the suite beside stress-ng --cpu 2.
  }, 180_000);

  it('keeps the fields of the generic calls\' answers and refusals', async () => {
    const shapes: Record<string, AnswerShape> = {};
    const record = async (name: string, method: string, url: string, user: User, body?: unknown) => {
      const answer = await shapeOf(method, url, user, body);
      shapes[name] = answer.shape;
      return answer;
    };
    await record('list without a token', 'GET', '/api/skill/list', 'nobody');
    await record('list of an unknown model', 'GET', '/api/no-such-model/list', 'superadmin');
    await record('list with an unknown sort column', 'GET', '/api/skill/list?sort_by=nope', 'superadmin');
    await record('list with bad filters', 'GET', '/api/skill/list?filters=not-json', 'superadmin');
    await record('list with a page of -1', 'GET', '/api/skill/list?page=-1', 'superadmin');
    await record('dataset with the name=value query', 'GET', '/api/skill/dataset?query=active%3D1&limit=5', 'superadmin');
    await record('dataset of an open model for staff', 'GET', '/api/department/dataset?limit=5', 'staff.gedung');
    await record('show of a missing id', 'GET', '/api/skill/99999999/show', 'superadmin');
    await record('show of an id that is no number', 'GET', '/api/skill/abc/show', 'superadmin');

    const created = await record('create', 'POST', '/api/skill/create', 'superadmin', { skill_name: 'Uji Bentuk Jawaban', description: 'khusus', active: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    await record('create with a missing required field', 'POST', '/api/skill/create', 'superadmin', { description: 'tanpa nama' });
    await record('create without the permission', 'POST', '/api/skill/create', 'staff.gedung', { skill_name: 'Uji Tanpa Izin' });
    await record('create on a read-only model', 'POST', '/api/audit-log/create', 'superadmin', {});
    await record('create with a body that is no object', 'POST', '/api/skill/create', 'superadmin', [1, 2]);
    await record('create of a duplicate', 'POST', '/api/skill/create', 'superadmin', { skill_name: 'Uji Bentuk Jawaban', active: 1 });
    await record('update', 'PUT', '/api/skill/update', 'superadmin', { id, skill_name: 'Uji Bentuk Jawaban 2' });
    await record('update of a missing id', 'PUT', '/api/skill/update', 'superadmin', { id: 99999999, skill_name: 'x' });

    const permissions = (await server.call('GET', '/api/permission/dataset?limit=2', { token: tokens.superadmin })).body.data as { id: number }[];
    const role = await record('create with many-to-many children', 'POST', '/api/role/create', 'superadmin', {
      role_name: 'Uji Peran Bentuk',
      active: 1,
      permissions: permissions.map((permission) => ({ id: permission.id })),
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    await record('update with many-to-many children', 'PUT', '/api/role/update', 'superadmin', { id: role.body.data.id, permissions: [] });

    await record('delete', 'DELETE', '/api/skill/delete', 'superadmin', { id });
    await record('delete of a missing id', 'DELETE', '/api/skill/delete', 'superadmin', { id });
    await record('delete by query', 'DELETE', `/api/role/delete?id=${role.body.data.id}`, 'superadmin');
    await record('delete without the permission', 'DELETE', '/api/skill/delete', 'staff.gedung', { id: 1 });
    matches(shapes, 'crud-write');
  });

  it('keeps the fields of gen-model, health and app-config', async () => {
    const shapes: Record<string, AnswerShape> = {};
    shapes['GET /api/gen-model'] = (await shapeOf('GET', '/api/gen-model', 'superadmin')).shape;
    shapes['GET /api/gen-model without a token'] = (await shapeOf('GET', '/api/gen-model', 'nobody')).shape;
    shapes['GET /api/gen-model/{model} of an unknown model'] = (await shapeOf('GET', '/api/gen-model/no-such-model', 'superadmin')).shape;
    shapes['GET /api/gen-model/{model} without a token'] = (await shapeOf('GET', '/api/gen-model/skill', 'nobody')).shape;
    for (const model of models) shapes[`GET /api/gen-model/${model.name}`] = (await shapeOf('GET', `/api/gen-model/${model.name}`, 'staff.gedung')).shape;
    shapes['GET /api/health'] = (await shapeOf('GET', '/api/health', 'nobody')).shape;
    shapes['GET /api/app-config'] = (await shapeOf('GET', '/api/app-config', 'nobody')).shape;
    matches(shapes, 'gen-model-system');
  });

  it('keeps the headers of exports and uploaded files and the fields of imports and uploads', async () => {
    const shapes: Record<string, AnswerShape> = {};
    const as = (user: User) => ({ token: user === 'nobody' ? undefined : tokens[user], locale: 'en' });
    for (const format of ['xls', 'html', 'csv']) shapes[`export as ${format}`] = fileShape(await download(server, `/api/skill/export?format=${format}`, as('superadmin')));
    shapes['export of nothing'] = fileShape(await download(server, '/api/skill/export?search=nothing-matches-this', as('superadmin')));
    shapes['export in an unknown format'] = fileShape(await download(server, '/api/skill/export?format=pdf', as('superadmin')));
    shapes['export without a token'] = fileShape(await download(server, '/api/skill/export', as('nobody')));
    shapes['export of an unknown model'] = fileShape(await download(server, '/api/no-such-model/export', as('superadmin')));

    const csv = (rows: string[]) => ({ bytes: Buffer.from(['Nama Keahlian;Status', ...rows].join('\n')), name: 'keahlian.csv' });
    const importing = async (name: string, url: string, file: { bytes: Buffer; name: string }, user: User) => {
      shapes[name] = fileShape(await sendFile(server, url, file, as(user)));
    };
    await importing('import dry run', '/api/skill/import?dry_run=1', csv(['Uji Impor Satu;Aktif', ';Aktif']), 'superadmin');
    await importing('import refused', '/api/skill/import', csv([';Aktif']), 'superadmin');
    await importing('import committed', '/api/skill/import', csv(['Uji Impor Dua;Aktif']), 'superadmin');
    await importing('import without the permission', '/api/skill/import', csv(['Uji Impor Tiga;Aktif']), 'staff.gedung');
    await importing('import without a token', '/api/skill/import', csv(['Uji Impor Tiga;Aktif']), 'nobody');

    const uploaded = await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'foto.png' }, as('admin.gedung'));
    shapes['upload'] = fileShape(uploaded);
    shapes['upload of a refused type'] = fileShape(await sendFile(server, '/api/upload', { bytes: Buffer.from('<html></html>'), name: 'a.html' }, as('admin.gedung')));
    shapes['upload without the permission'] = fileShape(await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'foto.png' }, as('staff.gedung')));
    shapes['upload without a token'] = fileShape(await sendFile(server, '/api/upload', { bytes: tinyPng(), name: 'foto.png' }, as('nobody')));
    const file = await download(server, uploaded.json.data.url as string);
    shapes['uploaded file'] = { ...fileShape(file), 'x-content-type-options': file.headers.get('x-content-type-options') ?? '' };
    shapes['uploaded file that is missing'] = fileShape(await download(server, '/api/files/2020/01/00000000000000000000000000000000.png'));
    matches(shapes, 'spreadsheet-uploads');
  });
});
