import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getList } from '../../core/data/data-provider';
import type { ListQuery, Row } from '../../core/data/data-types';
import { usePagedSearch } from '../shared/use-paged-search';
import { TABLE_INPUT_PAGE_SIZE } from './table-input-rules';

export interface TableInputQueryOptions {
  /** Read from GET {getter}/list. */
  getter: string;
  /** Fixed filters of every call. */
  filters?: Record<string, unknown>;
  /** sort_by; default 'id'. The sort is DESC (spec §7). */
  sortBy?: string;
  /** Raised when a page comes back empty (spec §7 "empty-list event"). */
  onEmpty?: () => void;
}

/** The query key of every page of one table input's getter. */
export const tableInputKey = (getter: string) => ['table-input', getter] as const;

/** Query options of one table input page: limit 50 by default, sort DESC (spec §7). */
export function tableInputOptions(getter: string, query: ListQuery) {
  return queryOptions({ queryKey: [...tableInputKey(getter), query] as const, queryFn: () => getList<Row>(getter, query), placeholderData: keepPreviousData });
}

/** The editable table's controller: paging, search and the empty-list event. */
export function useTableInput({ getter, filters, sortBy = 'id', onEmpty }: TableInputQueryOptions) {
  const paging = usePagedSearch(TABLE_INPUT_PAGE_SIZE);
  const { page, limit, search } = paging;
  const query: ListQuery = { page, limit, sort_by: sortBy, sort: 'DESC', search: search || undefined, filters };
  const list = useQuery(tableInputOptions(getter, query));

  const emptyRef = useRef(onEmpty);
  useEffect(() => {
    emptyRef.current = onEmpty;
  });
  const answered = list.isSuccess && !list.isPlaceholderData ? list.data : undefined;
  useEffect(() => {
    if (answered && answered.data.length === 0) emptyRef.current?.();
  }, [answered]);

  return {
    rows: list.data?.data ?? [],
    total: list.data?.total ?? 0,
    isLoading: list.isLoading,
    isFetching: list.isFetching,
    ...paging,
  };
}
