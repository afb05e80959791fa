// GET /api/employee/list of the bench:api baseline: the product's answer for the superadmin
// (server/crud/records.ts's listRecords), `{data, total, totalPage, rekap}`, in plain SQL. The
// total and the five rekap counts of the worker model come from the kept employee_counts
// (migration 0039) when the list is filtered by what it keeps, as the product reads them, else
// are counted by the product's rule (server/crud/list-totals.ts): at most TOTAL_COUNT_LIMIT + 1
// rows, past which the total is that bound and total_capped says so; the search looks in the same five columns,
// each through its trigram index (migration 0018). The page picks its 20 ids first, from the
// nearer end of the sorted rows once the total is known, and reads the relations' names for those alone.
import { TOTAL_COUNT_LIMIT } from '../server/crud/list-totals.ts';
import { type Answer, type BaselineDatabase, type Row, WORKER_COLUMNS, workerOf } from './bench-baseline-employee-row.ts';

/** The product's sortable columns (server/models/employee.ts), and those that hold no null (sorted without NULLS LAST). */
const SORTABLE = new Set([
  'id', 'fullname', 'nik', 'birth_place', 'birth_date', 'gender', 'nationality', 'blood_type_id', 'manpower_type_id', 'login_status',
  'rating', 'department_id', 'company_id', 'convalsal_id', 'verification_status', 'active', 'created_at', 'updated_at',
]);
const NOT_NULL = new Set(['id', 'fullname', 'nik', 'login_status', 'rating', 'department_id', 'verification_status', 'active', 'created_at', 'updated_at']);
/** The exact filters the bench sends, each with the type its values are compared as. */
const FILTERS: Record<string, 'int' | 'text'> = {
  department_id: 'int', company_id: 'int', convalsal_id: 'int', active: 'int', verification_status: 'text', login_status: 'text', gender: 'text',
};
/** The filters employee_counts keeps its counts by. */
const KEPT_FILTERS = new Set(['department_id', 'active', 'verification_status']);
const SEARCHED = ['fullname', 'nik', 'rfid', 'phone', 'nationality'];
const MAX_LIMIT = 100;

const COUNTED = `count(*)::int as total, count(*) filter (where e.active = 1)::int as active,
  count(*) filter (where e.active <> 1)::int as non_active, count(*) filter (where e.blacklisted)::int as blacklisted,
  count(*) filter (where e.verification_status = 'approved')::int as approved`;
const KEPT = `coalesce(sum(records), 0)::int as total, coalesce(sum(records) filter (where e.active = 1), 0)::int as active,
  coalesce(sum(records) filter (where e.active <> 1), 0)::int as non_active, coalesce(sum(records) filter (where e.blacklisted), 0)::int as blacklisted,
  coalesce(sum(records) filter (where e.verification_status = 'approved'), 0)::int as approved`;

interface ListQuery {
  filters: [string, unknown[]][];
  search: string;
  sortBy: string;
  sort: 'asc' | 'desc';
  page: number;
  limit: number;
}

const invalid = (message: string): Answer => ({ status: 422, answer: { message } });

/** Statement names by text: the counts' few texts (one per set of filters) stay prepared. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `employee-count-${names.size + 1}`));
  return name;
}

function positive(raw: string | null, fallback: number): number | undefined {
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** The filters of `raw` (a JSON object of column → value or values) with their values typed, or why they are refused. */
function filtersOf(raw: string | null): [string, unknown[]][] | string {
  let filters: Row;
  try {
    filters = JSON.parse(raw || '{}') as Row;
  } catch {
    return 'filters is not JSON';
  }
  const typed: [string, unknown[]][] = [];
  for (const [key, value] of Object.entries(filters)) {
    const type = FILTERS[key];
    if (!type) return `filter ${key} is not supported`;
    const values = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== '');
    if (values.length > 0) typed.push([key, values.map((item) => (type === 'int' ? Number(item) : String(item)))]);
  }
  return typed;
}

/** The list's parameters as the product reads them (server/crud/list-params.ts), or why they are refused. */
function parse(url: URL): ListQuery | string {
  const page = positive(url.searchParams.get('page'), 1);
  const limit = positive(url.searchParams.get('limit'), 20);
  if (page === undefined || limit === undefined) return 'page and limit are whole numbers from 1';
  const sortBy = url.searchParams.get('sort_by') || 'created_at';
  const sort = (url.searchParams.get('sort') || 'desc').toLowerCase();
  if (!SORTABLE.has(sortBy) || (sort !== 'asc' && sort !== 'desc')) return 'unknown sort';
  const filters = filtersOf(url.searchParams.get('filters'));
  if (typeof filters === 'string') return filters;
  return { filters, search: (url.searchParams.get('search') ?? '').trim().slice(0, 200), sortBy, sort, page, limit: Math.min(limit, MAX_LIMIT) };
}

/** WHERE of the filters and the search over `e`, and its values. */
function conditions(list: ListQuery): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const parts = list.filters.map(([key, filtered]) => {
    values.push(filtered);
    return `e.${key} = any($${values.length}::${FILTERS[key]}[])`;
  });
  if (list.search !== '') {
    values.push(`%${list.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    parts.push(`(${SEARCHED.map((column) => `e.${column} ilike $${values.length}`).join(' or ')})`);
  }
  return { where: parts.length > 0 ? `where ${parts.join(' and ')}` : '', values };
}

/** ORDER BY of the list's sort, or of the same order read from its end. */
function orderOf(list: ListQuery, reversed: boolean): string {
  const ascending = (list.sort === 'asc') !== reversed;
  const direction = ascending ? 'asc' : 'desc';
  const nulls = NOT_NULL.has(list.sortBy) ? '' : reversed ? ' nulls first' : ' nulls last';
  return `e.${list.sortBy} ${direction}${nulls}${list.sortBy === 'id' ? '' : `, e.id ${direction}`}`;
}

/** The page's rows from the nearer end of the sorted list: the last of 100,000 rows skips 20 from the end, not 99,980 from the start. */
function pageText(list: ListQuery, where: string, total: number | undefined): string {
  let offset = (list.page - 1) * list.limit;
  let limit = list.limit;
  const reversed = total !== undefined && offset + limit > total - offset;
  if (reversed) {
    limit = Math.max(0, Math.min(limit, total - offset));
    offset = Math.max(0, total - offset - limit);
  }
  return `select ${WORKER_COLUMNS}
    from (select e.id from employees e ${where} order by ${orderOf(list, reversed)} limit ${limit} offset ${offset}) as page
    join employees e on e.id = page.id
    order by ${orderOf(list, false)}`;
}

/** The list's handler; employee_counts is read where the database has it (since migration 0039). */
export async function employeeList(db: BaselineDatabase): Promise<(url: URL) => Promise<Answer>> {
  const [probe] = await db.query(`select to_regclass('employee_counts') is not null as kept`, []);
  const keeps = probe!.kept === true;
  return async (url) => {
    const list = parse(url);
    if (typeof list === 'string') return invalid(list);
    const { where, values } = conditions(list);
    const kept = keeps && list.search === '' && list.filters.every(([key]) => KEPT_FILTERS.has(key));
    const countText = kept
      ? `select ${KEPT} from employee_counts e ${where}`
      : `select ${COUNTED} from (select e.* from employees e ${where} limit ${TOTAL_COUNT_LIMIT + 1}) e`;
    const count = () => db.query(countText, values, nameOf(countText)).then((rows) => rows[0]!);
    // The first page needs no total to be read: both at once. A later one is read from its nearer end.
    const [rows, counts] = list.page === 1
      ? await Promise.all([db.query(pageText(list, where, undefined), values), count()])
      : await count().then(async (counted) => [await db.query(pageText(list, where, Number(counted.total)), values), counted] as const);
    const { total: counted, ...rekap } = counts;
    const capped = !kept && Number(counted) > TOTAL_COUNT_LIMIT;
    const total = capped ? TOTAL_COUNT_LIMIT : Number(counted);
    const answer = { data: rows.map(workerOf), total, totalPage: Math.ceil(total / list.limit), rekap: { total: counted, ...rekap }, total_capped: capped };
    return { status: 200, answer };
  };
}
