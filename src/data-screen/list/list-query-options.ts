import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getList } from '../../core/data/data-provider';
import type { ListQuery } from '../../core/data/data-types';
import { isRouteAnswer } from './route-list-answers';

// Lists are asked again on every mount, except the answer the route asked for as the
// navigation began, which the screen it opens shows as it is.
const staleTime = (query: { queryHash: string }) => (isRouteAnswer(query.queryHash) ? Infinity : 0);

/** Query options of one list page: GET {endpoint}/list (spec §7). */
export function listQueryOptions(endpoint: string, query: ListQuery) {
  return queryOptions({
    queryKey: ['list', endpoint, query] as const,
    queryFn: () => getList(endpoint, query),
    placeholderData: keepPreviousData,
    staleTime,
  });
}

/** Query options of the card grid: pages appended one after another (spec §4). */
export function cardListQueryOptions(endpoint: string, query: Omit<ListQuery, 'page'>) {
  return infiniteQueryOptions({
    queryKey: ['list', endpoint, 'cards', query] as const,
    queryFn: ({ pageParam }) => getList(endpoint, { ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPage ? pages.length + 1 : undefined),
    staleTime,
  });
}

/** The key prefix of every list of an endpoint: invalidated after a save or a delete. */
export const listKey = (endpoint: string) => ['list', endpoint] as const;
