import { useCallback, useState } from 'react';
import { readColumnVisibility, writeColumnVisibility } from '../../core/column-preferences';
import { useStored } from '../../core/use-stored';

/** The list's column switches, remembered per user and module across visits. */
export function useColumnVisibility(moduleName: string) {
  const userId = useStored('profile')?.id ?? 0;
  const [state, setState] = useState(() => ({ key: `${userId}/${moduleName}`, visibility: readColumnVisibility(userId, moduleName) }));
  // Another module or user rendered by the same component starts from its own saved switches.
  const current = state.key === `${userId}/${moduleName}` ? state.visibility : readColumnVisibility(userId, moduleName);
  const setVisibility = useCallback(
    (visibility: Record<string, boolean>) => {
      writeColumnVisibility(userId, moduleName, visibility);
      setState({ key: `${userId}/${moduleName}`, visibility });
    },
    [userId, moduleName],
  );
  return [current, setVisibility] as const;
}
