import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { BeforeLoginUser, LoginRequest, LoginResponse } from './auth-types';

interface MessageResponse {
  message?: string;
}

/** POST /login (spec §7). */
export async function login(request: LoginRequest): Promise<LoginResponse> {
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

/** The login call as a mutation; the screen decides what each outcome does. */
export function useLoginMutation() {
  return useMutation({ mutationKey: ['login'], mutationFn: login });
}

/** The forgot-password request as a mutation. */
export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: ['request-forgot-password'], mutationFn: requestForgotPassword });
}

/** The resend-verification call as a mutation. */
export function useResendVerificationMutation() {
  return useMutation({ mutationKey: ['resend-email-verification'], mutationFn: resendEmailVerification });
}
