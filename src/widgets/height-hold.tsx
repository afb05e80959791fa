import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, useCallback, useContext, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/** Registers a first load under the enclosing HeightHold; the function it returns ends it. */
type RegisterLoad = () => () => void;

const HoldContext = createContext<RegisterLoad | null>(null);

/**
 * Tells the enclosing HeightHold, if any, that this part's first data is still loading: the
 * hold then keeps the height the content had before, instead of this part's loading state.
 */
export function useHoldWhileLoading(loading: boolean): void {
  const register = useContext(HoldContext);
  useLayoutEffect(() => (register && loading ? register() : undefined), [register, loading]);
}

/** What a HeightHold's owner calls just before it replaces the content. */
export interface HeightHoldHandle {
  hold: () => void;
}

export interface HeightHoldProps {
  ref?: Ref<HeightHoldHandle>;
  /** Names the content: another key is other content, mounted anew. */
  contentKey: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A box whose content is replaced (a tab chosen) keeps the height it had, once its owner has
 * called `hold`, until what replaces it has loaded (the parts that call useHoldWhileLoading),
 * then takes its new height once. A list's loading rows, taller or shorter than its rows, no
 * longer make the page grow and shrink under the pointer, nor a window at the page's bottom
 * jump as it is clamped. Content with nothing loading shows at its own height at once.
 */
export function HeightHold({ ref, contentKey, sx, children }: HeightHoldProps) {
  const element = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState<number | null>(null);
  const pending = useRef(0);
  useImperativeHandle(ref, () => ({ hold: () => setHeld(element.current?.getBoundingClientRect().height ?? null) }), []);
  const register = useCallback<RegisterLoad>(() => {
    pending.current += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      pending.current -= 1;
      if (pending.current === 0) setHeld(null);
    };
  }, []);
  // The content's own layout effects ran first: a part still loading has registered by now.
  useLayoutEffect(() => {
    if (pending.current === 0) setHeld(null);
  }, [contentKey]);
  return (
    // A height of its own each time: an inline style, not a style rule made for every height.
    <Box key={contentKey} ref={element} sx={sx} style={held === null ? undefined : { height: held, overflow: 'hidden' }} aria-busy={held !== null || undefined}>
      <HoldContext value={register}>{children}</HoldContext>
    </Box>
  );
}
