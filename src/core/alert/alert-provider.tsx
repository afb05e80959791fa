import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getAlertState, subscribeAlerts } from './alert-store';

// The dialogs and the toast (MUI Dialog, Snackbar and their transitions) load with the
// first alert, not with the login screen.
const AlertDialogs = lazy(() => import('./alert-dialogs'));

/**
 * Renders the alerts that the imperative `alert` API asks for, next to the app. Once an
 * alert has been asked for, the dialogs stay mounted, so each one closes with its transition.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeAlerts, getAlertState, getAlertState);
  const asked = state.error !== null || state.success !== null || state.confirm !== null;
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  return (
    <>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <AlertDialogs state={state} />
        </Suspense>
      )}
    </>
  );
}
