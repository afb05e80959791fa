import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ModuleConfig } from '../../core/config/module-config';
import { readListQuery, readViewState } from '../../core/url-query-state';
import { moduleEndpoints } from '../module-actions';
import { resolveView, viewMode } from '../use-screen-view';
import { cardListQueryOptions, listQueryOptions } from './list-query-options';
import { cardPageSize, effectiveFilters, listDefaults, listLayout } from './list-request';
import { forgetRouteAnswers, markRouteAnswer } from './route-list-answers';

/** Options of the list prefetch. */
export interface PrefetchListOptions {
  queryClient: QueryClient;
  /** The module whose data screen the route opens. */
  config: ModuleConfig;
  /** The search parameters of the URL the route opens at: view, id and the list query (spec §4). */
  search: URLSearchParams;
  /** The user's permission check. */
  can: (permission: string) => boolean;
}

/**
 * Asks for the list a module route's data screen will show, as the navigation begins,
 * so the answer is on its way while the layout and the screen load and render: the same
 * call, with the same key, the list controller makes on mount. Nothing is asked when the
 * URL opens a view without the list or one the user may not use, nor when the list is
 * already cached (then the screen asks again on mount, as always).
 */
export function prefetchList({ queryClient, config, search, can }: PrefetchListOptions): Promise<void> {
  forgetRouteAnswers();
  const { view: asked, id } = readViewState(search);
  const { view, forbidden } = resolveView(config, asked, id, can);
  const listShown = view === 'list' || view === 'filter' || viewMode(config, view) === 'modal';
  if (forbidden || !listShown) return Promise.resolve();
  const layout = listLayout(config);
  const defaults = listDefaults(config, layout);
  const query = readListQuery(search, defaults);
  const request = { ...query, filters: effectiveFilters(config, query.filters) };
  const endpoint = moduleEndpoints(config).list;
  if (layout === 'cards') {
    const { page: _page, ...cardRequest } = request;
    const options = cardListQueryOptions(endpoint, { ...cardRequest, limit: cardPageSize(query, defaults, true) });
    if (queryClient.getQueryData(options.queryKey) !== undefined) return Promise.resolve();
    markRouteAnswer(queryClient, hashKey(options.queryKey));
    return queryClient.prefetchInfiniteQuery(options);
  }
  const options = listQueryOptions(endpoint, request);
  if (queryClient.getQueryData(options.queryKey) !== undefined) return Promise.resolve();
  markRouteAnswer(queryClient, hashKey(options.queryKey));
  return queryClient.prefetchQuery(options);
}
