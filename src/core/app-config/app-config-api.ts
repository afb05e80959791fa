import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { FALLBACK_APP_CONFIG, type AppConfig } from './app-config-types';

function mergeWithFallback(data: Partial<AppConfig> | undefined): AppConfig {
  return {
    ...FALLBACK_APP_CONFIG,
    ...data,
    app_code: data?.app_code || FALLBACK_APP_CONFIG.app_code,
    features: { ...FALLBACK_APP_CONFIG.features, ...data?.features },
    mobile_apps: { ...FALLBACK_APP_CONFIG.mobile_apps, ...data?.mobile_apps },
    map: { ...FALLBACK_APP_CONFIG.map, ...data?.map },
  };
}

/** GET /app-config; when it fails the app still starts on the fallback (code 'adhi-manpower'). */
export async function fetchAppConfig(): Promise<AppConfig> {
  try {
    const response = await api.get<{ data?: Partial<AppConfig> }>('/app-config');
    return mergeWithFallback(response.data.data);
  } catch {
    return FALLBACK_APP_CONFIG;
  }
}

/** Query options for the application configuration; it does not change while the app runs. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'] as const,
    queryFn: fetchAppConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The application configuration; the app bootstrap loads it before any screen renders. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQueryOptions());
  return data ?? FALLBACK_APP_CONFIG;
}
