import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleScreenProps } from '../core/modules/module-types';
import { LoadingScreen } from '../widgets/loading-screen/loading-screen';

/** A route screen that loads its code (charts, leaflet, qrcode) only when the route opens. */
function lazyScreen(name: string, load: () => Promise<ComponentType<ModuleScreenProps>>): ComponentType<ModuleScreenProps> {
  const Lazy: LazyExoticComponent<ComponentType<ModuleScreenProps>> = lazy(async () => ({ default: await load() }));
  const Screen = (props: ModuleScreenProps) => (
    <Suspense fallback={<LoadingScreen fullScreen={false} />}>
      <Lazy {...props} />
    </Suspense>
  );
  Screen.displayName = name;
  return Screen;
}

/** The dashboards of spec §2 (module 'dashboard'). */
export const DashboardSummaryScreen = lazyScreen('DashboardSummaryScreen', async () => (await import('./dashboard/summary-screen')).SummaryScreen);
export const DashboardAcquisitionScreen = lazyScreen('DashboardAcquisitionScreen', async () => (await import('./dashboard/acquisition-screen')).AcquisitionScreen);
export const DashboardLeaderboardScreen = lazyScreen('DashboardLeaderboardScreen', async () => (await import('./dashboard/leaderboard-screen')).LeaderboardScreen);
export const DashboardMonitoringScreen = lazyScreen('DashboardMonitoringScreen', async () => (await import('./dashboard/monitoring-screen')).MonitoringScreen);

/** QR card printing (cetak-qr). */
export const QrCardPrintScreen = lazyScreen('QrCardPrintScreen', async () => (await import('./qr-card/qr-card-screen')).QrCardScreen);
