import { queryOptions } from '@tanstack/react-query';
import type { ModuleConfig } from '../../core/config/module-config';
import { getOne, type ShowOptions } from '../../core/data/data-provider';
import { moduleEndpoints } from '../module-actions';

/** The key prefix of every record of an endpoint: invalidated after a save. */
export const recordKey = (endpoint: string) => ['record', endpoint] as const;

/** How a module reads one record: its read endpoint, whether that is a custom getter, and the detail's query string. */
export interface RecordRequest extends ShowOptions {
  endpoint: string;
}

/** The record request of a module config (spec §3 custom_api.read, §7 the show call's query string). */
export function recordRequest(config: ModuleConfig): RecordRequest {
  const custom = Boolean(config.custom_api?.read);
  const query = config.views?.detail?.query;
  return { endpoint: moduleEndpoints(config).read, ...(custom ? { custom } : {}), ...(query ? { query } : {}) };
}

/** Query options of one record: GET {endpoint}/{id}/show (spec §7). */
export function recordQueryOptions({ endpoint, ...options }: RecordRequest, id: string | number) {
  return queryOptions({
    queryKey: [...recordKey(endpoint), String(id), options.query ?? null] as const,
    queryFn: () => getOne(endpoint, id, options),
  });
}
