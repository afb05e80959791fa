import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useAppNavigation } from '../../core/app-navigation';
import { useLoginMutation } from '../../core/auth/auth-api';
import type { BeforeLoginUser } from '../../core/auth/auth-types';
import { classifyLoginFailure } from '../../core/auth/login-outcome';
import { startSession } from '../../core/auth/session';
import { MAIN_MODULE_PATH } from '../../core/route-paths';

export interface SigninController {
  submit: (username: string, password: string) => void;
  /** The inline error alert's text (client check or server message). */
  error: string | null;
  /** Set after an email_unverified answer: the user the resend link sends for. */
  unverifiedUser: BeforeLoginUser | null;
  isPending: boolean;
}

/** The sign-in logic of spec §4 and §5, apart from the form that renders it. */
export function useSignin(): SigninController {
  const { t } = useTranslation('auth');
  const navigation = useAppNavigation();
  const config = useAppConfig();
  const loginMutation = useLoginMutation();
  const [entering, setEntering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unverifiedUser, setUnverifiedUser] = useState<BeforeLoginUser | null>(null);

  const onFailure = (failure: ReturnType<typeof classifyLoginFailure>) => {
    if (failure.kind === 'email_verified') return navigation.navigate('/waiting-account', { state: { user: failure.user } });
    if (failure.kind === 'anonymous') return navigation.navigate('/register-role', { state: { user: failure.user } });
    setError(failure.message);
    if (failure.kind === 'email_unverified') setUnverifiedUser(failure.user);
  };

  const submit = (rawUsername: string, rawPassword: string) => {
    const username = rawUsername.trim();
    const password = rawPassword.trim();
    setUnverifiedUser(null);
    if (username === '' || password === '') {
      setError(t('signin.required'));
      return;
    }
    setError(null);
    // Asked for with the sign-in, so the app's code (the module list comes with it) loads
    // while the server checks the password, not after.
    const moduleNames = navigation.moduleNames();
    const request = config.features.sso ? { username, password, app_code: config.app_code } : { username, password };
    loginMutation.mutate(request, {
      onSuccess: async (response) => {
        setEntering(true);
        startSession(response, await moduleNames, config.app_code);
        alert.success(response.message || t('signin.success'));
        await navigation.navigate(MAIN_MODULE_PATH, { replace: true });
        setEntering(false);
      },
      onError: (failure) => void onFailure(classifyLoginFailure(failure, t('signin.failed'))),
    });
  };

  // The button stays busy until the first screen of the app shows, so nobody signs in twice.
  return { submit, error, unverifiedUser, isPending: loginMutation.isPending || entering };
}
