import { type RefObject, useLayoutEffect } from 'react';

// Where each list query was left, for as long as the tab is open.
const positions = new Map<string, number>();

/**
 * Keeps the scroll of a list's own scrolling box per list query (`key`): a new page, sort or
 * search starts at its first row, and a list come back to (Back from a record) shows the row
 * left. `ready` is whether the key's rows are drawn, so the position fits what is shown.
 */
export function useRememberedScroll(box: RefObject<HTMLElement | null>, key: string, ready: boolean): void {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !ready) return;
    element.scrollTop = positions.get(key) ?? 0;
    return () => {
      if (element.scrollTop > 0) positions.set(key, element.scrollTop);
      else positions.delete(key);
    };
  }, [box, key, ready]);
}
