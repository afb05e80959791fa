import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { PasswordField } from './password-field';
import { ResendVerification } from './resend-verification';
import { useSignin } from './use-signin';
import { AppLink } from '../../widgets/app-link';
import { PageHeading } from '../../widgets/page-heading';
import { OutlinedTextField } from '../../widgets/outlined-text-field';

export interface SigninFormProps {
  onForgot: () => void;
}

/** The signin state of /login: every element spec §2 lists for it. */
export function SigninForm({ onForgot }: SigninFormProps) {
  const { t } = useTranslation('auth');
  const { features, guide_link: guideLink } = useAppConfig();
  const signin = useSignin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signin.submit(username, password);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeading title={t('signin.title')} intro={t('signin.subtitle')} />
      <Stack spacing={2}>
        {signin.error && (
          <Alert severity={signin.unverifiedUser ? 'warning' : 'error'} role="alert">
            <Stack>
              <span>{signin.error}</span>
              {signin.unverifiedUser && <ResendVerification user={signin.unverifiedUser} />}
            </Stack>
          </Alert>
        )}
        <OutlinedTextField
          label={t('signin.username')}
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          autoFocus
          fullWidth
        />
        <PasswordField label={t('signin.password')} value={password} onChange={setPassword} />
        {features.forgetPassword && (
          <Link component="button" type="button" variant="body2" onClick={onForgot} sx={{ alignSelf: 'flex-end' }}>
            {t('signin.forgotLink')}
          </Link>
        )}
        <Button type="submit" variant="contained" size="large" loading={signin.isPending} fullWidth>
          {t('signin.submit')}
        </Button>
        {features.allowRegister && (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('signin.registerPrompt')}{' '}
            <AppLink to="/register">{t('signin.registerLink')}</AppLink>
          </Typography>
        )}
        {guideLink && (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link href={guideLink} target="_blank" rel="noopener noreferrer">
              {t('signin.guideLink')}
            </Link>
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
