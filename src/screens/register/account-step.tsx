import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../../core/auth/account-types';
import { ACCOUNT_NS } from '../account-text';
import { PasswordField } from '../login/password-field';
import { isConflict, type AvailabilityStatus } from './use-availability';

export interface AccountStepProps {
  values: RegistrationForm;
  onChange: <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => void;
  emailStatus: AvailabilityStatus;
  usernameStatus: AvailabilityStatus;
}

function StatusAdornment({ status }: { status: AvailabilityStatus }) {
  const { t } = useTranslation(ACCOUNT_NS);
  if (status === 'checking') {
    return (
      <InputAdornment position="end">
        <CircularProgress size={18} aria-label={t('register.checking')} />
      </InputAdornment>
    );
  }
  if (status === 'free') {
    return (
      <InputAdornment position="end">
        <CheckCircleOutlineIcon color="success" fontSize="small" titleAccess={t('register.available')} />
      </InputAdornment>
    );
  }
  return null;
}

/** Step 1: full name, email, username and password, the last two checked as they change (spec §5). */
export function AccountStep({ values, onChange, emailStatus, usernameStatus }: AccountStepProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const emailConflict = isConflict(emailStatus);
  const usernameConflict = isConflict(usernameStatus);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('register.fullname')}
        name="fullname"
        value={values.fullname}
        onChange={(event) => onChange('fullname', event.target.value)}
        autoComplete="name"
        required
        fullWidth
      />
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        autoComplete="email"
        required
        fullWidth
        error={emailConflict}
        helperText={emailConflict ? t('register.emailTaken') : undefined}
        slotProps={{ input: { endAdornment: <StatusAdornment status={emailStatus} /> } }}
      />
      <TextField
        label={t('register.username')}
        name="username"
        value={values.username}
        onChange={(event) => onChange('username', event.target.value)}
        autoComplete="username"
        required
        fullWidth
        error={usernameConflict}
        helperText={usernameConflict ? t('register.usernameTaken') : undefined}
        slotProps={{ input: { endAdornment: <StatusAdornment status={usernameStatus} /> } }}
      />
      <PasswordField
        label={t('register.password')}
        value={values.password}
        onChange={(value) => onChange('password', value)}
        autoComplete="new-password"
        helperText={t('register.passwordHint')}
        required
      />
    </Stack>
  );
}
