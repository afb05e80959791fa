import type { ModuleConfig } from '../../core/config/module-config';
import type { ListQuery } from '../../core/data/data-types';
import { CARD_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../core/url-query-state';

/** How a module lists its records: the table, or the card grid its list view asks for (spec §9). */
export function listLayout(config: ModuleConfig): 'table' | 'cards' {
  return config.views?.list?.type === 'card' ? 'cards' : 'table';
}

/** The list query before the URL says otherwise: page 1, the layout's page size, the module's sort. */
export function listDefaults(config: ModuleConfig, layout: 'table' | 'cards'): ListQuery {
  return { page: 1, limit: layout === 'cards' ? CARD_PAGE_SIZE : DEFAULT_PAGE_SIZE, sort_by: config.sort?.sort_by, sort: config.sort?.sort };
}

/** The filters the server receives: the module's filter_api, the user's, then the fixed ones (a child tab's parent key). */
export function effectiveFilters(config: ModuleConfig, filters: ListQuery['filters'], fixedFilters?: Record<string, unknown>): Record<string, unknown> {
  return { ...config.filter_api, ...filters, ...fixedFilters };
}
