/**
 * How a user arranged the layout (side menu folded to icons, right aside closed), kept in
 * this browser per user, as column-preferences.ts keeps the list columns: a shared office
 * computer must not hand one user's layout to the next. Not session data, so sign-out leaves it.
 */
export interface LayoutPreferences {
  /** The desktop side menu shows icons only. */
  menuCollapsed: boolean;
  /** The right aside (feature asideRight) is closed. */
  asideClosed: boolean;
}

const DEFAULTS: LayoutPreferences = { menuCollapsed: false, asideClosed: false };

const keyOf = (userId: number) => `manpower.layout.${userId}`;

/** The saved layout of a user; an absent or malformed entry reads as the default (menu open, aside shown). */
export function readLayoutPreferences(userId: number): LayoutPreferences {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return DEFAULTS;
    const saved = value as Record<string, unknown>;
    return {
      menuCollapsed: saved.menuCollapsed === true,
      asideClosed: saved.asideClosed === true,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Saves a user's layout. */
export function writeLayoutPreferences(userId: number, preferences: LayoutPreferences): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(preferences));
  } catch {
    // A full or blocked storage only loses the preference, never the screen.
  }
}
