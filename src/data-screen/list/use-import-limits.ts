import { queryOptions, useQuery } from '@tanstack/react-query';
import { getImportLimits } from '../../core/data/data-provider';

/** The query of an import's limits: they change only with the server's configuration. */
export function importLimitsQueryOptions(endpoint: string) {
  return queryOptions({ queryKey: ['import-limits', endpoint] as const, queryFn: () => getImportLimits(endpoint), staleTime: Infinity });
}

/** The most rows and the file size the import of `endpoint` takes, read once the dialog is open. */
export function useImportLimits(endpoint: string, enabled: boolean) {
  return useQuery({ ...importLimitsQueryOptions(endpoint), enabled });
}
