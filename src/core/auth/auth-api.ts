import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import { useAppConfig } from '../app-config/app-config-api';
import { ssoPost } from '../sso-client';
import type { BeforeLoginUser, LoginRequest, LoginResponse } from './auth-types';

interface MessageResponse {
  message?: string;
}

/** POST /login (spec §7); with SSO on it goes to the single-sign-on base, carrying app_code. */
export async function login(request: LoginRequest, sso?: { base: string }): Promise<LoginResponse> {
  if (sso) return ssoPost<LoginResponse>(sso.base, '/login', request);
  const response = await api.post<LoginResponse>('/login', request);
  return response.data;
}

/** POST /request-forgot-password {email}. */
export async function requestForgotPassword(email: string): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/request-forgot-password', { email });
  return response.data;
}

/** POST /resend-email-verification with the temporary user object of a 403 login answer. */
export async function resendEmailVerification(user: BeforeLoginUser): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/resend-email-verification', user);
  return response.data;
}

/** The login call as a mutation, on the SSO base when SSO is on; the screen decides what each outcome does. */
export function useLoginMutation() {
  const { features, sso_api_base } = useAppConfig();
  const sso = features.sso ? { base: sso_api_base } : undefined;
  return useMutation({ mutationKey: ['login'], mutationFn: (request: LoginRequest) => login(request, sso) });
}

/** The forgot-password request as a mutation. */
export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: ['request-forgot-password'], mutationFn: requestForgotPassword });
}

/** The resend-verification call as a mutation. */
export function useResendVerificationMutation() {
  return useMutation({ mutationKey: ['resend-email-verification'], mutationFn: resendEmailVerification });
}
