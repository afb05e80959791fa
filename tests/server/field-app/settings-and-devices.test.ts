import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/database.ts';
import { DEMO_PASSWORD, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';
import { FOREMAN, FOREMAN_PROJECT, checkIn, readyPhone, sendBatch, signInPhone } from './field-phone.ts';

/** The field app's sign-in, settings, user agreement and devices (issue #48). */
describe.each(backends)('the field app\'s settings, agreement and devices on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  let projectId: number;

  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await signIn(server, 'superadmin');
    projectId = (await db().selectFrom('projects').select('id').where('project_name', '=', FOREMAN_PROJECT).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  it('signs a foreman in with spec §3\'s login answer, and refuses a wrong password in the user\'s language', async () => {
    const login = await server.call('POST', '/api/app/v1/login', { body: { username: FOREMAN, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['departments', 'message', 'permissions', 'projects', 'token', 'user']);
    expect(login.body.permissions).toEqual(expect.arrayContaining(['create-app-presence', 'create-app-employee', 'view-app-gate']));
    const wrong = await server.call('POST', '/api/app/v1/login', { locale: 'en', body: { username: FOREMAN, password: 'salah' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Wrong username or password');
    const empty = await server.call('POST', '/api/app/v1/login', { body: { username: ' ', password: '' } });
    expect(empty).toMatchObject({ status: 422, body: { message: 'Username & Password harus diisi' } });
  });

  it('gives the phone its settings: active banners in order, the agreement, the user\'s projects with their active radii, the clock and the switches', async () => {
    const phone = await signInPhone(server, FOREMAN, 'settings-phone-1');
    const { status, body } = await phone.call('GET', '/api/app/v1/settings');
    expect(status).toBe(200);
    const { data } = body;
    const banners = await db().selectFrom('banners').select(['id', 'sort_order']).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
    expect(data.banners.map((banner: { id: number }) => banner.id)).toEqual(banners.map((banner) => banner.id));
    expect(data.banners[0].image_url).toMatch(/^http:\/\/localhost:\d+\/api\/files\//);
    expect(data.agreement).toMatchObject({ version: '1.1', accepted: false, accepted_at: null });
    expect(data.projects.map((project: { id: number }) => project.id)).toContain(projectId);
    const radii = await db().selectFrom('presence_radii').select('id').where('project_id', '=', projectId).where('active', '=', 1).orderBy('id').execute();
    expect(data.projects.find((project: { id: number }) => project.id === projectId).radii.map((radius: { id: number }) => radius.id)).toEqual(radii.map((radius) => radius.id));
    expect(Math.abs(Date.parse(data.server_time) - Date.now())).toBeLessThan(60_000);
    expect(data.features).toMatchObject({ allowRegister: true, sso: false });
    expect(data.limits.batch_max_events).toBe(500);
  });

  it('answers 304 to a phone polling with the tag of what it has, and a new tag once an admin changes a banner', async () => {
    const phone = await signInPhone(server, FOREMAN, 'settings-phone-2');
    const first = await fetch(`${server.url}/api/app/v1/settings`, { headers: { authorization: `Bearer ${phone.token}` } });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}/api/app/v1/settings`, { headers: { authorization: `Bearer ${phone.token}`, 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const banner = await db().selectFrom('banners').select('id').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect((await server.call('PUT', '/api/banner/update', { token: admin, body: { id: banner.id, title: 'K3 Nomor Satu' } })).status).toBe(200);
    const changed = await fetch(`${server.url}/api/app/v1/settings`, { headers: { authorization: `Bearer ${phone.token}`, 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('lets nothing else happen until the agreement in force is accepted, and asks again when a new version is published', async () => {
    const phone = await signInPhone(server, 'admin.gedung', 'agreement-phone-1');
    const refused = await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: phone.device, platform: 'android', app_version: '2.4.0', project_id: projectId } });
    expect(refused).toMatchObject({ status: 403, body: { message: 'Anda harus menyetujui Perjanjian Pengguna versi 1.1 terlebih dahulu.', data: { agreement_version: '1.1' } } });
    expect((await phone.call('POST', '/api/app/v1/agreement/accept', { body: { version: '1.0' } })).status).toBe(409);
    const accepted = await phone.call('POST', '/api/app/v1/agreement/accept', { body: { version: '1.1' } });
    expect(accepted.status).toBe(200);
    const row = await db().selectFrom('user_agreement_acceptances').selectAll().where('user_id', '=', phone.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version: '1.1' });
    expect((await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: phone.device, platform: 'android', app_version: '2.4.0', project_id: projectId } })).status).toBe(201);

    const published = await server.call('POST', '/api/user-agreement/create', { token: admin, body: { title: 'Perjanjian Pengguna', version: '2.0', content: '<p>Versi baru</p>', active: 1 } });
    expect(published.status).toBe(201);
    try {
      const blocked = await phone.call('GET', `/api/app/v1/gate-check?project_id=${projectId}&qr_number=QR-X`);
      expect(blocked).toMatchObject({ status: 403, body: { data: { agreement_version: '2.0' } } });
      const settings = await phone.call('GET', '/api/app/v1/settings');
      expect(settings.body.data.agreement).toMatchObject({ version: '2.0', accepted: false });
    } finally {
      await server.call('PUT', '/api/user-agreement/update', { token: admin, body: { id: published.body.data.id, active: 0 } });
    }
  });

  it('registers a phone under the user and one of their projects, and moves it when it registers again', async () => {
    const phone = await readyPhone(server, FOREMAN, 'register-phone-1', projectId);
    const device = await db().selectFrom('project_devices').selectAll().where('serial_number', '=', phone.device).executeTakeFirstOrThrow();
    expect(device).toMatchObject({ project_id: projectId, user_id: phone.userId, device_type: 'mobile', platform: 'android', app_version: '2.4.0', is_blocked: false });
    const again = await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: phone.device, platform: 'android', app_version: '2.5.0', project_id: projectId, device_name: 'Redmi 12' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: device.id, app_version: '2.5.0' });
    const elsewhere = await db().selectFrom('projects').select('id').where('id', '<>', projectId).orderBy('id').executeTakeFirstOrThrow();
    const notMapped = await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: phone.device, platform: 'android', app_version: '2.5.0', project_id: elsewhere.id } });
    expect(notMapped).toMatchObject({ status: 403, body: { message: 'Anda tidak terdaftar di proyek ini.' } });
    const fixed = await db().selectFrom('project_devices').select('serial_number').where('device_type', '<>', 'mobile').executeTakeFirstOrThrow();
    const taken = await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: fixed.serial_number, platform: 'android', app_version: '2.5.0', project_id: projectId } });
    expect(taken.status).toBe(409);
  });

  it('refuses every call of a phone an admin blocked, with the admin\'s reason in the user\'s language', async () => {
    const phone = await readyPhone(server, FOREMAN, 'blocked-phone-1', projectId);
    const device = await db().selectFrom('project_devices').select('id').where('serial_number', '=', phone.device).executeTakeFirstOrThrow();
    const missingReason = await server.call('PUT', '/api/project-device/update', { token: admin, body: { id: device.id, is_blocked: true } });
    expect(missingReason.status).toBe(422);
    const blocked = await server.call('PUT', '/api/project-device/update', { token: admin, body: { id: device.id, is_blocked: true, blocked_reason: 'Ponsel hilang' } });
    expect(blocked.status).toBe(200);
    const batch = await sendBatch(phone, [checkIn(projectId, { qr_number: 'QR-X' })]);
    expect(batch).toMatchObject({ status: 403, body: { message: 'Perangkat ini diblokir oleh admin: Ponsel hilang' } });
    const english = await phone.call('GET', `/api/app/v1/gate-check?project_id=${projectId}&qr_number=QR-X`, { locale: 'en' });
    expect(english).toMatchObject({ status: 403, body: { message: 'This device has been blocked by an admin: Ponsel hilang' } });
    const reregistered = await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: phone.device, platform: 'android', app_version: '2.4.0', project_id: projectId } });
    expect(reregistered.status).toBe(403);
    expect((await db().selectFrom('project_devices').select('is_blocked').where('id', '=', device.id).executeTakeFirstOrThrow()).is_blocked).toBe(true);
  });

  it('refuses a field action without a device, or with a device registered to someone else', async () => {
    const phone = await readyPhone(server, FOREMAN, 'owned-phone-1', projectId);
    const other = await signInPhone(server, 'admin.gedung', phone.device);
    const borrowed = await sendBatch(other, [checkIn(projectId, { qr_number: 'QR-X' })]);
    expect(borrowed).toMatchObject({ status: 403, body: { message: 'Perangkat ini belum terdaftar untuk akun Anda. Daftarkan perangkat terlebih dahulu.' } });
    const bare = await server.call('POST', '/api/app/v1/presences', { token: phone.token, body: { events: [checkIn(projectId, { qr_number: 'QR-X' })] } });
    expect(bare.status).toBe(428);
  });

  it('lists the devices in the project\'s devices tab, with who uses each and when it was last seen', async () => {
    await readyPhone(server, FOREMAN, 'listed-phone-1', projectId);
    const filters = encodeURIComponent(JSON.stringify({ project_id: projectId }));
    const list = await server.call('GET', `/api/project-device/list?page=1&limit=100&filters=${filters}`, { token: admin });
    const row = list.body.data.find((device: { serial_number: string }) => device.serial_number === 'listed-phone-1');
    expect(row).toMatchObject({ device_type: 'mobile', platform: 'android', app_version: '2.4.0', is_blocked: false, user: expect.objectContaining({ fullname: expect.any(String) }) });
    expect(row.last_seen_at).toBeTruthy();
    expect(list.body.rekap).toMatchObject({ total: expect.any(Number), blocked: expect.any(Number) });
  });

  it('signs out a phone\'s session', async () => {
    const phone = await signInPhone(server, FOREMAN, 'signout-phone-1');
    expect((await phone.call('POST', '/api/app/v1/logout')).status).toBe(200);
    expect((await phone.call('GET', '/api/app/v1/settings')).status).toBe(401);
  });
});
