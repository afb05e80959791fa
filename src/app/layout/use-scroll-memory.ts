import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { KEEP_SCROLL } from '../../core/url-query-state';
import { scrollKey } from './scroll-key';

// Where the window was left on each screen (scrollKey), for as long as the tab is open.
const positions = new Map<string, number>();

/**
 * The window's scroll per screen: a screen opens at its top, and one come back to shows where
 * it was left. React Router's ScrollRestoration does the same, but its code would be part of
 * what the login screen downloads; this hook loads with the layout.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const key = scrollKey(location);
  const keep = (location.state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;
  const shown = useRef(key);

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    // Kept as the user scrolls: when a screen gives way to a shorter one, the window is already
    // cut back to it by the time an effect could read where it was.
    const remember = () => positions.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    if (!keep) window.scrollTo(0, positions.get(key) ?? 0);
  }, [key, keep]);
}
