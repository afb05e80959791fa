import { alpha, darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import type { MRT_TableInstance } from 'material-react-table';
import type { ReactNode } from 'react';
import type { Row } from '../../core/data/data-types';

/** The id material-react-table gives its row-actions column. */
export const ACTIONS_COLUMN = 'mrt-row-actions';

/**
 * The body cells' look, once for the whole body instead of once per cell: a page of 20 rows
 * holds 300 cells, and material-react-table's own cell worked out and serialized its styles
 * for each on every render. It is the look of a compact MUI TableCell in material-react-table's
 * rows: the row's tint on hover, the actions column pinned to the right edge, opaque, with its
 * shadow.
 */
export const listBodyStyles: SxProps<Theme> = (theme) => {
  const base = theme.palette.background.default;
  const layer = { content: '""', position: 'absolute', inset: 0, zIndex: -1 } as const;
  return {
    '& > tr': { position: 'relative', zIndex: 0, backgroundColor: base },
    '& > tr > td': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      backgroundColor: 'inherit',
      // MUI's TableCell border.
      borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
      padding: '0.5rem',
      textAlign: 'left',
      verticalAlign: 'middle',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'relative',
      zIndex: 0,
    },
    '& > tr:hover > td::after': { ...layer, backgroundColor: alpha(darken(base, 0.3), 0.3) },
    '& > tr > td[data-pinned="true"]': {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      textOverflow: 'clip',
      // Tight on a phone, where the pinned actions column takes its width from the data.
      padding: { xs: '0 4px', sm: '0 8px' },
      '&::before': { ...layer, backgroundColor: theme.palette.background.paper, boxShadow: `4px 0 4px -4px ${alpha(theme.palette.grey[700], 0.5)} inset` },
    },
  };
};

/**
 * The rows of a list table as plain cells, styled once by listBodyStyles on the body: each
 * column's Cell (list-columns) renders its value, and the actions column the table's
 * renderRowActions (its own Cell is a component with state, for a menu the list does not use).
 */
export function ListBody({ table }: { table: MRT_TableInstance<Row> }) {
  const { renderRowActions } = table.options;
  return table.getRowModel().rows.map((row, staticRowIndex) => (
    <tr key={row.id}>
      {row.getVisibleCells().map((cell) => {
        const { column } = cell;
        const { Cell } = column.columnDef;
        const args = { cell, column, row, table, staticRowIndex };
        return (
          <td key={cell.id} data-pinned={column.getIsPinned() ? 'true' : undefined}>
            {column.id === ACTIONS_COLUMN ? renderRowActions?.(args) : Cell?.({ ...args, renderedCellValue: cell.renderValue() as ReactNode })}
          </td>
        );
      })}
    </tr>
  ));
}
