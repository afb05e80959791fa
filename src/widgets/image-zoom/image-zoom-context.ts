import { createContext, useContext } from 'react';

/** What the shared image zoom modal offers to any component below its provider. */
export interface ImageZoomApi {
  /** Opens the modal on this image. */
  zoom: (src: string, alt?: string) => void;
  close: () => void;
}

export const ImageZoomContext = createContext<ImageZoomApi | null>(null);

/**
 * The shared image zoom (spec §2). Outside a provider it falls back to opening the
 * image in a new tab, so a widget never breaks for lack of one.
 */
export function useImageZoom(): ImageZoomApi {
  const api = useContext(ImageZoomContext);
  return api ?? FALLBACK;
}

const FALLBACK: ImageZoomApi = {
  zoom: (src) => {
    window.open(src, '_blank', 'noopener,noreferrer');
  },
  close: () => undefined,
};
