import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPointer } from '../../core/config/field-config';
import { getDataset } from '../../core/data/data-provider';
import { LOOKUP_PAGE_SIZE, pageStatic, type LookupOption } from './lookup-options';

export interface LookupPageQuery {
  pointer: ListPointer;
  page: number;
  search: string;
  /** filterAPI values sent as plain query parameters. */
  params?: Record<string, unknown>;
}

/** Query options of one lookup page: GET {endpoint}/dataset, 10 a page, active=1 (spec §7, §9). */
export function lookupPageOptions({ pointer, page, search, params }: LookupPageQuery) {
  const source = typeof pointer.list === 'string' ? pointer.list : 'static';
  return queryOptions({
    queryKey: ['lookup', source, pointer.label, page, search, params ?? {}] as const,
    queryFn: async (): Promise<{ data: LookupOption[]; total: number }> => {
      if (typeof pointer.list !== 'string') return pageStatic(pointer.list, pointer.label, search, page, LOOKUP_PAGE_SIZE);
      const result = await getDataset<LookupOption>(pointer.list, { page, limit: LOOKUP_PAGE_SIZE, active: 1, search: search || undefined, params });
      return { data: result.data ?? [], total: Number(result.total ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

/** One page of lookup options, keeping the previous page on screen while the next loads. */
export function useLookupPage(query: LookupPageQuery & { enabled: boolean }) {
  return useQuery({ ...lookupPageOptions(query), enabled: query.enabled });
}

/** Query options of a lookup's current values given only their codes, active or not: filters {code: [...]}. */
export function lookupValuesOptions(pointer: ListPointer, codes: readonly string[]) {
  return queryOptions({
    queryKey: ['lookup-values', typeof pointer.list === 'string' ? pointer.list : 'static', pointer.code, codes] as const,
    queryFn: async (): Promise<LookupOption[]> => {
      const found =
        typeof pointer.list === 'string'
          ? ((await getDataset<LookupOption>(pointer.list, { filters: { [pointer.code]: codes }, limit: codes.length })).data ?? [])
          : pointer.list.filter((option) => codes.includes(String(option[pointer.code])));
      if (found.length === 0) throw new Error('lookup value not found');
      return found;
    },
    retry: false,
  });
}
