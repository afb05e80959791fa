import { Navigate } from 'react-router';
import type { ResolvedRoute } from '../core/modules/module-types';
import { firstReadableRoute } from '../core/modules/resolve-routes';
import { usePermissionCheck } from '../core/use-permission';
import { ForbiddenScreen } from '../widgets/forbidden-screen';

/** main-module's index: on to the first route the user may read; 403 when there is none. */
export function MainModuleRedirect({ routes }: { routes: readonly ResolvedRoute[] }) {
  const can = usePermissionCheck();
  const target = firstReadableRoute(routes, can);
  if (!target) return <ForbiddenScreen />;
  return <Navigate to={target.fullPath} replace />;
}
