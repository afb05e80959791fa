import { useCallback } from 'react';
import { hasPermission } from './permission';
import { useStored } from './use-stored';

/** A permission check bound to the stored profile and permissions; re-renders when they change. */
export function usePermissionCheck(): (permission: string) => boolean {
  const profile = useStored('profile');
  const permissions = useStored('permissions');
  return useCallback((permission: string) => hasPermission(permission, { profile, permissions }), [profile, permissions]);
}
