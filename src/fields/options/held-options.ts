import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPointer } from '../../core/config/field-config';
import { getDataset } from '../../core/data/data-provider';
import { codeOf, type FieldOptionItem, sameCode, toOption } from './option-list';

/**
 * Query options for the rows a field already holds, found by code whether active or not:
 * GET {endpoint}/dataset with filters {code: [...]}. The option page (active rows, at
 * most 1000) may lack them, and a select cannot name a value it has no option for.
 */
export function heldRowsQueryOptions(endpoint: string, code: string, codes: readonly string[]) {
  return queryOptions({
    queryKey: ['dataset-held', endpoint, code, codes] as const,
    queryFn: async () => (await getDataset(endpoint, { filters: { [code]: codes }, limit: codes.length })).data,
    staleTime: 60_000,
  });
}

/** The codes a select-like value holds: one code, or a list of codes or option objects. */
export function heldCodes(value: unknown, pointer: ListPointer | undefined): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => codeOf(item, pointer)).filter((code) => code !== undefined && code !== null && code !== '').map(String);
}

/** The loaded options plus those of held codes the option page lacks, fetched by code. */
export function useHeldOptions(pointer: ListPointer | undefined, value: unknown, loaded: FieldOptionItem[] | undefined): FieldOptionItem[] | undefined {
  const { i18n } = useTranslation();
  const endpoint = typeof pointer?.list === 'string' ? pointer.list : null;
  const missing = loaded && endpoint ? heldCodes(value, pointer).filter((code) => !loaded.some((option) => sameCode(option.value, code))) : [];
  const held = useQuery({ ...heldRowsQueryOptions(endpoint ?? '', pointer?.code ?? 'id', missing), enabled: missing.length > 0 });
  return useMemo(() => {
    if (!loaded || !pointer || !held.data || held.data.length === 0) return loaded;
    return [...loaded, ...held.data.map((row) => toOption(row, pointer, i18n.language))];
  }, [loaded, pointer, held.data, i18n.language]);
}
