import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../core/alert';
import { getMappingList, putPath } from '../../core/data/data-provider';
import type { ListQuery, MappingListResult, Row } from '../../core/data/data-types';
import { usePagedSearch } from '../shared/use-paged-search';
import { DEFAULT_SWITCH_FIELD, isOn, MAPPING_PAGE_SIZE, mappingFilters, mappingPayload, type SwitchFilter } from './mapping-rules';

export interface MappingListOptions {
  /** Read from GET {getter}/list. */
  getter: string;
  /** Saved with PUT {setter}/update. */
  setter: string;
  /** Fixed filters of every list call, e.g. {role_id}. */
  filters?: Record<string, unknown>;
  /** The switch field; default 'value_mapping'. */
  switchField?: string;
  /** What `id` is renamed to on save, e.g. 'permission_id'. */
  setterIdField: string;
  /** Merged into every save, e.g. {role_id}. */
  extraParams?: Record<string, unknown>;
  /** When set, turning a row off asks this confirm first (spec §4). */
  alertText?: string;
  /** The initial switch filter; default 'all'. */
  initialSwitchFilter?: SwitchFilter;
  /** Shown in the error alert when a save fails ('Gagal Mengaktifkan data'). */
  failedMessage: string;
}

/** Query options of one mapping list page (spec §7 "Mapping list"). */
export function mappingListOptions(getter: string, query: ListQuery) {
  return queryOptions({ queryKey: ['mapping', getter, query] as const, queryFn: () => getMappingList<Row>(getter, query), placeholderData: keepPreviousData });
}

/** The mapping toggle list's controller: query state, rows with pending switches, and the toggle. */
export function useMappingList(options: MappingListOptions) {
  const { getter, setter, filters = {}, switchField = DEFAULT_SWITCH_FIELD, setterIdField, extraParams, alertText, failedMessage } = options;
  const queryClient = useQueryClient();
  const paging = usePagedSearch(MAPPING_PAGE_SIZE);
  const { page, limit, search, setPage } = paging;
  const [switchFilter, setSwitchFilter] = useState<SwitchFilter>(options.initialSwitchFilter ?? 'all');
  // Switch positions shown before the server confirms them, and the rows being saved.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const query: ListQuery = { page, limit, search: search || undefined, filters: mappingFilters(filters, switchField, switchFilter) };
  const list = useQuery(mappingListOptions(getter, query));

  const forget = (key: string) =>
    setPending((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
  const mark = (key: string, busy: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });

  const toggle = async (row: Row, on: boolean) => {
    const key = String(row.id);
    setPending((current) => ({ ...current, [key]: on }));
    if (!on && alertText && !(await alert.confirm({ text: alertText }))) {
      forget(key);
      return;
    }
    mark(key, true);
    try {
      await putPath(`${setter}/update`, mappingPayload(row, { setterIdField, switchField, on, extraParams }));
      queryClient.setQueryData(mappingListOptions(getter, query).queryKey, (old: MappingListResult<Row> | undefined) =>
        old && { ...old, data: old.data.map((item) => (String(item.id) === key ? { ...item, [switchField]: on ? 1 : 0 } : item)) },
      );
    } catch {
      alert.error(failedMessage);
    } finally {
      forget(key);
      mark(key, false);
    }
  };

  const rows = (list.data?.data ?? []).map((row) => ({ row, on: pending[String(row.id)] ?? isOn(row[switchField]), saving: saving.has(String(row.id)) }));
  return {
    rows,
    total: list.data?.total ?? 0,
    isLoading: list.isLoading,
    isFetching: list.isFetching,
    ...paging,
    switchFilter,
    setSwitchFilter: (choice: SwitchFilter) => {
      setSwitchFilter(choice);
      setPage(1);
    },
    toggle,
  };
}

export type MappingListController = ReturnType<typeof useMappingList>;
