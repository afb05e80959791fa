import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { MaterialReactTable, type MRT_RowSelectionState, type MRT_Updater, useMaterialReactTable } from 'material-react-table';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplaySettings } from '../../core/config/field-config';
import type { ListQuery, Row } from '../../core/data/data-types';
import { HintArea } from '../../widgets/hint-area';
import type { ModuleActions } from '../module-actions';
import type { ViewField } from '../view-fields';
import { ACTIONS_COLUMN, ListBody, listBodyStyles } from './list-body';
import { ListEmpty } from './list-empty';
import { listColumns } from './list-columns';
import { LIST_TABLE_OPTIONS } from './list-table-options';
import { ListPagination } from './list-pagination';
import { type RowActionHandlers, RowActions } from './row-actions';
import { useHeaderStop } from './use-header-stop';
import { useRememberedScroll } from './use-remembered-scroll';

/** What the table renders: a controller's rows and query, plus the allowed actions. Knows nothing of axios. */
export interface ListTableProps {
  fields: ViewField<DisplaySettings>[];
  rows: Row[];
  query: ListQuery;
  total: number;
  /** The server stopped counting at `total` (ListController's totalCapped). */
  totalCapped: boolean;
  onCountAll: () => void;
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
  /** Names the list and its query: the table's scroll is kept per key (useRememberedScroll). */
  scrollKey: string;
  /** The rows picked for a bulk action, by row id, when the module has one the user may take. */
  selection?: { selected: Record<string, boolean>; onChange: (selected: Record<string, boolean>) => void };
}

// Columns as wide as their content rather than material-react-table's 180 px each, so a
// laptop screen shows most of a list; a photo column is as wide as its thumbnail.
const contentWidth = { width: 'auto', minWidth: 0 } as const;

// The pinned actions column hides the row scrolling under it instead of letting it show through
// (doubled '&&' to outrank the row's own translucent rule for its cells). On a phone its
// padding shrinks too, so the icons take the little width there is.
const opaquePinned = { '&&[data-pinned="true"]': { opacity: 1, px: { xs: 0.5, sm: 1 }, '&:before': { backgroundColor: 'background.paper' } } } as const;

/** What the rows' grid renders: the table's props without the fetch state and the pager's. */
type ListGridProps = Omit<ListTableProps, 'total' | 'totalCapped' | 'onCountAll' | 'lastPage' | 'isFetching' | 'onPage' | 'onLimit'>;

/**
 * The list as a table (material-react-table, server-side paging, sorting and filtering), with a
 * bar along its top edge while a page is asked again (the previous page's rows stay until then).
 */
export function ListTable({ total, totalCapped, onCountAll, lastPage, isFetching, onPage, onLimit, ...grid }: ListTableProps) {
  const { t } = useTranslation('data-screen');
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        {isFetching && !grid.isLoading ? (
          <LinearProgress aria-label={t('refreshing')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />
        ) : null}
        <ListGrid {...grid} />
      </Box>
      <ListPagination
        page={grid.query.page}
        lastPage={lastPage}
        limit={grid.query.limit}
        total={total}
        onPage={onPage}
        onLimit={onLimit}
        loading={grid.isLoading}
        capped={totalCapped}
        onCountAll={onCountAll}
      />
    </>
  );
}

/**
 * The rows' grid, drawn again only when what it shows changes: a fetch starting or ending, or
 * the statistics arriving, left its 300 cells as they were but drew them all again.
 */
const ListGrid = memo(function ListGrid(props: ListGridProps) {
  const { t, i18n } = useTranslation('data-screen');
  const { fields, rows, query, actions, handlers, onSort } = props;
  const sortKeys = useMemo(() => fields.filter((item) => item.settings.sortable).map((item) => item.field.data), [fields]);
  const headerStop = useHeaderStop(sortKeys, query.sort_by);
  // The headers are the fields' labels in the language shown: a switch makes them anew.
  const { language } = i18n;
  const columns = useMemo(() => listColumns(fields, query, onSort, headerStop, language), [fields, query, onSort, headerStop, language]);
  const hasActions = actions.detail || actions.update || actions.delete;
  const { selection } = props;
  const onRowSelectionChange = useMemo(
    () =>
      selection &&
      ((updater: MRT_Updater<MRT_RowSelectionState>) => selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater)),
    [selection],
  );
  const table = useMaterialReactTable<Row>({
    columns,
    data: rows,
    getRowId: props.getRowId,
    ...LIST_TABLE_OPTIONS,
    enableHiding: true,
    enableRowActions: hasActions,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { [ACTIONS_COLUMN]: { header: t('action.actions') } },
    renderRowActions: ({ row }) => <RowActions row={row.original} actions={actions} handlers={handlers} />,
    muiTableBodyProps: ({ table }) => ({
      sx: listBodyStyles,
      // Skeleton rows while loading and the empty state stay material-react-table's own.
      children: props.isLoading || rows.length === 0 ? undefined : <ListBody table={table} />,
    }),
    renderEmptyRowsFallback: () => <ListEmpty search={query.search} />,
    enableRowSelection: Boolean(selection),
    enableSelectAll: Boolean(selection),
    onRowSelectionChange,
    state: { columnVisibility: props.columnVisibility, isLoading: props.isLoading, ...(selection ? { rowSelection: selection.selected } : {}) },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 300px)' } },
    // Actions stay in view however wide the row is.
    enableColumnPinning: true,
    initialState: { density: 'compact', columnPinning: { right: [ACTIONS_COLUMN] } },
    muiTableHeadCellProps: { sx: { ...contentWidth, fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'middle', ...opaquePinned } },
    // The skeleton rows' cells; the rows' own are ListBody's, styled alike by listBodyStyles.
    muiTableBodyCellProps: { sx: { ...contentWidth, ...opaquePinned } },
  });
  useRememberedScroll(table.refs.tableContainerRef, props.scrollKey, !props.isLoading);
  return (
    <HintArea>
      <MaterialReactTable table={table} />
    </HintArea>
  );
});
