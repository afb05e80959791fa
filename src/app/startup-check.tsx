import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { appConfigQueryOptions } from '../core/app-config/app-config-api';
import { applyStartupAppCode } from '../core/startup';
import { FullScreenLoader } from './full-screen-loader';

export interface StartupCheckProps {
  /** Called when stored values from another application were cleared: go to login. */
  onReset: () => void;
  children: ReactNode;
}

/** Loads the application configuration, then applies the spec §2 start-up rule before any screen shows. */
export function StartupCheck({ onReset, children }: StartupCheckProps) {
  const { data: config } = useQuery(appConfigQueryOptions());
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!config || checked) return;
    if (applyStartupAppCode(config.app_code) === 'reset') onReset();
    setChecked(true);
  }, [config, checked, onReset]);
  if (!checked) return <FullScreenLoader />;
  return children;
}
