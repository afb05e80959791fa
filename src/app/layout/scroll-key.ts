import type { Location } from 'react-router';
import { readViewState } from '../../core/url-query-state';

/**
 * Which scroll position a location shares (React Router's ScrollRestoration): a list, with its
 * filter panel open or not, keeps one per query, so Back from a record returns to where the
 * list was left; any other screen opens at its top, and the browser's Back and Forward return
 * each to where it was.
 */
export function scrollKey(location: Location): string {
  const params = new URLSearchParams(location.search);
  const { view } = readViewState(params);
  if (view !== 'list' && view !== 'filter') return location.key;
  params.delete('view');
  params.delete('id');
  return `${location.pathname}?${params.toString()}`;
}
