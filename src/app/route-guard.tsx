import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../core/auth/me-api';
import { LOGIN_PATH } from '../core/route-paths';
import { useStored } from '../core/use-stored';

/**
 * Spec §2 guard for every non-public route: a stored token and a stored module list are
 * both required, otherwise the user goes to login. It reads storage reactively, so a
 * sign-out or a 401 anywhere sends the user to login at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useStored('token');
  const modules = useStored('modules');
  const location = useLocation();
  useMe(token);
  if (token === null || modules === null) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  }
  return children;
}
