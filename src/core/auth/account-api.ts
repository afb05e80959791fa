import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useAppConfig } from '../app-config/app-config-api';
import { ssoPost } from '../sso-client';
import type {
  AccountPlacement,
  DataResponse,
  MessageResponse,
  PublicDepartment,
  PublicProject,
  RegisteredUser,
  RegisterRole,
  RegistrationForm,
  RoleRegistration,
} from './account-types';
import type { LoginResponse } from './auth-types';

/** The field an availability check asks about. */
export type AvailabilityField = 'email' | 'username';

/** GET /no-auth/find-user-by-username-email: true when the email or username is taken (spec §7). */
export async function isTaken(field: AvailabilityField, value: string): Promise<boolean> {
  const response = await api.get<DataResponse<unknown>>('/no-auth/find-user-by-username-email', { params: { [field]: value } });
  return Boolean(response.data.data);
}

/** GET /no-auth/role-register: the roles a user may register with. */
export async function fetchRegisterRoles(): Promise<RegisterRole[]> {
  const response = await api.get<DataResponse<RegisterRole[]>>('/no-auth/role-register');
  return response.data.data ?? [];
}

/** GET /no-auth/departments, with each department's PIC contact. */
export async function fetchPublicDepartments(): Promise<PublicDepartment[]> {
  const response = await api.get<DataResponse<PublicDepartment[]>>('/no-auth/departments');
  return response.data.data ?? [];
}

/** GET /no-auth/projects?department_id: the projects of one department. */
export async function fetchPublicProjects(departmentId: number): Promise<PublicProject[]> {
  const response = await api.get<DataResponse<PublicProject[]>>('/no-auth/projects', { params: { department_id: departmentId } });
  return response.data.data ?? [];
}

/** POST /register with the registration form; the server sends the verification email. */
export async function register(form: RegistrationForm): Promise<DataResponse<RegisteredUser>> {
  const response = await api.post<DataResponse<RegisteredUser>>('/register', form);
  return response.data;
}

/** POST /verify-email {code}; the message is the screen's title. */
export async function verifyEmail(code: string): Promise<DataResponse<AccountPlacement>> {
  const response = await api.post<DataResponse<AccountPlacement>>('/verify-email', { code });
  return response.data;
}

/** POST /user-register-role: an existing user without a role picks one. */
export async function registerRole(payload: RoleRegistration): Promise<DataResponse<AccountPlacement>> {
  const response = await api.post<DataResponse<AccountPlacement>>('/user-register-role', payload);
  return response.data;
}

/** POST /change-password {code, password} from a reset link. */
export async function changePassword(request: { code: string; password: string }): Promise<MessageResponse> {
  const response = await api.post<MessageResponse>('/change-password', request);
  return response.data;
}

/** POST oauth/verify-oauth-sso-token {token} on the SSO base (spec §7): answers like POST /login. */
export async function verifySsoToken(token: string, ssoBase = ''): Promise<LoginResponse> {
  return ssoPost<LoginResponse>(ssoBase, '/oauth/verify-oauth-sso-token', { token });
}

/** Query keys and options of the no-auth lists, so no key is typed twice. */
export const accountQueries = {
  availability: (field: AvailabilityField, value: string) =>
    queryOptions({ queryKey: ['no-auth', 'find-user', field, value] as const, queryFn: () => isTaken(field, value), staleTime: 30_000 }),
  roles: () => queryOptions({ queryKey: ['no-auth', 'role-register'] as const, queryFn: fetchRegisterRoles, staleTime: 5 * 60_000 }),
  departments: () => queryOptions({ queryKey: ['no-auth', 'departments'] as const, queryFn: fetchPublicDepartments, staleTime: 5 * 60_000 }),
  projects: (departmentId: number | null) =>
    queryOptions({
      queryKey: ['no-auth', 'projects', departmentId] as const,
      queryFn: () => fetchPublicProjects(departmentId as number),
      enabled: departmentId !== null,
      staleTime: 5 * 60_000,
    }),
};

/** The roles a user may register with. */
export function useRegisterRoles() {
  return useQuery(accountQueries.roles());
}

/** The departments with their PIC contacts; `enabled` (default true) defers the call. */
export function usePublicDepartments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.departments(), enabled });
}

/** The projects of a department; idle while no department is chosen. */
export function usePublicProjects(departmentId: number | null) {
  return useQuery(accountQueries.projects(departmentId));
}

/** POST /register as a mutation. */
export function useRegisterMutation() {
  return useMutation({ mutationKey: ['register'], mutationFn: register });
}

/** POST /verify-email as a mutation. */
export function useVerifyEmailMutation() {
  return useMutation({ mutationKey: ['verify-email'], mutationFn: verifyEmail });
}

/** POST /user-register-role as a mutation. */
export function useRegisterRoleMutation() {
  return useMutation({ mutationKey: ['user-register-role'], mutationFn: registerRole });
}

/** POST /change-password as a mutation. */
export function useChangePasswordMutation() {
  return useMutation({ mutationKey: ['change-password'], mutationFn: changePassword });
}

/** POST oauth/verify-oauth-sso-token as a mutation, on the configured SSO base. */
export function useSsoTokenMutation() {
  const { sso_api_base } = useAppConfig();
  return useMutation({ mutationKey: ['verify-oauth-sso-token'], mutationFn: (token: string) => verifySsoToken(token, sso_api_base) });
}
