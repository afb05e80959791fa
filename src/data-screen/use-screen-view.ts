import { useState } from 'react';
import { type ScreenView, useViewState } from '../core/url-query-state';

/** The view shown and a way to change it: from the URL (spec §2), or in memory for an embedded screen. */
export function useScreenView(embedded: boolean): { view: ScreenView; id: string | null; goTo: (view: ScreenView, id?: string | number | null) => void } {
  const fromUrl = useViewState();
  const [local, setLocal] = useState<{ view: ScreenView; id: string | null }>({ view: 'list', id: null });
  if (!embedded) return fromUrl;
  return {
    ...local,
    goTo: (view, id) => setLocal({ view, id: id === undefined || id === null ? null : String(id) }),
  };
}
