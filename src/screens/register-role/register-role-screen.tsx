import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { alert } from '../../core/alert';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useRegisterRoleMutation, useRegisterRoles } from '../../core/auth/account-api';
import type { AccountRouteState } from '../../core/auth/account-types';
import type { BeforeLoginUser } from '../../core/auth/auth-types';
import { LOGIN_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { accountFailureText } from '../account-failure';
import { ACCOUNT_NS, useAccountText } from '../account-text';
import { PasswordField } from '../login/password-field';
import { PageHeading } from '../../widgets/page-heading';

/** /register-role: an existing user without a role (login answered anonymous) picks one (spec §2). */
export function RegisterRoleScreen() {
  useAccountText();
  const { t } = useTranslation(ACCOUNT_NS);
  const config = useAppConfig();
  useDocumentTitle(t('registerRole.title'), config.app_name);
  const user = (useLocation().state as AccountRouteState | null)?.user as BeforeLoginUser | undefined;
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <PublicPageFrame maxWidth={520}>
      <RoleForm user={user} />
    </PublicPageFrame>
  );
}

function RoleForm({ user }: { user: BeforeLoginUser }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const roles = useRegisterRoles();
  const submitRole = useRegisterRoleMutation();
  const [roleId, setRoleId] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const ready = roleId !== null && password.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    submitRole.mutate(
      { ...user, role_id: roleId, password: password.trim() },
      {
        onSuccess: (answer) => {
          if (answer.message) alert.success(answer.message);
          const state: AccountRouteState = { user: answer.data?.user ?? user, department: answer.data?.department ?? null };
          void navigate('/waiting-account', { replace: true, state });
        },
        onError: (failure) => alert.error(accountFailureText(failure, t('registerRole.failed'))),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeading title={t('registerRole.title')} intro={t('registerRole.intro', { name: user.fullname || user.username || user.email || '' })} />
      <Stack spacing={2}>
        {roles.isPending && <CircularProgress size={28} sx={{ alignSelf: 'center' }} aria-label={t('register.loadingOptions')} />}
        {roles.isError && <Alert severity="error">{t('register.loadFailed')}</Alert>}
        {roles.data?.length === 0 && <Alert severity="info">{t('registerRole.noRoles')}</Alert>}
        {roles.data && roles.data.length > 0 && (
          <FormControl required>
            <FormLabel id="register-role-label">{t('registerRole.roles')}</FormLabel>
            <RadioGroup aria-labelledby="register-role-label" name="role_id" value={roleId === null ? '' : String(roleId)} onChange={(event) => setRoleId(Number(event.target.value))}>
              {roles.data.map((role) => (
                <FormControlLabel
                  key={role.id}
                  value={String(role.id)}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 0.5 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography>{role.role_name}</Typography>
                      {role.description && (
                        <Typography variant="body2" color="text.secondary">
                          {role.description}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <PasswordField label={t('registerRole.password')} value={password} onChange={setPassword} required />
        <Button type="submit" variant="contained" size="large" disabled={!ready} loading={submitRole.isPending} fullWidth>
          {t('registerRole.submit')}
        </Button>
        <Button component={RouterLink} to={LOGIN_PATH} variant="text">
          {t('backToLogin')}
        </Button>
      </Stack>
    </Box>
  );
}
