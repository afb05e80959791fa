import { queryOptions } from '@tanstack/react-query';
import { getOne } from '../../core/data/data-provider';

/** The key prefix of every record of an endpoint: invalidated after a save. */
export const recordKey = (endpoint: string) => ['record', endpoint] as const;

/** Query options of one record: GET {endpoint}/{id}/show (spec §7). */
export function recordQueryOptions(endpoint: string, id: string | number) {
  return queryOptions({
    queryKey: [...recordKey(endpoint), String(id)] as const,
    queryFn: () => getOne(endpoint, id),
  });
}
