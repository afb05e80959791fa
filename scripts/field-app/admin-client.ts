// What the simulator asks of the admin API (/api/login, /api/{model}/list and /dataset): who
// the foremen are, and the worker recaps it checks its work against.
import type { LoginAnswer } from '../../common/wire/auth.ts';
import { CallError } from './client.ts';

/** A foreman as the user list answers them. */
export interface Foreman {
  id: number;
  username: string;
  fullname: string;
  project_id: number;
}

interface UserRow {
  id: number;
  username: string;
  fullname: string;
  project_id: number | null;
}

interface ListAnswer<T> {
  data: T[];
  total: number;
  totalPage: number;
}

/** Largest page the generic list answers. */
const PAGE = 100;

export class AdminClient {
  private constructor(
    readonly baseUrl: string,
    private readonly token: string,
    private readonly locale: 'id' | 'en',
  ) {}

  static async signIn(baseUrl: string, username: string, password: string, locale: 'id' | 'en'): Promise<AdminClient> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': locale },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as LoginAnswer;
    if (!response.ok) throw new CallError(response.status, body as never, `sign-in of ${username}`);
    return new AdminClient(baseUrl, body.token, locale);
  }

  private async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { authorization: `Bearer ${this.token}`, 'content-language': this.locale } });
    const body = (await response.json()) as T;
    if (!response.ok) throw new CallError(response.status, body as never, `GET ${path}`);
    return body;
  }

  /** Every row of a model's list under `filters`, page by page. */
  async listAll<T>(model: string, filters: Record<string, unknown>): Promise<T[]> {
    const rows: T[] = [];
    const query = `filters=${encodeURIComponent(JSON.stringify(filters))}&limit=${PAGE}&sort_by=id&sort=asc`;
    for (let page = 1; ; page++) {
      const answer = await this.get<ListAnswer<T>>(`/api/${model}/list?${query}&page=${page}`);
      rows.push(...answer.data);
      if (page >= answer.totalPage) return rows;
    }
  }

  /** The foremen who can use the field app: role Mandor, approved, active and placed on a project; by id. */
  async foremen(): Promise<Foreman[]> {
    const roles = await this.get<{ data: { id: number; role_name: string }[] }>('/api/role/dataset?search=Mandor');
    const role = roles.data.find((row) => row.role_name === 'Mandor');
    if (!role) throw new Error(`No role named Mandor on ${this.baseUrl}: the simulator plays its foremen.`);
    const users = await this.listAll<UserRow>('user', { role_id: role.id, approval_status: 'approved', active: 1 });
    return users.flatMap((user) => (user.project_id === null ? [] : [{ id: user.id, username: user.username, fullname: user.fullname, project_id: user.project_id }]));
  }

  /** The sum of `records` over a project's worker recaps of one Jakarta day. */
  async recapRecords(projectId: number, day: string): Promise<number> {
    const rows = await this.listAll<{ records: number }>('presence-worker', { project_id: projectId, presence_date: [day, day] });
    return rows.reduce((sum, row) => sum + Number(row.records), 0);
  }
}
