import { useCallback, useMemo, useState } from 'react';
import { readColumnVisibility, writeColumnVisibility } from '../../core/column-preferences';
import { useStored } from '../../core/use-stored';

/** The list's column switches, remembered per user and module across visits. */
export function useColumnVisibility(moduleName: string) {
  const userId = useStored('profile')?.id ?? 0;
  const key = `${userId}/${moduleName}`;
  // Another module or user rendered by the same component starts from its own saved switches,
  // read once for it: the same object until a switch changes, so the table is not drawn again.
  const saved = useMemo(() => readColumnVisibility(userId, moduleName), [userId, moduleName]);
  const [state, setState] = useState<{ key: string; visibility: Record<string, boolean> } | null>(null);
  const current = state?.key === key ? state.visibility : saved;
  const setVisibility = useCallback(
    (visibility: Record<string, boolean>) => {
      writeColumnVisibility(userId, moduleName, visibility);
      setState({ key, visibility });
    },
    [userId, moduleName, key],
  );
  return [current, setVisibility] as const;
}
