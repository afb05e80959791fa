import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/api-error';
import { useForgotPasswordMutation } from '../../core/auth/auth-api';
import { PageHeading } from '../../widgets/page-heading';
import { OutlinedTextField } from '../../widgets/outlined-text-field';

export interface ForgotFormProps {
  onSent: (email: string, message: string | undefined) => void;
  onBack: () => void;
}

/** The forgot state of /login: one email field, submit disabled until it is filled (spec §5). */
export function ForgotForm({ onSent, onBack }: ForgotFormProps) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = email.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '') return;
    setError(null);
    forgot.mutate(trimmed, {
      onSuccess: (data) => onSent(trimmed, data.message),
      onError: (failure) => setError(errorMessage(failure, t('forgot.failed'))),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeading title={t('forgot.title')} intro={t('forgot.intro')} />
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <OutlinedTextField
          label={t('forgot.email')}
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={trimmed === ''} loading={forgot.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
        <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: 'center' }}>
          {t('forgot.back')}
        </Link>
      </Stack>
    </Box>
  );
}
