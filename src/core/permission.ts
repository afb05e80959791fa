import type { Profile } from './auth/auth-types';
import { readStored } from './storage';

/** The special permission every signed-in user holds (spec §6). */
export const ALLOW_ALL = 'template-allow-all';

/** The role_id of the super user, for whom everything is allowed (spec §6). */
export const SUPER_USER_ROLE_ID = -1;

/** The part of the stored state a permission check reads. */
export interface PermissionSnapshot {
  profile: Profile | null;
  permissions: readonly string[];
}

/** The stored profile and permission list, read now. */
export function readPermissionSnapshot(): PermissionSnapshot {
  return { profile: readStored('profile'), permissions: readStored('permissions') };
}

/**
 * Spec §6 word for word: passes only when a profile is stored and one of these holds:
 * the permission is 'template-allow-all'; the profile's role_id is -1; the stored
 * permission list contains the string. With no stored profile everything is denied.
 */
export function hasPermission(permission: string, snapshot: PermissionSnapshot = readPermissionSnapshot()): boolean {
  const { profile, permissions } = snapshot;
  if (!profile) return false;
  if (permission === ALLOW_ALL) return true;
  if (profile.role_id === SUPER_USER_ROLE_ID) return true;
  return permissions.includes(permission);
}
