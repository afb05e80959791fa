import { useMemo, useSyncExternalStore } from 'react';
import { decodeStored, readRaw, subscribeStorage, type StoredKey, type StoredState } from './storage';

/** One stored value that re-renders the component when it changes. */
export function useStored<K extends StoredKey>(key: K): StoredState[K] {
  // The raw string is the snapshot because it is stable between writes; decoding a
  // fresh object on every read would make React re-render forever.
  const raw = useSyncExternalStore(subscribeStorage, () => readRaw(key), () => null);
  return useMemo(() => decodeStored(key, raw), [key, raw]);
}
