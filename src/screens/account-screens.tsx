import { lazyPublicScreen } from './lazy-public-screen';
import type { SsoLoginScreenProps } from './sso-login/sso-login-screen';

/** /register, the 3-step wizard. */
export const RegisterScreen = lazyPublicScreen('RegisterScreen', async () => (await import('./register/register-screen')).RegisterScreen);
/** /register-role, for a user without a role. */
export const RegisterRoleScreen = lazyPublicScreen('RegisterRoleScreen', async () => (await import('./register-role/register-role-screen')).RegisterRoleScreen);
/** /verify-email?code=. */
export const VerifyEmailScreen = lazyPublicScreen('VerifyEmailScreen', async () => (await import('./verify-email/verify-email-screen')).VerifyEmailScreen);
/** /waiting-account. */
export const WaitingAccountScreen = lazyPublicScreen('WaitingAccountScreen', async () => (await import('./waiting-account/waiting-account-screen')).WaitingAccountScreen);
/** /reset-password?code=&ts=. */
export const ResetPasswordScreen = lazyPublicScreen('ResetPasswordScreen', async () => (await import('./reset-password/reset-password-screen')).ResetPasswordScreen);
/** /sso-login?id={token}. */
export const SsoLoginScreen = lazyPublicScreen<SsoLoginScreenProps>('SsoLoginScreen', async () => (await import('./sso-login/sso-login-screen')).SsoLoginScreen);
