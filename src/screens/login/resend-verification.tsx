import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/api-error';
import { useResendVerificationMutation } from '../../core/auth/auth-api';
import type { BeforeLoginUser } from '../../core/auth/auth-types';
import { useCountdown } from './use-countdown';

/** Spec §9: resend verification stays disabled this long after a send. */
export const RESEND_COUNTDOWN_SECONDS = 60;

/** The resend-verification link shown with an email_unverified login answer. */
export function ResendVerification({ user }: { user: BeforeLoginUser }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerificationMutation();
  const { secondsLeft, start } = useCountdown();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);

  const send = () => {
    setFeedback(null);
    resend.mutate(user, {
      onSuccess: (data) => {
        start(RESEND_COUNTDOWN_SECONDS);
        setFeedback({ ok: true, text: data.message || t('resend.sent') });
      },
      onError: (error) => setFeedback({ ok: false, text: errorMessage(error, t('signin.failed')) }),
    });
  };

  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={send}
        disabled={secondsLeft > 0 || resend.isPending}
        sx={{ px: 0, textTransform: 'none', alignSelf: 'flex-start' }}
      >
        {secondsLeft > 0 ? t('resend.countdown', { seconds: secondsLeft }) : t('resend.link')}
      </Button>
      {feedback && (
        <Typography variant="body2" color={feedback.ok ? 'success.main' : 'error'} role="status">
          {feedback.text}
        </Typography>
      )}
    </>
  );
}
