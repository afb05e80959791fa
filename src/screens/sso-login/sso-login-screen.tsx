import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { alert } from '../../core/alert';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useSsoTokenMutation } from '../../core/auth/account-api';
import { classifyLoginFailure } from '../../core/auth/login-outcome';
import { startSession } from '../../core/auth/session';
import { LOGIN_PATH, MAIN_MODULE_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { ACCOUNT_NS, useAccountText } from '../account-text';

export interface SsoLoginScreenProps {
  /** The module list stored at sign-in, as for the password login. */
  moduleNames: readonly string[];
}

/** /sso-login?id={token}: trades the identity provider's token for a session (spec §2). */
export function SsoLoginScreen({ moduleNames }: SsoLoginScreenProps) {
  useAccountText();
  const { t } = useTranslation(ACCOUNT_NS);
  const config = useAppConfig();
  useDocumentTitle(t('sso.title'), config.app_name);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('id')?.trim() ?? '';
  const exchange = useSsoTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const message = token === '' ? t('sso.missingToken') : failure;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (token === '' || asked.current === token) return;
    asked.current = token;
    exchange.mutate(token, {
      onSuccess: (response) => {
        startSession(response, moduleNames, config.app_code);
        alert.success(response.message || t('sso.success'));
        void navigate(MAIN_MODULE_PATH, { replace: true });
      },
      onError: (error) => {
        // The same outcomes as a password login (spec §4).
        const failure = classifyLoginFailure(error, t('sso.failed'));
        if (failure.kind === 'email_verified') return void navigate('/waiting-account', { replace: true, state: { user: failure.user } });
        if (failure.kind === 'anonymous') return void navigate('/register-role', { replace: true, state: { user: failure.user } });
        setFailure(failure.message);
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one exchange per token
  }, [token]);

  return (
    <PublicPageFrame>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('sso.title')}
        </Typography>
        {message === null ? (
          <Box role="status" sx={{ mt: 3 }}>
            <CircularProgress aria-hidden />
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('sso.waiting')}
            </Typography>
          </Box>
        ) : (
          <>
            <Alert severity="warning" role="alert" sx={{ mt: 3, textAlign: 'left' }}>
              {message}
            </Alert>
            <Button variant="contained" component={RouterLink} to={LOGIN_PATH} sx={{ mt: 3 }} fullWidth>
              {t('backToLogin')}
            </Button>
          </>
        )}
      </Box>
    </PublicPageFrame>
  );
}
