import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { answerConfirm, dismissError, dismissSuccess } from './alert-store';
import { ALERT_DURATION_MS, type AlertState, type ConfirmAlertState, type ErrorAlertState, type SuccessAlertState } from './alert-types';

function ErrorDialog({ alert }: { alert: ErrorAlertState | null }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(() => dismissError(alert.id), ALERT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [alert]);
  return (
    <Dialog open={alert !== null} onClose={() => alert && dismissError(alert.id)} maxWidth="xs" fullWidth aria-labelledby="alert-error-title">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 72 }} />
        <Typography id="alert-error-title" variant="h5" component="h2" sx={{ mt: 1 }}>
          {alert?.title || t('alert.errorTitle')}
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{alert?.message}</Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" color="error" onClick={() => alert && dismissError(alert.id)}>
          {t('alert.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SuccessToast({ alert }: { alert: SuccessAlertState | null }) {
  return (
    <Snackbar
      key={alert?.id}
      open={alert !== null}
      autoHideDuration={ALERT_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && alert && dismissSuccess(alert.id)}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // Below the app bar, so the toast never covers the language switch or sign-out.
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Alert severity="success" variant="filled" onClose={() => alert && dismissSuccess(alert.id)} sx={{ minWidth: 280 }}>
        {alert?.message}
      </Alert>
    </Snackbar>
  );
}

function ConfirmDialog({ alert }: { alert: ConfirmAlertState | null }) {
  const { t } = useTranslation('common');
  const answer = (confirmed: boolean) => alert && answerConfirm(alert.id, confirmed);
  return (
    <Dialog open={alert !== null} onClose={() => answer(false)} maxWidth="xs" fullWidth aria-labelledby="alert-confirm-title">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <WarningAmberIcon color="warning" sx={{ fontSize: 72 }} />
        <Typography id="alert-confirm-title" variant="h5" component="h2" sx={{ mt: 1 }}>
          {alert?.title || t('alert.confirmTitle')}
        </Typography>
        {alert?.text && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{alert.text}</Typography>}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        <Button variant="contained" color="primary" onClick={() => answer(true)}>
          {alert?.confirmText || t('alert.confirm')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => answer(false)}>
          {alert?.cancelText || t('alert.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface AlertDialogsProps {
  state: AlertState;
}

/** The error dialog, the success toast and the confirm dialog, as the alert store has them. */
export default function AlertDialogs({ state }: AlertDialogsProps) {
  return (
    <>
      <ErrorDialog alert={state.error} />
      <SuccessToast alert={state.success} />
      <ConfirmDialog alert={state.confirm} />
    </>
  );
}
