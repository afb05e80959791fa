import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_RULES, SERVER_RULES, parseRules } from '../../../common/validation/index.ts';
import { formRules } from '../../../codegen/rules.ts';
import { findModel } from '../../../server/models/index.ts';
import { validateFields } from '../../../server/validation/validate.ts';
import { validateValue } from '../../../src/core/validation';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** One rule set with values it passes and values it fails; `name` and `values` are the form around the field. */
interface Case {
  rules: string;
  pass: unknown[];
  fail: unknown[];
  name?: string;
  values?: Record<string, unknown>;
}

const file = (name: string, type: string, size: number) => ({ name, type, size });
const now = dayjs();

const cases: Case[] = [
  { rules: 'required', pass: ['Budi', 0, ['a']], fail: [undefined, null, '', '   ', [], false] },
  { rules: 'required_if:type,company', values: { type: 'company' }, pass: ['PT Maju'], fail: ['', null] },
  { rules: 'required_if:type,company', values: { type: 'person' }, pass: ['', null], fail: [] },
  { rules: 'prohibited_unless:type,company', values: { type: 'company' }, pass: ['PT Maju', ''], fail: [] },
  { rules: 'prohibited_unless:type,company', values: { type: 'person' }, pass: ['', null], fail: ['PT Maju'] },
  { rules: 'alpha', pass: ['Budi'], fail: ['Budi1', 'Budi Santoso'] },
  { rules: 'alpha_num', pass: ['Budi1'], fail: ['Budi-1'] },
  { rules: 'alpha_dash', pass: ['budi_1-a'], fail: ['budi 1'] },
  { rules: 'alpha_spaces', pass: ['Budi Santoso'], fail: ['Budi2'] },
  { rules: 'between:2,4', pass: ['abc', ['a', 'b']], fail: ['a', 'abcde'] },
  { rules: 'numeric|between:1,10', pass: ['5', 10], fail: ['11', 0] },
  { rules: 'confirmed', name: 'password', values: { password_confirmation: 'Rahasia#1' }, pass: ['Rahasia#1'], fail: ['Rahasia#2'] },
  { rules: 'date', pass: ['2026-02-28', '2026-02-28 07:30:00'], fail: ['2026-02-30', 'kemarin'] },
  { rules: 'digits:4', pass: ['1234'], fail: ['123', '12a4'] },
  { rules: 'dimensions:1920,1080', pass: [{ width: 1920, height: 1080 }], fail: [{ width: 800, height: 600 }] },
  { rules: 'double', pass: ['1.5', '-2'], fail: ['1,5'] },
  { rules: 'double:2', pass: ['1.23'], fail: ['1.234'] },
  { rules: 'email', pass: ['budi@contoh.co.id'], fail: ['budi@', 'budi contoh.co.id'] },
  { rules: 'excluded:admin,root', pass: ['budi'], fail: ['admin', ['budi', 'root']] },
  { rules: 'not_in:admin,root', pass: ['budi'], fail: ['root'] },
  { rules: 'ext:pdf,docx', pass: ['cv.pdf', 'surat.DOCX'], fail: ['cv.exe'] },
  { rules: 'image', pass: ['foto.jpg', file('foto.png', 'image/png', 10)], fail: ['logo.svg', file('logo.svg', 'image/svg+xml', 10), 'cv.pdf'] },
  { rules: 'integer', pass: ['12', 12, '-3'], fail: ['1.5', 'abc'] },
  { rules: 'length:3', pass: ['abc', ['a', 'b', 'c']], fail: ['ab'] },
  { rules: 'lock-day', pass: [now.format('YYYY-MM-DD HH:mm:ss')], fail: [now.subtract(2, 'day').format('YYYY-MM-DD')] },
  { rules: 'lock-periode', pass: [now.format('YYYY-MM-DD')], fail: [now.subtract(3, 'month').format('YYYY-MM-DD')] },
  { rules: 'max:5', pass: ['abcde'], fail: ['abcdef'] },
  { rules: 'numeric|max:50', pass: ['50'], fail: ['51'] },
  { rules: 'max_value:10', pass: ['10'], fail: ['11', 'x'] },
  { rules: 'mimes:pdf,image/*', pass: ['cv.pdf', file('scan.bin', 'image/png', 1)], fail: ['cv.docx'] },
  { rules: 'min:3', pass: ['abc'], fail: ['ab'] },
  { rules: 'numeric|min:10', pass: ['10'], fail: ['9'] },
  { rules: 'min_value:3', pass: ['3'], fail: ['2'] },
  { rules: 'numeric', pass: ['12.5', 12.5, '-3'], fail: ['12a', '1e3'] },
  { rules: 'oneOf:a,b', pass: ['a'], fail: ['c'] },
  { rules: 'in:1,0', pass: [1, '0'], fail: [2] },
  { rules: 'regex:/^(A|B|AB|O)[+-]?$/', pass: ['AB+'], fail: ['C'] },
  { rules: 'size:1', pass: [file('cv.pdf', 'application/pdf', 1024), 'cv.pdf'], fail: [file('cv.pdf', 'application/pdf', 2048)] },
  { rules: 'url', pass: ['https://contoh.co.id/a'], fail: ['contoh.co.id'] },
  { rules: 'boolean', pass: [true, 0, 'y'], fail: ['ya'] },
  { rules: 'array', pass: [['a']], fail: ['a'] },
  { rules: 'nullable|string|sometimes|exists_file', pass: ['x', ''], fail: [] },
];

const labels = { id: 'Nama', en: 'Name' } as const;

describe('the rule cases', () => {
  it('cover every rule the engine checks without the database', () => {
    const covered = new Set(cases.flatMap((entry) => parseRules(entry.rules).map((rule) => rule.name)));
    const checked = [...KNOWN_RULES].filter((name) => !(SERVER_RULES as readonly string[]).includes(name));
    expect(checked.filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe.each([mainBackend])('one engine: the server and the client form agree on every rule on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await signIn(server, 'superadmin');
  });
  afterAll(() => server?.close());

  /** What the server's 422 lists first for the field, and what the form shows under it. */
  async function verdicts(entry: Case, value: unknown, locale: 'id' | 'en') {
    const name = entry.name ?? 'nama';
    const values = { ...entry.values, [name]: value };
    const errors = await validateFields([{ name, label: labels[locale], rules: entry.rules }], values, { db: server.database.db, locale });
    const client = validateValue(value, entry.rules, { label: labels[locale], name, values, locale });
    return { server: errors[name]?.[0], client };
  }

  it.each(['id', 'en'] as const)('gives the same verdict and text in %s', async (locale) => {
    for (const entry of cases) {
      for (const [value, passes] of [...entry.pass.map((v) => [v, true] as const), ...entry.fail.map((v) => [v, false] as const)]) {
        const { server: said, client } = await verdicts(entry, value, locale);
        const where = `${entry.rules} on ${JSON.stringify(value)}`;
        expect(client, where).toBe(said);
        if (passes) expect(client, where).toBeUndefined();
        else expect(client, where).toEqual(expect.any(String));
      }
    }
  });

  it('says spec §5 word for word in both languages', async () => {
    expect(await verdicts(cases[0]!, '', 'id')).toEqual({ server: 'Nama harus diisi', client: 'Nama harus diisi' });
    expect(await verdicts(cases[0]!, '', 'en')).toEqual({ server: 'Name is required', client: 'Name is required' });
    const locked = cases.find((entry) => entry.rules === 'lock-periode')!;
    for (const locale of ['id', 'en'] as const) {
      expect(await verdicts(locked, locked.fail[0], locale)).toEqual({ server: 'Cut Off Peride Aktif', client: 'Cut Off Peride Aktif' });
    }
    expect((await verdicts(cases.find((entry) => entry.rules === 'email')!, 'budi@', 'id')).server).toBe('Nama harus berupa alamat surel yang benar');
  });

  it('answers a create with the 422 texts the generated form shows for the same values', async () => {
    const banner = findModel('banner')!;
    const bodies = [{}, { image: 'banner.jpg', title: '  ', link_url: 'contoh.co.id', sort_order: -1, active: 2 }];
    for (const locale of ['id', 'en'] as const) {
      for (const body of bodies) {
        const answer = await server.call('POST', '/api/banner/create', { token, locale, body });
        expect(answer.status).toBe(422);
        for (const field of banner.fields) {
          const shown = validateValue((body as Record<string, unknown>)[field.name], formRules(field.rules), {
            label: field.label[locale],
            name: field.name,
            values: body,
            numeric: field.input === 'number' || field.input === 'money',
            locale,
          });
          expect(shown, `${locale} ${field.name} of ${JSON.stringify(body)}`).toBe(answer.body.data[field.name]?.[0]);
        }
      }
    }
    const english = await server.call('POST', '/api/banner/create', { token, locale: 'en', body: bodies[1] });
    expect(english.body.data).toEqual({
      title: ['Title is required'],
      link_url: ['URL Link must be a valid URL'],
      sort_order: ['The Order field must be 0 or more'],
      active: ['The Status field is not a valid value'],
    });
  });
});
