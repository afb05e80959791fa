import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadBoundaryProps {
  /** The part whose code loads apart (a `preloadable`'s Component). */
  children: ReactNode;
  /** Drawn while that code is on its way. */
  fallback: ReactNode;
  /** Loads the code again; the part is drawn anew once it resolves. */
  retry: () => Promise<unknown>;
  /** The field the part is, named in the failure so the user knows which one it was. */
  label?: string;
  /** What the failure says instead, for a part that is no field. */
  message?: string;
  sx?: SxProps<Theme>;
}

/** Catches what the part throws as it renders (its code that failed to load, mostly). */
class Catcher extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the screen failed to load:', error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of a screen whose code loads apart (a picker, a map, an editor, the alert dialogs).
 * When that code cannot be loaded, on a connection lost for a moment, the part shows so in its
 * place with a way to try again, and the rest of the screen stays as it was: a form keeps what
 * the user typed, where the route's error screen would have replaced it. The part is tried
 * again by the button, and by itself when the browser is back online.
 */
export function LoadBoundary({ children, fallback, retry, label, message, sx }: LoadBoundaryProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const tryAgain = useCallback(() => {
    setRetrying(true);
    retry().then(
      () => {
        setRetrying(false);
        setFailed(false);
        setAttempt((count) => count + 1);
      },
      () => setRetrying(false),
    );
  }, [retry]);
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  }, [failed, tryAgain]);

  if (failed) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        sx={sx}
        action={
          <Button color="inherit" size="small" onClick={tryAgain} disabled={retrying} sx={{ whiteSpace: 'nowrap' }}>
            {t('loadFailed.retry')}
          </Button>
        }
      >
        {message ?? (label ? t('loadFailed.field', { label }) : t('loadFailed.part'))}
      </Alert>
    );
  }
  return (
    <Catcher key={attempt} onError={() => setFailed(true)}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Catcher>
  );
}
