import type { Autofill, Profile } from './auth/auth-types';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale-list';

/** Everything the client keeps between visits (spec §3 "Stored client state"). */
export interface StoredState {
  profile: Profile | null;
  token: string | null;
  permissions: string[];
  autofill: Autofill | null;
  appCode: string | null;
  locale: Locale;
  /** Names of the modules loaded at sign-in; the guard sends users without it to login. */
  modules: string[] | null;
}

export type StoredKey = keyof StoredState;

/** localStorage key of each stored value; exported so browser tests can read or plant them. */
export const STORAGE_KEYS: Readonly<Record<StoredKey, string>> = {
  profile: 'manpower.profile',
  token: 'manpower.token',
  permissions: 'manpower.permissions',
  autofill: 'manpower.autofill',
  appCode: 'manpower.app_code',
  locale: 'manpower.locale',
  modules: 'manpower.modules',
};

/** What belongs to one signed-in session; a sign-out or a 401 removes exactly these. */
export const SESSION_KEYS: readonly StoredKey[] = ['profile', 'token', 'permissions', 'autofill', 'modules'];

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// A hand-edited or outdated entry must not crash the app: anything that does not have
// the expected shape reads as absent.
const decoders: { [K in StoredKey]: (raw: string | null) => StoredState[K] } = {
  profile: (raw) => {
    const value = raw === null ? null : parseJson(raw);
    return isObject(value) && typeof value.role_id === 'number' ? (value as unknown as Profile) : null;
  },
  token: (raw) => (raw === null || raw === '' ? null : raw),
  permissions: (raw) => {
    const value = raw === null ? null : parseJson(raw);
    return isStringList(value) ? value : [];
  },
  autofill: (raw) => {
    const value = raw === null ? null : parseJson(raw);
    return isObject(value) && isObject(value.department_id) && isObject(value.project_id)
      ? (value as unknown as Autofill)
      : null;
  },
  appCode: (raw) => (raw === null || raw === '' ? null : raw),
  locale: (raw) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
  modules: (raw) => {
    const value = raw === null ? null : parseJson(raw);
    return isStringList(value) ? value : null;
  },
};

function encode(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The raw stored string of a key; stable between writes, so hooks can compare it. */
export function readRaw(key: StoredKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null;
  }
}

/** Decodes one raw stored string; used together with readRaw by the React hook. */
export function decodeStored<K extends StoredKey>(key: K, raw: string | null): StoredState[K] {
  return decoders[key](raw);
}

/** Reads one stored value, falling back to its default when absent or malformed. */
export function readStored<K extends StoredKey>(key: K): StoredState[K] {
  return decoders[key](readRaw(key));
}

/** Writes one stored value; null removes it. */
export function writeStored<K extends StoredKey>(key: K, value: StoredState[K]): void {
  if (value === null) window.localStorage.removeItem(STORAGE_KEYS[key]);
  else window.localStorage.setItem(STORAGE_KEYS[key], encode(value));
  notify();
}

/** Removes the signed-in session (profile, token, permissions, autofill, module list). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) window.localStorage.removeItem(STORAGE_KEYS[key]);
  notify();
}

/**
 * Removes every stored value of the product. The language choice is kept on purpose:
 * it is the visitor's preference, not session data, and a sign-out should not switch
 * the interface language back under the user's feet.
 */
export function clearStorage(): void {
  for (const key of Object.keys(STORAGE_KEYS) as StoredKey[]) {
    if (key !== 'locale') window.localStorage.removeItem(STORAGE_KEYS[key]);
  }
  notify();
}

/** Calls the listener after every change, from this tab or (via the storage event) another. */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
