import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary } from '../load-boundary';
import { preloadable } from '../preloadable';
import { getAlertState, subscribeAlerts } from './alert-store';
import type { AlertDialogsProps } from './alert-dialogs';

// The dialogs and the toast (MUI Dialog, Snackbar and their transitions) load with the
// first alert, or once the layout is idle (preloadAlertDialogs), not with the login screen.
const alertDialogs = preloadable<AlertDialogsProps>(async () => (await import('./alert-dialogs')).default);

/**
 * Loads the alerts' code ahead of need: the first alert is often a lost connection's, which
 * could not load it then.
 */
export const preloadAlertDialogs = alertDialogs.preload;

/**
 * Renders the alerts that the imperative `alert` API asks for, next to the app. Once an
 * alert has been asked for, the dialogs stay mounted, so each one closes with its transition.
 * Their code failing to load leaves the app as it was, with a way to load it again that then
 * shows the alert.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const state = useSyncExternalStore(subscribeAlerts, getAlertState, getAlertState);
  const asked = state.error !== null || state.success !== null || state.confirm !== null;
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  return (
    <>
      {children}
      {mounted && (
        <LoadBoundary
          fallback={null}
          retry={preloadAlertDialogs}
          message={t('loadFailed.alert')}
          sx={{ position: 'fixed', top: { xs: 64, sm: 80 }, left: '50%', transform: 'translateX(-50%)', zIndex: 'snackbar', bgcolor: 'background.paper', maxWidth: 'calc(100vw - 32px)' }}
        >
          <alertDialogs.Component state={state} />
        </LoadBoundary>
      )}
    </>
  );
}
