import { useCallback, useState } from 'react';
import { type LayoutPreferences, readLayoutPreferences, writeLayoutPreferences } from '../../core/layout-preferences';
import { useStored } from '../../core/use-stored';

/** The signed-in user's layout choices and a setter for one of them; each change is saved at once. */
export function useLayoutPreferences() {
  const userId = useStored('profile')?.id ?? 0;
  const [state, setState] = useState(() => ({ userId, preferences: readLayoutPreferences(userId) }));
  // Another user signing in on the same page starts from their own saved layout.
  const preferences = state.userId === userId ? state.preferences : readLayoutPreferences(userId);
  const setPreference = useCallback(
    <K extends keyof LayoutPreferences>(key: K, value: LayoutPreferences[K]) => {
      const next = { ...readLayoutPreferences(userId), [key]: value };
      writeLayoutPreferences(userId, next);
      setState({ userId, preferences: next });
    },
    [userId],
  );
  return [preferences, setPreference] as const;
}
