import type { ModuleConfig } from '../../core/config/module-config';
import type { ListQuery } from '../../core/data/data-types';
import { CARD_PAGE_SIZE, CARD_URL_RESET_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../core/url-query-state';

/** How a module lists its records: the table, or the card grid its list view asks for (spec §9). */
export function listLayout(config: ModuleConfig): 'table' | 'cards' {
  return config.views?.list?.type === 'card' ? 'cards' : 'table';
}

/** The list query before the URL says otherwise: page 1, the layout's page size, the module's sort. */
export function listDefaults(config: ModuleConfig, layout: 'table' | 'cards'): ListQuery {
  return { page: 1, limit: layout === 'cards' ? CARD_PAGE_SIZE : DEFAULT_PAGE_SIZE, sort_by: config.sort?.sort_by, sort: config.sort?.sort };
}

/**
 * The card grid's page size (spec §9): 9, or 10 once the grid is reset through the URL,
 * that is when the URL's list query carries a search, filters or a sort of its own (a link,
 * the browser's back, or the user's own search written there). A grid kept in memory (a
 * child tab) never goes through the URL.
 */
export function cardPageSize(query: ListQuery, defaults: ListQuery, inUrl: boolean): number {
  const reset = Boolean(query.search) || Boolean(query.filters && Object.keys(query.filters).length > 0) || query.sort_by !== defaults.sort_by || query.sort !== defaults.sort;
  return inUrl && reset ? CARD_URL_RESET_PAGE_SIZE : CARD_PAGE_SIZE;
}

/** The filters the server receives: the module's filter_api, the user's, then the fixed ones (a child tab's parent key). */
export function effectiveFilters(config: ModuleConfig, filters: ListQuery['filters'], fixedFilters?: Record<string, unknown>): Record<string, unknown> {
  return { ...config.filter_api, ...filters, ...fixedFilters };
}
