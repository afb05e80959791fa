/**
 * What a list asks of material-react-table besides its columns and rows: the server pages,
 * sorts and filters, and the screen has its own toolbar, pager and sort headers, so none of
 * the table's own menus, filters or toolbars show; the header stays in view as the rows scroll.
 * The bench's page of the stack alone (scripts/bench-stack-page) draws its rows with the same.
 */
export const LIST_TABLE_OPTIONS = {
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
  // Cell-by-cell arrow navigation made every cell a Tab stop (a 14-column page of 20 rows held
  // 280 of them before the pager); the headers' sort buttons and the row actions are the
  // table's only stops.
  enableKeyboardShortcuts: false,
  enableStickyHeader: true,
} as const;
