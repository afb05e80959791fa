import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingScreen } from '../widgets/loading-screen/loading-screen';
import type { SsoLoginScreenProps } from './sso-login/sso-login-screen';

/** A public account screen that loads its code and text only when its route opens. */
function lazyAccountScreen<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Screen = (props: P) => (
    <Suspense fallback={<LoadingScreen />}>
      <Lazy {...props} />
    </Suspense>
  );
  Screen.displayName = name;
  return Screen;
}

/** /register, the 3-step wizard. */
export const RegisterScreen = lazyAccountScreen('RegisterScreen', async () => (await import('./register/register-screen')).RegisterScreen);
/** /register-role, for a user without a role. */
export const RegisterRoleScreen = lazyAccountScreen('RegisterRoleScreen', async () => (await import('./register-role/register-role-screen')).RegisterRoleScreen);
/** /verify-email?code=. */
export const VerifyEmailScreen = lazyAccountScreen('VerifyEmailScreen', async () => (await import('./verify-email/verify-email-screen')).VerifyEmailScreen);
/** /waiting-account. */
export const WaitingAccountScreen = lazyAccountScreen('WaitingAccountScreen', async () => (await import('./waiting-account/waiting-account-screen')).WaitingAccountScreen);
/** /reset-password?code=&ts=. */
export const ResetPasswordScreen = lazyAccountScreen('ResetPasswordScreen', async () => (await import('./reset-password/reset-password-screen')).ResetPasswordScreen);
/** /sso-login?id={token}. */
export const SsoLoginScreen = lazyAccountScreen<SsoLoginScreenProps>('SsoLoginScreen', async () => (await import('./sso-login/sso-login-screen')).SsoLoginScreen);
