import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../build-routes';
import '../../core/menu-text';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The title of the deepest matched route that has one; empty when none. */
export function useCurrentTitle(): string {
  const { t } = useTranslation('menu');
  const matches = useMatches();
  const handle = [...matches].reverse().map((match) => match.handle).find(isRouteHandle);
  return handle?.titleKey ? t(handle.titleKey) : '';
}
