import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useChangePasswordMutation } from '../../core/auth/account-api';
import { isResetLinkUsable } from '../../core/auth/reset-link';
import { LOGIN_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { ACCOUNT_NS, useAccountText } from '../account-text';
import { PasswordField } from '../login/password-field';
import { PageHeading } from '../../widgets/page-heading';

/** /reset-password?code=&ts=: a new password from a reset link; back to login when the link is missing or too old (spec §5). */
export function ResetPasswordScreen() {
  useAccountText();
  const { t } = useTranslation(ACCOUNT_NS);
  const config = useAppConfig();
  useDocumentTitle(t('reset.title'), config.app_name);
  const [params] = useSearchParams();
  const code = params.get('code');
  // Judged once, when the link is opened: a form left open does not vanish under the user.
  const [usable] = useState(() => isResetLinkUsable(code, params.get('ts')));
  if (!usable || !code) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <PublicPageFrame>
      <ResetForm code={code} />
    </PublicPageFrame>
  );
}

function ResetForm({ code }: { code: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const change = useChangePasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filled = password !== '' && confirmation !== '';
  const mismatch = confirmation !== '' && password !== confirmation;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled || mismatch) return;
    setError(null);
    change.mutate(
      { code, password },
      {
        onSuccess: (answer) => {
          alert.success(answer.message || t('reset.success'));
          void navigate(LOGIN_PATH, { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, t('reset.failed'))),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeading title={t('reset.title')} intro={t('reset.intro')} />
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <PasswordField
          label={t('reset.password')}
          name="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          helperText={t('reset.passwordHint')}
          required
        />
        <PasswordField
          label={t('reset.confirm')}
          name="password_confirmation"
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          error={mismatch}
          helperText={mismatch ? t('reset.mismatch') : undefined}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={!filled || mismatch} loading={change.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
        <Button component={RouterLink} to={LOGIN_PATH} variant="text">
          {t('backToLogin')}
        </Button>
      </Stack>
    </Box>
  );
}
