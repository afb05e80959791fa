import type { QueryClient } from '@tanstack/react-query';

// Query hashes of the lists the current route asked for as its navigation began.
const routeAnswers = new Set<string>();
const watchedClients = new WeakSet<QueryClient>();

/**
 * Whether a list's answer is the one its route asked for as the navigation began: the
 * screen that navigation opens shows it instead of asking again on mount. Once that
 * screen goes away, the answer is an ordinary cached one, asked again on the next mount.
 */
export function isRouteAnswer(queryHash: string): boolean {
  return routeAnswers.has(queryHash);
}

/** A new route was entered: the answers earlier routes asked for count as ordinary cached ones. */
export function forgetRouteAnswers(): void {
  routeAnswers.clear();
}

/** Remembers that the route entered now asks for this list. */
export function markRouteAnswer(queryClient: QueryClient, queryHash: string): void {
  routeAnswers.add(queryHash);
  if (watchedClients.has(queryClient)) return;
  watchedClients.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerRemoved') return;
    // Checked a moment later: a screen that unmounts and mounts again at once (React's
    // strict mode) still shows the same answer.
    queueMicrotask(() => {
      if (event.query.getObserversCount() === 0) routeAnswers.delete(event.query.queryHash);
    });
  });
}
