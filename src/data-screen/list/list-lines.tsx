import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { datasetQueryOptions } from '../../fields/options/dataset-query';
import { toOption } from '../../fields/options/option-list';
import { alert } from '../../core/alert';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import { createRecord, deleteRecord, updateRecord } from '../../core/data/data-provider';
import type { Row } from '../../core/data/data-types';
import { usePermissionCheck } from '../../core/use-permission';
import { TableInput } from '../../widgets/table-input';
import { tableInputKey } from '../../widgets/table-input/use-table-input';
import { moduleActions, moduleEndpoints } from '../module-actions';
import { lineColumns, locationColumnsOf, newLineValues } from './line-columns';
import { LineMapAction } from './line-map-action';
import { listKey } from './list-query-options';

export interface ListLinesProps {
  config: ModuleConfig;
  /** The parent's key (a child tab): every call's filter, and the value of every new line. */
  fixedFilters?: Record<string, unknown>;
}

/**
 * A child module's records as lines edited in place (views.list.linesInTab): each line is
 * created, updated or deleted through the module's own calls, with the permissions it needs.
 */
export function ListLines({ config, fixedFilters = {} }: ListLinesProps) {
  const { t, i18n } = useTranslation('data-screen');
  const can = usePermissionCheck();
  const queryClient = useQueryClient();
  const actions = moduleActions(config, can);
  const endpoints = moduleEndpoints(config);
  const title = resolveText(config.title);
  const declared = useMemo(() => lineColumns(config, can, Object.keys(fixedFilters)), [config, can, fixedFilters]);
  // A relation's cell chooses among its dataset (limit 1000, active only, spec §5), as the form's select does.
  const sourced = declared.flatMap((column) => (column.source && typeof column.source.list === 'string' ? [{ column, endpoint: column.source.list }] : []));
  const choices = useQueries({ queries: sourced.map(({ endpoint }) => datasetQueryOptions(endpoint, {})) });
  const columns = declared.map((column) => {
    const at = sourced.findIndex((item) => item.column === column);
    const rows = at < 0 ? undefined : choices[at]?.data?.data;
    return rows && column.source ? { ...column, options: rows.map((row) => toOption(row, column.source!, i18n.language)) } : column;
  });
  const location = locationColumnsOf(config);
  const filters = useMemo(() => ({ ...config.filter_api, ...fixedFilters }), [config.filter_api, fixedFilters]);

  const reload = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: tableInputKey(endpoints.list) }), queryClient.invalidateQueries({ queryKey: listKey(endpoints.list) })]);
  const save = async (line: Row, isNew: boolean) => {
    const payload = { ...line, ...fixedFilters };
    await (isNew ? createRecord(endpoints.create, payload) : updateRecord(endpoints.update, payload));
    await reload();
    alert.success(t(isNew ? 'toast.created' : 'toast.updated', { title }));
  };
  const remove = async (line: Row) => {
    const result = await deleteRecord(endpoints.delete, line);
    await reload();
    alert.success(result.message);
  };

  return (
    <TableInput
      getter={endpoints.list}
      filters={filters}
      sortBy={config.pk_field}
      rowKey={config.pk_field}
      columns={columns}
      canCreate={actions.create}
      canUpdate={actions.update}
      canDelete={actions.delete}
      newLine={newLineValues(config)}
      onSave={save}
      onDelete={remove}
      lineActions={location ? (line) => <LineMapAction columns={location} {...line} /> : undefined}
    />
  );
}
