// A field app's calls to the server, through the public API only (/api/app/v1, /api/upload),
// typed by the wire schemas the server checks (common/wire/field-app.ts). The simulator and the
// benchmark use it as a phone would; a mobile developer can read it as a worked example.
import type { LoginAnswer } from '../../common/wire/auth.ts';
import type {
  AppSettingsAnswer,
  AttendanceBatchAnswer,
  AttendanceEvent,
  GateCheckAnswer,
  RegisterDeviceBody,
  RegisterWorkerBody,
} from '../../common/wire/field-app.ts';
import { DEVICE_HEADER } from '../../common/wire/field-app.ts';

/** A refused or failed call: its status and the server's answer. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; data?: unknown } | undefined,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body?.message ?? JSON.stringify(body)}`);
  }
}

/** A call's answer as it came: status, parsed body and headers. */
export type Answer<T> = { status: number; body: T; headers: Headers };

export interface CrewMember {
  employee_id: number;
  fullname: string;
  qr_number: string | null;
  rfid: string | null;
  blacklisted: boolean;
}

/** One signed-in phone: its user's session and, once registered, its device identifier. */
export class FieldClient {
  deviceId: string | undefined;

  private constructor(
    readonly baseUrl: string,
    readonly token: string,
    readonly login: LoginAnswer,
    readonly locale: 'id' | 'en',
  ) {}

  /** Signs in as the field app does (POST /api/app/v1/login). */
  static async signIn(baseUrl: string, username: string, password: string, locale: 'id' | 'en' = 'id'): Promise<FieldClient> {
    const response = await fetch(`${baseUrl}/api/app/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': locale },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as LoginAnswer;
    if (!response.ok) throw new CallError(response.status, body as never, `sign-in of ${username}`);
    return new FieldClient(baseUrl, body.token, body, locale);
  }

  private async call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}`, 'content-language': this.locale, ...extra };
    if (this.deviceId) headers[DEVICE_HEADER] = this.deviceId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  }

  private async expect<T>(what: string, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status >= 300) throw new CallError(answer.status, answer.body as never, what);
    return answer.body;
  }

  /** GET /settings; with the tag of an earlier answer, null when nothing changed (304). */
  async settings(etag?: string): Promise<{ etag: string | null; settings: AppSettingsAnswer['data'] | null }> {
    const answer = await this.call<AppSettingsAnswer>('GET', '/api/app/v1/settings', undefined, etag ? { 'if-none-match': etag } : {});
    if (answer.status === 304) return { etag: etag ?? null, settings: null };
    if (answer.status !== 200) throw new CallError(answer.status, answer.body as never, 'settings');
    return { etag: answer.headers.get('etag'), settings: answer.body.data };
  }

  acceptAgreement(version: string) {
    return this.expect<{ message: string }>('accepting the agreement', 'POST', '/api/app/v1/agreement/accept', { version });
  }

  /** Registers this phone under `body.project_id`; later calls carry its identifier. */
  async registerDevice(body: RegisterDeviceBody) {
    const answer = await this.expect<{ data: { id: number } }>('device registration', 'POST', '/api/app/v1/devices', body);
    this.deviceId = body.device_identifier;
    return answer.data;
  }

  /** Every active assignment of the project, page by page. */
  async crew(projectId: number): Promise<CrewMember[]> {
    const members: CrewMember[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.expect<{ data: CrewMember[]; totalPage: number }>('the crew', 'GET', `/api/app/v1/projects/${projectId}/manpower?page=${page}&limit=1000`);
      members.push(...answer.data);
      if (page >= answer.totalPage) return members;
    }
  }

  registerWorker(body: RegisterWorkerBody) {
    return this.call<{ message: string; data?: { existing: boolean; qr_number: string | null; worker: { id: number } } }>('POST', '/api/app/v1/workers', body);
  }

  /** POST /presences: the whole answer, whatever its status (a 429 says when to come back). */
  sendBatch(events: readonly AttendanceEvent[], sentAt?: Date) {
    return this.call<AttendanceBatchAnswer>('POST', '/api/app/v1/presences', { ...(sentAt ? { sent_at: sentAt.toISOString() } : {}), events });
  }

  gateCheck(projectId: number, qrNumber: string) {
    return this.call<GateCheckAnswer>('GET', `/api/app/v1/gate-check?project_id=${projectId}&qr_number=${encodeURIComponent(qrNumber)}`);
  }

  /** POST /api/upload: a photo as the phone sends it; answers the url an event or a registration names. */
  async upload(bytes: Uint8Array, filename: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${this.baseUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` }, body: form });
    const body = (await response.json()) as { data?: { url: string }; message?: string };
    if (!response.ok || !body.data) throw new CallError(response.status, body, 'upload');
    return body.data.url;
  }
}
