import TableSortLabel from '@mui/material/TableSortLabel';
import type { MRT_ColumnDef } from 'material-react-table';
import type { ReactNode } from 'react';
import type { DisplaySettings } from '../../core/config/field-config';
import { readPath } from '../../core/config/read-path';
import { resolveText } from '../../core/config/resolve-text';
import type { ListQuery, Row } from '../../core/data/data-types';
import { getFieldDisplay } from '../../fields/field-registry';
import type { ViewField } from '../view-fields';
import { holdsNoPhoto, isThumbnailColumn, ThumbnailPlaceholder } from './list-thumbnail';
import { type HeaderStop, SORT_KEY_ATTRIBUTE } from './use-header-stop';

/** Reads a field's value from a row through view_data, then the view's transform with the row (spec §3). */
export function valueOf(row: Row, item: ViewField<DisplaySettings>): unknown {
  const value = readPath(row, item.settings.view_data ?? item.field.data);
  return item.settings.transform ? item.settings.transform(value, row) : value;
}

/**
 * A field's value in a row through its display, in a list cell or a record's detail; a photo
 * field (`photo`: isThumbnailColumn) without a photo shows the placeholder instead of a blank.
 */
export function shownValue(item: ViewField<DisplaySettings>, row: Row, photo: boolean): ReactNode {
  const value = valueOf(row, item);
  if (photo && holdsNoPhoto(value)) return <ThumbnailPlaceholder />;
  const Display = getFieldDisplay(item.settings.type);
  return <Display field={item.field} settings={item.settings} value={value} row={row} />;
}

/**
 * The table's columns: one per list field, headed by its label in `language`, sortable headers
 * per field settings (spec §4), which share one Tab stop (headerStop).
 * A photo column is as wide as its thumbnail, and shows a placeholder where a row has none.
 */
export function listColumns(
  fields: ViewField<DisplaySettings>[],
  query: ListQuery,
  onSort: (column: string) => void,
  headerStop: HeaderStop,
  language: string,
): MRT_ColumnDef<Row>[] {
  return fields.map((item) => {
    const label = resolveText(item.field.label, language);
    const sortKey = item.field.data;
    const thumbnail = isThumbnailColumn(item);
    return {
      id: item.field.id,
      header: label,
      accessorFn: (row) => valueOf(row, item),
      Header: item.settings.sortable
        ? () => (
            <TableSortLabel
              active={query.sort_by === sortKey}
              direction={query.sort_by === sortKey && query.sort === 'ASC' ? 'asc' : 'desc'}
              onClick={() => onSort(sortKey)}
              tabIndex={headerStop.stopKey === sortKey ? 0 : -1}
              onKeyDown={headerStop.onKeyDown}
              {...{ [SORT_KEY_ATTRIBUTE]: sortKey }}
            >
              {label}
            </TableSortLabel>
          )
        : () => <span>{label}</span>,
      Cell: ({ row }) => shownValue(item, row.original, thumbnail),
    };
  });
}
