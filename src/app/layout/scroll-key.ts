import type { Location } from 'react-router';
import { readViewState } from '../../core/url-query-state';

/**
 * Which window scroll position a location shares (useScrollMemory): a list keeps one, its
 * filter panel open or not and whatever its query (the table scrolls in a box of its own, kept
 * per query: useRememberedScroll), so Back from a record returns to where the list was left;
 * any other screen has its history entry's own, so it opens at its top, and the browser's Back
 * and Forward return to where it was.
 */
export function scrollKey(location: Location): string {
  const { view } = readViewState(new URLSearchParams(location.search));
  return view === 'list' || view === 'filter' ? location.pathname : location.key;
}
