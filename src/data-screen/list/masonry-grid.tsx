import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, type ReactNode } from 'react';

/** Spec §9's masonry columns: 3, 2 below 1024 px (and 768 px), 1 below 425 px. */
function useColumnCount(): number {
  const narrow = useMediaQuery('(max-width: 1023.98px)', { noSsr: true });
  const phone = useMediaQuery('(max-width: 424.98px)', { noSsr: true });
  return phone ? 1 : narrow ? 2 : 3;
}

/**
 * Deals `items` round-robin into `count` columns, so they read left to right, row by row,
 * and a page loaded later only adds to the bottom. (CSS columns fill top to bottom: the
 * second card would sit under the first.)
 */
export function dealIntoColumns<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, column) => items.filter((_, index) => index % count === column));
}

/** Cards of varying height in columns, in their order across the rows (spec §2, §9). */
export function MasonryGrid({ children }: { children: ReactNode }) {
  const columns = dealIntoColumns(Children.toArray(children), useColumnCount());
  return (
    <Box data-testid="masonry" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {columns.map((cards, column) => (
        <Stack key={column} spacing={2} sx={{ flex: '1 1 0', minWidth: 0 }}>
          {cards}
        </Stack>
      ))}
    </Box>
  );
}
