import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alert } from '../../core/alert';
import { useAppConfig } from '../../core/app-config/app-config-api';
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
export function useSignin(moduleNames: readonly string[]): SigninController {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const config = useAppConfig();
  const loginMutation = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedUser, setUnverifiedUser] = useState<BeforeLoginUser | null>(null);

  const onFailure = (failure: ReturnType<typeof classifyLoginFailure>) => {
    if (failure.kind === 'email_verified') return navigate('/waiting-account', { state: { user: failure.user } });
    if (failure.kind === 'anonymous') return navigate('/register-role', { state: { user: failure.user } });
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
    const request = config.features.sso ? { username, password, app_code: config.app_code } : { username, password };
    loginMutation.mutate(request, {
      onSuccess: (response) => {
        startSession(response, moduleNames, config.app_code);
        alert.success(response.message || t('signin.success'));
        void navigate(MAIN_MODULE_PATH, { replace: true });
      },
      onError: (failure) => void onFailure(classifyLoginFailure(failure, t('signin.failed'))),
    });
  };

  return { submit, error, unverifiedUser, isPending: loginMutation.isPending };
}
