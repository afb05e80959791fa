/**
 * Which list columns a user switched off, per module, kept in this browser so a screen
 * looks the same on the next visit. Keyed by user too: a shared office computer must not
 * hand one user's layout to the next. Not session data, so sign-out leaves it.
 */
const keyOf = (userId: number, moduleName: string) => `manpower.columns.${userId}.${moduleName}`;

/** The saved visibility (column id → shown); an absent or malformed entry reads as all shown. */
export function readColumnVisibility(userId: number, moduleName: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId, moduleName)) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** Saves the visibility; only hidden columns are kept, so a column added later shows. */
export function writeColumnVisibility(userId: number, moduleName: string, visibility: Record<string, boolean>): void {
  const hidden = Object.fromEntries(Object.entries(visibility).filter(([, shown]) => !shown));
  try {
    if (Object.keys(hidden).length === 0) window.localStorage.removeItem(keyOf(userId, moduleName));
    else window.localStorage.setItem(keyOf(userId, moduleName), JSON.stringify(hidden));
  } catch {
    // A full or blocked storage only loses the preference, never the screen.
  }
}
