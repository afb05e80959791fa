import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { readStored, writeStored } from '../storage';
import type { Profile } from './auth-types';

interface MeResponse {
  data: { user: Profile; permissions: string[] };
}

/**
 * GET /me: the signed-in user and permissions as the server sees them now. Storing
 * them keeps the menu in step with role changes made since sign-in, and a revoked or
 * expired token surfaces here as a 401, which signs the user out.
 */
export async function fetchMe(token: string | null): Promise<MeResponse['data']> {
  const response = await api.get<MeResponse>('/me');
  // A sign-out may have happened while the call was under way; never revive its profile.
  if (token !== null && readStored('token') === token) {
    writeStored('profile', response.data.data.user);
    writeStored('permissions', response.data.data.permissions ?? []);
  }
  return response.data.data;
}

/** Query options for the signed-in user; keyed by token so a new sign-in asks again. */
export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['me', token] as const,
    queryFn: () => fetchMe(token),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });
}

/** Refreshes the stored profile and permissions while a private screen is open. */
export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}
