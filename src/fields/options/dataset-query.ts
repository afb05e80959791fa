import { queryOptions } from '@tanstack/react-query';
import { getDataset } from '../../core/data/data-provider';

/** Spec §5/§9: select options load at most 1000 rows, active ones only. */
export const OPTION_LIMIT = 1000;

/** Query options for a select's option list: GET {endpoint}/dataset with limit 1000 and active=1. */
export function datasetQueryOptions(endpoint: string, params: Record<string, unknown>) {
  return queryOptions({
    queryKey: ['dataset', endpoint, params] as const,
    queryFn: () => getDataset(endpoint, { limit: OPTION_LIMIT, active: 1, params }),
    staleTime: 60_000,
  });
}
