import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../core/api-error';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useVerifyEmailMutation } from '../../core/auth/account-api';
import type { AccountPlacement, AccountRouteState } from '../../core/auth/account-types';
import { LOGIN_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { ACCOUNT_NS, useAccountText } from '../account-text';
import { PageHeading } from '../../widgets/page-heading';

/** /verify-email?code=: submits the link's code on load, or a code typed by hand (spec §2). */
export function VerifyEmailScreen() {
  useAccountText();
  const { t } = useTranslation(ACCOUNT_NS);
  const config = useAppConfig();
  useDocumentTitle(t('verifyEmail.title'), config.app_name);
  const linkCode = useSearchParams()[0].get('code')?.trim() ?? '';
  const verify = useVerifyEmailMutation();
  const [code, setCode] = useState(linkCode);
  const [result, setResult] = useState<{ message: string; placement?: AccountPlacement } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submitted = useRef<string | null>(null);

  const send = (value: string) => {
    setError(null);
    verify.mutate(value, {
      onSuccess: (answer) => setResult({ message: answer.message || t('verifyEmail.success'), placement: answer.data }),
      onError: (failure) => setError(errorMessage(failure, t('verifyEmail.failed'))),
    });
  };

  // The code is single-use: ask once per code even when effects run twice.
  useEffect(() => {
    if (linkCode === '' || submitted.current === linkCode) return;
    submitted.current = linkCode;
    send(linkCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link code
  }, [linkCode]);

  if (result) return <VerifiedPanel message={result.message} placement={result.placement} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') send(code.trim());
  };

  return (
    <PublicPageFrame>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PageHeading title={t('verifyEmail.title')} intro={t('verifyEmail.intro')} />
        <Stack spacing={2}>
          {verify.isPending && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('verifyEmail.verifying')}</Typography>
            </Stack>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField label={t('verifyEmail.code')} name="code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={code.trim() === ''} loading={verify.isPending} fullWidth>
            {t('verifyEmail.submit')}
          </Button>
          <Button component={RouterLink} to={LOGIN_PATH} variant="text">
            {t('backToLogin')}
          </Button>
        </Stack>
      </Box>
    </PublicPageFrame>
  );
}

/** The server's message as the title: the data is now in the approval process. */
function VerifiedPanel({ message, placement }: { message: string; placement?: AccountPlacement }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const waitingState: AccountRouteState = { user: placement?.user, department: placement?.department ?? null };
  return (
    <PublicPageFrame>
      <Box sx={{ textAlign: 'center' }} role="status">
        <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('verifyEmail.successBody')}
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={LOGIN_PATH} fullWidth>
            {t('verifyEmail.toLogin')}
          </Button>
          {placement?.user && (
            <Button variant="outlined" component={RouterLink} to="/waiting-account" state={waitingState} fullWidth>
              {t('verifyEmail.toWaiting')}
            </Button>
          )}
        </Stack>
      </Box>
    </PublicPageFrame>
  );
}
