import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { type FocusEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/** The attribute naming an element's hint: `<IconButton aria-label={label} {...hint(label)}>`. */
export const hint = (text: string) => ({ 'data-hint': text });

// As MUI's Tooltip waits before it shows on hover, so a pointer crossing a row of icons
// does not flash a hint at each.
const ENTER_DELAY_MS = 100;

function hinted(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>('[data-hint]') : null;
}

/**
 * One MUI tooltip for every element inside marked with `hint(text)`: it shows the text of
 * the one hovered, or reached by keyboard, as a Tooltip around each would. A page of 20
 * rows holds 60 action icons, and a Tooltip each cost the list's first drawing 12 of its
 * 328 ms of main-thread time (a role's 130 permission switches, 33 of 334) while at most
 * one of them is ever open.
 */
export function HintArea({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The element last asked for, shown or still waiting out its delay: moving over the icon
  // inside a button does not start the wait again.
  const asked = useRef<HTMLElement | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (element: HTMLElement | null, delay: number) => {
    clearTimeout(timer.current);
    asked.current = element;
    if (element === null || delay === 0) setTarget(element);
    else timer.current = setTimeout(() => setTarget(element), delay);
  };
  const onMouseOver = (event: MouseEvent) => {
    const element = hinted(event.target);
    if (element !== asked.current) show(element, ENTER_DELAY_MS);
  };
  // As MUI's Tooltip does, a hint shows on focus from the keyboard, not on a click; the
  // focus may be on a control inside the marked element (a switch in its row).
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) show(hinted(event.target), 0);
  };
  const title = target?.dataset.hint ?? '';
  return (
    <Box onMouseOver={onMouseOver} onMouseLeave={() => show(null, 0)} onFocus={onFocus} onBlur={() => show(null, 0)}>
      {children}
      <Tooltip open={title !== ''} title={title} slotProps={{ popper: { anchorEl: target } }}>
        <span hidden />
      </Tooltip>
    </Box>
  );
}
