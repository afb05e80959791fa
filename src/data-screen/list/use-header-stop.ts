import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';

/** The table head's one Tab stop among the sortable headers, and the keys that move it. */
export interface HeaderStop {
  /** Sort key of the header that Tab reaches. */
  stopKey: string | undefined;
  /** Arrow keys, Home and End move focus (and the stop) to another sortable header. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** data-* attribute naming a sortable header's sort key, which the arrow keys look up. */
export const SORT_KEY_ATTRIBUTE = 'data-sort-key';

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(last, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A roving Tab stop over the sortable headers (the WAI-ARIA grid pattern): Tab reaches
 * the head once, on the sorted column or the first sortable one, and leaves it for the
 * rows; the arrow keys walk the headers. Eleven sortable headers no longer stand
 * between the search and the first row.
 */
export function useHeaderStop(sortKeys: readonly string[], sortedKey: string | undefined): HeaderStop {
  const [moved, setMoved] = useState<string | undefined>();
  const fallback = sortedKey !== undefined && sortKeys.includes(sortedKey) ? sortedKey : sortKeys[0];
  const stopKey = moved !== undefined && sortKeys.includes(moved) ? moved : fallback;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const move = MOVES[event.key];
      const current = event.currentTarget.getAttribute(SORT_KEY_ATTRIBUTE);
      if (!move || current === null) return;
      const next = sortKeys[move(sortKeys.indexOf(current), sortKeys.length - 1)];
      if (next === undefined) return;
      event.preventDefault();
      setMoved(next);
      event.currentTarget.closest('thead')?.querySelector<HTMLElement>(`[${SORT_KEY_ATTRIBUTE}="${CSS.escape(next)}"]`)?.focus();
    },
    [sortKeys],
  );
  return useMemo(() => ({ stopKey, onKeyDown }), [stopKey, onKeyDown]);
}
