import { api } from '../api-client';
import { clearSession, readStored, writeStored } from '../storage';
import type { LoginResponse } from './auth-types';
import { buildAutofill } from './autofill';

/**
 * Saves what a successful login answers (spec §4): profile, token, permissions,
 * autofill, the application code and the module list the guard requires.
 */
export function startSession(response: LoginResponse, moduleNames: readonly string[], appCode: string): void {
  writeStored('token', response.token);
  writeStored('profile', response.user);
  writeStored('permissions', response.permissions ?? []);
  writeStored('autofill', buildAutofill(response.departments ?? [], response.projects ?? []));
  writeStored('appCode', appCode);
  writeStored('modules', [...moduleNames]);
}

/** Whether the guard may let the user into a private route: a token and a module list. */
export function hasSession(): boolean {
  return readStored('token') !== null && readStored('modules') !== null;
}

/** Signs out: revokes the token on the server (best effort) and clears the stored session. */
export async function signOut(): Promise<void> {
  try {
    if (readStored('token')) await api.post('/logout');
  } catch {
    // The token may already be gone; the local session is cleared either way.
  } finally {
    clearSession();
  }
}
