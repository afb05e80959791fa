import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ModuleConfig } from '../../core/config/module-config';
import type { ListQuery, Row } from '../../core/data/data-types';
import {
  clampPage,
  type ScreenView,
  useListQueryState,
  withFilters,
  withLimit,
  withSearch,
  withSort,
} from '../../core/url-query-state';
import { moduleEndpoints } from '../module-actions';
import { cardListQueryOptions, listQueryOptions } from './list-query-options';
import { cardPageSize, effectiveFilters, listDefaults } from './list-request';

const NO_ROWS: Row[] = [];

/** Options of the list controller. */
export interface UseListControllerOptions {
  config: ModuleConfig;
  /** Mirror the query in the URL (spec §4). Default true; a child tab's list keeps it in memory. */
  inUrl?: boolean;
  /** Filters every call carries besides the config's filter_api (a child tab's parent key). Default none. */
  fixedFilters?: Record<string, unknown>;
  /** 'table' pages; 'cards' appends pages of 9, 10 once reset through the URL (spec §9). Default 'table'. */
  layout?: 'table' | 'cards';
}

/** Everything a list view renders and the changes it may ask for; no MUI, no axios. */
export interface ListController {
  query: ListQuery;
  rows: Row[];
  total: number;
  lastPage: number;
  rekap: Record<string, number>;
  /** More rows match than the server counted: `total` and each `rekap` figure are of the rows it counted (at least so many). */
  totalCapped: boolean;
  /** Asks for every matching row to be counted, for this search and these filters. */
  countAll: () => void;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  /** The filters the server receives: filter_api, the fixed filters and the user's. */
  effectiveFilters: Record<string, unknown>;
  endpoint: string;
  setSearch: (search: string) => void;
  /** Sets the user's filters (page back to 1); `then` is the view to show after, in the same change. */
  setFilters: (filters: Record<string, unknown> | undefined, then?: ScreenView) => void;
  /** Goes to a page; the input is clamped to 1..last and non-numeric input is ignored. */
  setPage: (input: unknown) => void;
  setLimit: (limit: number) => void;
  toggleSort: (column: string) => void;
  /** Cards only: appends the next page. */
  loadMore: () => void;
  hasMore: boolean;
  refetch: () => void;
}

/**
 * The headless list (react-admin's useListController): owns the query state of spec §4
 * (page, limit, sort_by, sort, search, filters), fetching through react-query, and the
 * rules for changing it. Search and filter changes go back to page 1.
 */
export function useListController({ config, inUrl = true, fixedFilters, layout = 'table' }: UseListControllerOptions): ListController {
  const cards = layout === 'cards';
  const defaults = useMemo(() => listDefaults(config, layout), [config, layout]);
  const { query, setQuery } = useListQueryState({ defaults, inUrl });
  const endpoint = moduleEndpoints(config).list;
  const serverFilters = useMemo(() => effectiveFilters(config, query.filters, fixedFilters), [config, query.filters, fixedFilters]);
  // Counting every row is asked for one search and one set of filters: another list counts within the bound again.
  const counted = JSON.stringify([query.search ?? '', serverFilters]);
  const [countedAll, setCountedAll] = useState<string | null>(null);
  const exact = countedAll === counted;
  const request = useMemo<ListQuery>(() => ({ ...query, filters: serverFilters, ...(exact ? { exact_total: true } : {}) }), [query, serverFilters, exact]);

  const table = useQuery({ ...listQueryOptions(endpoint, request), enabled: !cards });
  const { page: _page, ...cardRequest } = request;
  const grid = useInfiniteQuery({ ...cardListQueryOptions(endpoint, { ...cardRequest, limit: cardPageSize(query, defaults, inUrl) }), enabled: cards });

  const pages = grid.data?.pages;
  const first = cards ? pages?.[0] : table.data;
  // The same array until an answer changes it, so a table drawn from it is not drawn again.
  const rows = useMemo(() => (cards ? (pages ?? []).flatMap((page) => page.data) : (table.data?.data ?? NO_ROWS)), [cards, pages, table.data]);
  const total = first?.total ?? 0;
  const lastPage = Math.max(1, first?.totalPage ?? 1);

  const setPage = useCallback((input: unknown) => setQuery((current) => {
    const page = clampPage(input, lastPage, current.page);
    return page === current.page ? current : { ...current, page };
  }), [lastPage, setQuery]);

  const setSearch = useCallback((search: string) => setQuery((current) => ((current.search ?? '') === search ? current : withSearch(current, search))), [setQuery]);
  const toggleSort = useCallback((column: string) => setQuery((current) => withSort(current, column)), [setQuery]);

  return {
    query,
    rows,
    total,
    lastPage,
    rekap: first?.rekap ?? {},
    totalCapped: first?.total_capped ?? false,
    countAll: () => setCountedAll(counted),
    isLoading: cards ? grid.isLoading : table.isLoading,
    isFetching: cards ? grid.isFetching : table.isFetching,
    error: cards ? grid.error : table.error,
    effectiveFilters: serverFilters,
    endpoint,
    setSearch,
    setFilters: (filters, then) => setQuery((current) => withFilters(current, filters), then),
    setPage,
    setLimit: (limit) => setQuery((current) => withLimit(current, limit)),
    toggleSort,
    loadMore: () => void grid.fetchNextPage(),
    hasMore: Boolean(grid.hasNextPage),
    refetch: () => void (cards ? grid.refetch() : table.refetch()),
  };
}
