import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { memo } from 'react';

/**
 * The controls a list draws once per row, as plain elements with one style sheet for all of
 * them: a page of 20 rows holds 60 action icons and 20 photo placeholders, and an MUI
 * IconButton or Avatar each worked out and serialized its styles, and ran its hooks, on every
 * render (about 10 React components an icon). They look as those do: a small IconButton of
 * the tone's colour with its fontSize="small" icon, a rounded 48 px Avatar with its person.
 */
export const ROW_ACTIONS_CLASS = 'ma-row-actions';
export const PHOTO_PLACEHOLDER_CLASS = 'ma-photo-placeholder';

const TONES = ['info', 'primary', 'error'] as const;
/** The palette colour of a row action. */
export type ActionTone = (typeof TONES)[number];
// MUI's TouchRipple: the opacity of its pulsing child.
const FOCUS_RIPPLE_OPACITY = 0.3;

function plainControlStyles(theme: Theme): Record<string, CSSObject> {
  const icon: CSSObject = { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', userSelect: 'none' };
  const tones = TONES.map((tone) => {
    const { main } = theme.palette[tone];
    return [
      `.${ROW_ACTIONS_CLASS} > button[data-tone="${tone}"]`,
      {
        color: main,
        '&:hover': { backgroundColor: alpha(main, theme.palette.action.hoverOpacity), '@media (hover: none)': { backgroundColor: 'transparent' } },
        // The disc MUI's ripple pulses on a focus from the keyboard: its colour at 0.3.
        '&:focus-visible': { backgroundColor: alpha(main, FOCUS_RIPPLE_OPACITY) },
      },
    ] as const;
  });
  return {
    // Tight on a phone, where the pinned actions column takes its width from the data.
    [`.${ROW_ACTIONS_CLASS}`]: { display: 'inline-flex', alignItems: 'center', gap: 0, [theme.breakpoints.up('sm')]: { gap: theme.spacing(0.5) } },
    [`.${ROW_ACTIONS_CLASS} > button`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: '0 0 auto',
      boxSizing: 'border-box',
      margin: 0,
      border: 0,
      padding: 5,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      cursor: 'pointer',
      verticalAlign: 'middle',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      fontSize: theme.typography.pxToRem(18),
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    },
    [`.${ROW_ACTIONS_CLASS} > button > svg`]: { ...icon, fontSize: theme.typography.pxToRem(20) },
    ...Object.fromEntries(tones),
    [`.${PHOTO_PLACEHOLDER_CLASS}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 48,
      height: 48,
      borderRadius: theme.shape.borderRadius,
      overflow: 'hidden',
      color: theme.palette.background.default,
      backgroundColor: theme.palette.grey[theme.palette.mode === 'dark' ? 600 : 400],
    },
    [`.${PHOTO_PLACEHOLDER_CLASS} > svg`]: { ...icon, width: '75%', height: '75%' },
  };
}

/** The style sheet of the plain controls, for a top-level data screen to hold once (its child tabs share it). */
export const PlainControlStyles = memo(function PlainControlStyles() {
  return <GlobalStyles styles={plainControlStyles} />;
});

/** A Material icon's path in the plain controls' 24-unit box, decorative: its control names it. */
export function PlainIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
