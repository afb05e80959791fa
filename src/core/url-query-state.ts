import { useCallback, useEffect, useMemo, useState } from 'react';
import { type Location, type NavigateOptions, useLocation, useSearchParams } from 'react-router';
import type { ListQuery, SortDirection } from './data/data-types';

/** Table page size and its choices (spec §9). */
export const PAGE_SIZES = [20, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Card grid page size (spec §9). */
export const CARD_PAGE_SIZE = 9;
/** Card grid page size once the grid is reset through the URL (spec §9: "10 when reset through the URL"). */
export const CARD_URL_RESET_PAGE_SIZE = 10;

/** The generic views of spec §2; no view in the URL means list. */
export type ScreenView = 'list' | 'detail' | 'create' | 'update' | 'filter';
const VIEWS: readonly ScreenView[] = ['list', 'detail', 'create', 'update', 'filter'];

/** The list query with no sort column: the server's default order. */
export function defaultListQuery(limit: number = DEFAULT_PAGE_SIZE): ListQuery {
  return { page: 1, limit };
}

function positive(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? value : fallback;
}

function parseFilters(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the list query from URL parameters (spec §4). */
export function readListQuery(params: URLSearchParams, defaults: ListQuery = defaultListQuery()): ListQuery {
  const sort = params.get('sort');
  return {
    page: positive(params.get('page'), 1),
    limit: positive(params.get('limit'), defaults.limit),
    sort_by: params.get('sort_by') ?? defaults.sort_by,
    sort: sort === 'ASC' || sort === 'DESC' ? sort : defaults.sort,
    search: params.get('search') ?? undefined,
    filters: parseFilters(params.get('filters')) ?? defaults.filters,
  };
}

/** Writes a list query into URL parameters, leaving every other parameter as it is. */
export function writeListQuery(params: URLSearchParams, query: ListQuery, defaults: ListQuery = defaultListQuery()): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value === undefined || value === '' ? next.delete(key) : next.set(key, value));
  set('page', query.page === 1 ? undefined : String(query.page));
  set('limit', query.limit === defaults.limit ? undefined : String(query.limit));
  set('sort_by', query.sort_by === defaults.sort_by ? undefined : query.sort_by);
  set('sort', query.sort === defaults.sort ? undefined : query.sort);
  set('search', query.search);
  set('filters', query.filters && Object.keys(query.filters).length > 0 ? JSON.stringify(query.filters) : undefined);
  return next;
}

/** Spec §4: a change of search resets the page to 1. */
export function withSearch(query: ListQuery, search: string): ListQuery {
  return { ...query, search: search === '' ? undefined : search, page: 1 };
}

/** Spec §4: a change of filters resets the page to 1. */
export function withFilters(query: ListQuery, filters: Record<string, unknown> | undefined): ListQuery {
  return { ...query, filters: filters && Object.keys(filters).length > 0 ? filters : undefined, page: 1 };
}

/** Spec §4: clicking a sortable header sorts DESC first, then toggles ASC/DESC. */
export function withSort(query: ListQuery, column: string): ListQuery {
  const sort: SortDirection = query.sort_by === column ? (query.sort === 'DESC' ? 'ASC' : 'DESC') : 'DESC';
  return { ...query, sort_by: column, sort };
}

/** Spec §4/§5: a page input is numeric and clamped between 1 and the last page; anything else is ignored. */
export function clampPage(input: unknown, lastPage: number, current: number): number {
  const text = String(input ?? '').trim();
  if (!/^-?\d+$/.test(text)) return current;
  const last = Math.max(1, lastPage);
  return Math.min(last, Math.max(1, Number(text)));
}

/** A page size change goes back to page 1. */
export function withLimit(query: ListQuery, limit: number): ListQuery {
  return { ...query, limit, page: 1 };
}

/** The list query and its setters, as the list controller receives them. */
export interface ListQueryState {
  query: ListQuery;
  /**
   * Changes the query from the one in the URL now, which a change not yet drawn may already
   * have moved on; with `view`, goes to that view in the same URL change (a filter submit closing the panel).
   */
  setQuery: (update: (current: ListQuery) => ListQuery, view?: ScreenView) => void;
}

/**
 * The URL parameters to build the next change on: those of the history entry shown, or the last
 * change asked for while it is shown. React Router hands a setSearchParams updater the
 * parameters of the render that made it (remix-run/react-router#9757), so a change asked for
 * before the previous one is drawn (a search typed while a filter reset still renders on a busy
 * machine), or from a handler made before it, would build on the old parameters and undo it.
 */
let latest: { shown: Location; search: string } | null = null;

/** Writes the URL parameters from their latest value, whichever render the caller was made in. */
function useSearchParamsWriter(): (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void {
  const [params, setParams] = useSearchParams();
  // The router's location object: a new one for each entry drawn, and for each router.
  const location = useLocation();
  useEffect(() => {
    // A new entry is drawn (the change asked for, or the browser's Back): its parameters are the latest.
    if (latest?.shown !== location) latest = { shown: location, search: params.toString() };
  }, [location, params]);
  return useCallback(
    (update, options) => {
      const current = latest ? new URLSearchParams(latest.search) : params;
      const next = update(current);
      if (next.toString() === current.toString()) return;
      latest = { shown: latest?.shown ?? location, search: next.toString() };
      setParams(next, options);
    },
    [location, params, setParams],
  );
}

/**
 * The list query mirrored in the URL (spec §4), or kept in memory when `inUrl` is
 * false (a child tab's nested list must not fight its parent over the URL).
 */
export function useListQueryState(options: { defaults: ListQuery; inUrl?: boolean }): ListQueryState {
  const { defaults, inUrl = true } = options;
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const [local, setLocal] = useState<ListQuery>(defaults);
  const fromUrl = useMemo(() => readListQuery(params, defaults), [params, defaults]);
  const setQuery = useCallback(
    (update: (current: ListQuery) => ListQuery, view?: ScreenView) => {
      if (!inUrl) return setLocal(update);
      writeParams((current) => {
        const written = writeListQuery(current, update(readListQuery(current, defaults)), defaults);
        return view ? writeViewState(written, view) : written;
      });
    },
    [inUrl, writeParams, defaults],
  );
  return { query: inUrl ? fromUrl : local, setQuery };
}

/** Reads the active view and record id (spec §2: `?view=…&id=…`, no view means list). */
export function readViewState(params: URLSearchParams): { view: ScreenView; id: string | null } {
  const raw = params.get('view');
  const view = VIEWS.includes(raw as ScreenView) ? (raw as ScreenView) : 'list';
  return { view, id: params.get('id') };
}

/**
 * The URL parameters after going to a view; other parameters (the list query) stay, and the
 * detail's child tab only while the same record's detail stays.
 */
export function writeViewState(params: URLSearchParams, view: ScreenView, id?: string | number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  const sameDetail = view === 'detail' && params.get('view') === 'detail' && params.get('id') === String(id);
  if (!sameDetail) next.delete(DETAIL_TAB);
  if (view === 'list') next.delete('view');
  else next.set('view', view);
  if (id === undefined || id === null || view === 'list' || view === 'create' || view === 'filter') next.delete('id');
  else next.set('id', String(id));
  return next;
}

/** A navigation's history state asking to leave the window where it is (a modal opening over a list). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** The URL parameter naming the child tab shown below a detail: the tab's module. */
const DETAIL_TAB = 'tab';

/**
 * The child tab shown below a detail (`&tab=` its module, none means the first), in the URL so
 * a reload or a shared address opens it again. Choosing one replaces the history entry and
 * leaves the window where it is: Back still returns to the list, not through the tabs.
 */
export function useDetailTabState(): { tab: string | null; setTab: (module: string) => void } {
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const setTab = useCallback(
    (module: string) =>
      writeParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(DETAIL_TAB, module);
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [writeParams],
  );
  return { tab: params.get(DETAIL_TAB), setTab };
}

/** The active view and a way to go to another; going to the view already shown is a no-op (spec §2). */
export function useViewState(): { view: ScreenView; id: string | null; goTo: (view: ScreenView, id?: string | number | null, keepScroll?: boolean) => void } {
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const { view, id } = readViewState(params);
  const goTo = useCallback(
    (nextView: ScreenView, nextId?: string | number | null, keepScroll = false) =>
      writeParams((current) => writeViewState(current, nextView, nextId), keepScroll ? { state: KEEP_SCROLL } : undefined),
    [writeParams],
  );
  return { view, id, goTo };
}
