import { useState, type ReactNode } from 'react';
import { LoadBoundary } from '../core/load-boundary';
import { preloadable } from '../core/preloadable';
import { isPhoneOrTablet } from '../core/user-agent';
import { FullScreenLoader } from './full-screen-loader';

// Only phones and tablets see the gate, so its screen is not part of every desktop page load.
const gateScreen = preloadable<{ onContinue: () => void }>(async () => (await import('./mobile-gate-screen')).default);

/** sessionStorage key remembering 'continue anyway' for the rest of the browser session. */
export const MOBILE_GATE_KEY = 'manpower.mobile-gate.continue';

function continuedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(MOBILE_GATE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Spec §1 mobile gate: phones and tablets see a 'device too small' screen until they continue. */
export function MobileGate({ children }: { children: ReactNode }) {
  const [passed, setPassed] = useState(() => !isPhoneOrTablet(navigator.userAgent, navigator.maxTouchPoints) || continuedThisSession());
  if (passed) return children;
  const onContinue = () => {
    try {
      window.sessionStorage.setItem(MOBILE_GATE_KEY, '1');
    } catch {
      // Private mode without sessionStorage: the choice lasts until the page reloads.
    }
    setPassed(true);
  };
  return (
    <LoadBoundary fallback={<FullScreenLoader />} retry={gateScreen.preload} sx={{ m: 2 }}>
      <gateScreen.Component onContinue={onContinue} />
    </LoadBoundary>
  );
}
