import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { EmptyNote } from './dashboard-frame';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

/** A small read-only table of a dashboard; says so when there are no rows. */
export function RankTable<T extends { id?: number | string }>({
  rows,
  columns,
  label,
  maxHeight,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  label: string;
  /** Scrolls the rows under a sticky header past this height. */
  maxHeight?: number;
}) {
  if (rows.length === 0) return <EmptyNote />;
  return (
    <Box sx={{ overflowX: 'auto', maxHeight, overflowY: maxHeight ? 'auto' : undefined }}>
      <Table size="small" aria-label={label} stickyHeader={maxHeight !== undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, width: column.width, whiteSpace: 'nowrap' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.id ?? index} hover>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const MEDALS = ['#d4a017', '#9e9e9e', '#b87333'];

/** A rank number, on a gold, silver or bronze disc for the first three. */
export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank - 1];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 28,
        height: 28,
        borderRadius: '50%',
        fontWeight: 700,
        fontSize: 13,
        color: medal ? '#fff' : 'text.secondary',
        bgcolor: medal ?? 'action.hover',
      }}
    >
      {rank}
    </Box>
  );
}
