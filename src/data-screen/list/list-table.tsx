import { MaterialReactTable, useMaterialReactTable } from 'material-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplaySettings } from '../../core/config/field-config';
import type { ListQuery, Row } from '../../core/data/data-types';
import type { ModuleActions } from '../module-actions';
import type { ViewField } from '../view-fields';
import { ListEmpty } from './list-empty';
import { listColumns } from './list-columns';
import { ListPagination } from './list-pagination';
import { type RowActionHandlers, RowActions } from './row-actions';

/** What the table renders: a controller's rows and query, plus the allowed actions. Knows nothing of axios. */
export interface ListTableProps {
  fields: ViewField<DisplaySettings>[];
  rows: Row[];
  query: ListQuery;
  total: number;
  lastPage: number;
  isLoading: boolean;
  isFetching: boolean;
  actions: ModuleActions;
  handlers: RowActionHandlers;
  columnVisibility: Record<string, boolean>;
  onSort: (column: string) => void;
  onPage: (input: unknown) => void;
  onLimit: (limit: number) => void;
  getRowId: (row: Row) => string;
}

/** The list as a table (material-react-table, server-side paging, sorting and filtering). */
export function ListTable(props: ListTableProps) {
  const { t } = useTranslation('data-screen');
  const { fields, rows, query, actions, handlers, onSort } = props;
  const columns = useMemo(() => listColumns(fields, query, onSort), [fields, query, onSort]);
  const hasActions = actions.detail || actions.update || actions.delete;
  const table = useMaterialReactTable<Row>({
    columns,
    data: rows,
    getRowId: props.getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enablePagination: false,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: true,
    enableRowActions: hasActions,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { header: t('action.actions'), size: 120 } },
    renderRowActions: ({ row }) => <RowActions row={row.original} actions={actions} handlers={handlers} />,
    renderEmptyRowsFallback: () => <ListEmpty search={query.search} />,
    state: { columnVisibility: props.columnVisibility, isLoading: props.isLoading, showProgressBars: props.isFetching && !props.isLoading },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 300px)' } },
    enableStickyHeader: true,
    // Actions stay in view however wide the row is.
    enableColumnPinning: true,
    initialState: { density: 'compact', columnPinning: { right: ['mrt-row-actions'] } },
    muiTableHeadCellProps: { sx: { fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'middle' } },
  });
  return (
    <>
      <MaterialReactTable table={table} />
      <ListPagination page={query.page} lastPage={props.lastPage} limit={query.limit} total={props.total} onPage={props.onPage} onLimit={props.onLimit} />
    </>
  );
}
