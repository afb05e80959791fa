import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isPhoneOrTablet } from '../core/user-agent';
import { FullScreenLoader } from './full-screen-loader';

// Only phones and tablets see the gate, so its screen is not part of every desktop page load.
const GateScreen = lazy(() => import('./mobile-gate-screen'));

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
    <Suspense fallback={<FullScreenLoader />}>
      <GateScreen onContinue={onContinue} />
    </Suspense>
  );
}
