import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { alert } from '../../core/alert';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useRegisterMutation } from '../../core/auth/account-api';
import { LOGIN_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { accountFailureText } from '../account-failure';
import { ACCOUNT_NS, useAccountText } from '../account-text';
import { AccountStep } from './account-step';
import { PlacementStep } from './placement-step';
import { RegisterDone } from './register-done';
import { ReviewStep } from './review-step';
import { isSettled, useAvailability } from './use-availability';
import { accountFilled, placementComplete, REGISTER_STEPS, useRegisterWizard } from './use-register-wizard';

// Read by screen readers only: the step's state next to its name.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** /register: the 3-step wizard of spec §2, then 'Pendaftaran Selesai'. */
export function RegisterScreen() {
  useAccountText();
  const { t } = useTranslation(ACCOUNT_NS);
  const config = useAppConfig();
  useDocumentTitle(t('register.title'), config.app_name);
  const wizard = useRegisterWizard();
  const { values, step } = wizard;
  const emailStatus = useAvailability('email', values.email);
  const usernameStatus = useAvailability('username', values.username);
  const registration = useRegisterMutation();
  const [done, setDone] = useState<{ email: string; message?: string } | null>(null);

  const canGoOn =
    step === 0
      ? accountFilled(values) && isSettled(emailStatus) && isSettled(usernameStatus)
      : step === 1
        ? placementComplete(values)
        : accountFilled(values) && placementComplete(values);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canGoOn) return;
    if (step < 2) return wizard.next();
    const payload = wizard.payload();
    registration.mutate(payload, {
      onSuccess: (answer) => setDone({ email: answer.data?.email || payload.email, message: answer.message }),
      onError: (failure) => alert.error(accountFailureText(failure, t('register.failed'))),
    });
  };

  if (done) {
    return (
      <PublicPageFrame maxWidth={560}>
        <RegisterDone email={done.email} message={done.message} />
      </PublicPageFrame>
    );
  }

  return (
    <PublicPageFrame maxWidth={640}>
      <Typography variant="h5" component="h1">
        {t('register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('register.subtitle')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {REGISTER_STEPS.map((name, index) => {
          const state = wizard.stepState(index);
          return (
            <Step key={name} completed={state === 'done'} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <StepLabel>
                {t(`register.steps.${name}`)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${t(`register.stepState.${state}`)})`}
                </Box>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {step === 0 && <AccountStep values={values} onChange={wizard.setField} emailStatus={emailStatus} usernameStatus={usernameStatus} />}
        {step === 1 && <PlacementStep values={values} onChange={wizard.setField} />}
        {step === 2 && <ReviewStep values={values} />}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="outlined" onClick={wizard.back} disabled={step === 0 || registration.isPending} sx={{ flex: 1 }}>
            {t('register.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canGoOn} loading={registration.isPending} sx={{ flex: 1 }}>
            {step < 2 ? t('register.next') : t('register.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('register.loginLink')}
        </Link>
      </Typography>
    </PublicPageFrame>
  );
}
