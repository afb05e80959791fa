import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppConfig } from '../core/app-config/app-config-api';
import type { FeatureSwitches } from '../core/app-config/app-config-types';
import { LOGIN_PATH } from '../core/route-paths';

/** A public route that falls back to login when its feature switch is off (spec §2). */
export function RequireFeature({ feature, children }: { feature: keyof FeatureSwitches; children: ReactNode }) {
  const config = useAppConfig();
  if (!config.features[feature]) return <Navigate to={LOGIN_PATH} replace />;
  return children;
}
