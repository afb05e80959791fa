import { queryOptions } from '@tanstack/react-query';
import { getOne } from '../../core/data/data-provider';

/** Query options of one record: GET {endpoint}/{id}/show (spec §7). */
export function recordQueryOptions(endpoint: string, id: string | number) {
  return queryOptions({
    queryKey: ['record', endpoint, String(id)] as const,
    queryFn: () => getOne(endpoint, id),
  });
}
