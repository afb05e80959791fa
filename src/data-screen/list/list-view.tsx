import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import type { Row } from '../../core/data/data-types';
import type { ScreenView } from '../../core/url-query-state';
import { usePermissionCheck } from '../../core/use-permission';
import { useHoldWhileLoading } from '../../widgets/height-hold';
import { StatisticCards } from '../../widgets/statistic';
import { moduleActions, moduleEndpoints } from '../module-actions';
import { displayFields, rowId } from '../view-fields';
import type { BulkAction } from './bulk-action';
import { ColumnVisibilityDialog } from './column-visibility-dialog';
import { useColumnVisibility } from './use-column-visibility';
import { ExportButton } from './export-button';
import { FilterPanel } from './filter-panel';
import { ImportDialog } from './import-dialog';
import { ListCards } from './list-cards';
import { ListTable } from './list-table';
import { listLayout } from './list-request';
import { ListToolbar } from './list-toolbar';
import { useDeleteRecord } from './use-delete-record';
import { useListController } from './use-list-controller';

/** The list view: statistics, toolbar, filter panel, and the table or the cards. */
export interface ListViewProps {
  config: ModuleConfig;
  /** Goes to another view of the screen. */
  onNavigate: (view: ScreenView, id?: string | number) => void;
  filterOpen: boolean;
  /** Keep the query in the URL (default) or in memory (child tabs). */
  inUrl?: boolean;
  fixedFilters?: Record<string, unknown>;
  /** The module's action on many rows at once, if it has one. */
  bulkAction?: BulkAction;
}

/** Wires the headless list controller to the MUI list parts (spec §2 "List"). */
export function ListView({ config, onNavigate, filterOpen, inUrl = true, fixedFilters, bulkAction }: ListViewProps) {
  const can = usePermissionCheck();
  const listConfig = config.views?.list ?? {};
  const layout = listLayout(config);
  const controller = useListController({ config, inUrl, fixedFilters, layout });
  useHoldWhileLoading(controller.isLoading);
  const fields = useMemo(() => displayFields(config, 'list', can), [config, can]);
  const actions = useMemo(() => moduleActions(config, can), [config, can]);
  const endpoints = moduleEndpoints(config);
  const deleteRow = useDeleteRecord(endpoints.delete, endpoints.list);
  const [visibility, setVisibility] = useColumnVisibility(config.name);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const getRowId = useCallback((row: Row) => String(rowId(config, row)), [config]);
  const bulk = bulkAction && layout === 'table' && can(bulkAction.permission) ? bulkAction : undefined;
  const [picked, setPicked] = useState<Record<string, boolean>>({});
  // Rows are picked on the page shown: another page, search, filter or sort starts again.
  const queryKey = JSON.stringify(controller.query);
  useEffect(() => setPicked({}), [queryKey]);
  const selection = useMemo(() => (bulk ? { selected: picked, onChange: setPicked } : undefined), [bulk, picked]);
  const pickedRows = useMemo(() => controller.rows.filter((row) => picked[getRowId(row)]), [controller.rows, picked, getRowId]);
  const handlers = useMemo(
    () => ({
      onDetail: (row: Row) => onNavigate('detail', rowId(config, row)),
      onEdit: (row: Row) => onNavigate('update', rowId(config, row)),
      onDelete: (row: Row) => void deleteRow(row),
    }),
    [onNavigate, config, deleteRow],
  );
  const filterPlacement = listConfig.filter === 'inline' ? 'inline' : 'sidebar';
  const hasFilter = listConfig.filter !== false && config.fields.some((field) => field.filter && field.filter.show !== false);
  const { page: _page, limit: _limit, ...exportQuery } = { ...controller.query, filters: controller.effectiveFilters };
  const title = resolveText(config.title);
  // Only a table hides columns; its export then leaves the hidden ones out too.
  const hidesColumns = layout === 'table' && fields.some((item) => visibility[item.field.id] === false);
  const exportColumns = hidesColumns ? fields.filter((item) => visibility[item.field.id] !== false).map((item) => item.field.id) : undefined;
  return (
    <Stack spacing={2}>
      {listConfig.statistic ? (
        <StatisticCards config={listConfig.statistic} rekap={controller.rekap} loading={controller.isLoading} atLeast={controller.totalCapped} />
      ) : null}
      <ListToolbar
        search={controller.query.search}
        onSearch={controller.setSearch}
        onColumns={layout === 'table' ? () => setColumnsOpen(true) : undefined}
        onFilter={hasFilter ? () => onNavigate(filterOpen ? 'list' : 'filter') : undefined}
        filterActive={filterOpen || Boolean(controller.query.filters)}
        onImport={listConfig.import && actions.create ? () => setImportOpen(true) : undefined}
        onCreate={actions.create ? () => onNavigate('create') : undefined}
        exportSlot={listConfig.export ? <ExportButton endpoint={endpoints.list} query={exportQuery} columns={exportColumns} /> : undefined}
      />
      {hasFilter ? (
        <FilterPanel
          config={config}
          open={filterOpen}
          placement={filterPlacement}
          filters={controller.query.filters}
          onClose={() => onNavigate('list')}
          onFilter={(filters) => {
            controller.setFilters(filters, 'list');
            if (!inUrl) onNavigate('list');
          }}
        />
      ) : null}
      {bulk ? (
        <bulk.Panel
          selected={pickedRows}
          onDone={() => {
            setPicked({});
            controller.refetch();
          }}
        />
      ) : null}
      {layout === 'cards' ? (
        <ListCards
          fields={fields}
          rows={controller.rows}
          search={controller.query.search}
          isLoading={controller.isLoading}
          isFetching={controller.isFetching}
          hasMore={controller.hasMore}
          onMore={controller.loadMore}
          actions={actions}
          handlers={handlers}
          getRowId={getRowId}
        />
      ) : (
        <ListTable
          fields={fields}
          rows={controller.rows}
          query={controller.query}
          total={controller.total}
          totalCapped={controller.totalCapped}
          onCountAll={controller.countAll}
          lastPage={controller.lastPage}
          isLoading={controller.isLoading}
          isFetching={controller.isFetching}
          actions={actions}
          handlers={handlers}
          columnVisibility={visibility}
          onSort={controller.toggleSort}
          onPage={controller.setPage}
          onLimit={controller.setLimit}
          getRowId={getRowId}
          scrollKey={`${config.name}?${queryKey}`}
          selection={selection}
        />
      )}
      <ColumnVisibilityDialog
        open={columnsOpen}
        columns={fields.map((item) => ({ id: item.field.id, label: resolveText(item.field.label) }))}
        visibility={visibility}
        onChange={setVisibility}
        onClose={() => setColumnsOpen(false)}
      />
      {listConfig.import ? (
        <ImportDialog open={importOpen} endpoint={endpoints.create} title={title} onClose={() => setImportOpen(false)} onDone={controller.refetch} />
      ) : null}
    </Stack>
  );
}
