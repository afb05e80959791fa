import { Suspense, type ComponentType } from 'react';
import type { ModuleScreen, ModuleScreenProps } from '../core/modules/module-types';
import { preloadable } from '../core/preloadable';
import { LoadingScreen } from '../widgets/loading-screen/loading-screen';

const ignore = () => undefined;

/**
 * A route screen that loads its code (charts, leaflet, qrcode) only when the route opens;
 * its preload starts that as the navigation begins, beside the layout's.
 */
function lazyScreen(name: string, load: () => Promise<ComponentType<ModuleScreenProps>>): ModuleScreen {
  const code = preloadable(load);
  const Screen: ModuleScreen = (props: ModuleScreenProps) => (
    <Suspense fallback={<LoadingScreen fullScreen={false} />}>
      <code.Component {...props} />
    </Suspense>
  );
  Screen.displayName = name;
  // A chunk that fails to load here is tried again as the screen renders, and fails visibly then.
  Screen.preload = () => {
    const loaded = code.preload().then(ignore, ignore);
    return { code: loaded, all: loaded };
  };
  return Screen;
}

/** The dashboards of spec §2 (module 'dashboard'). */
export const DashboardSummaryScreen = lazyScreen('DashboardSummaryScreen', async () => (await import('./dashboard/summary-screen')).SummaryScreen);
export const DashboardAcquisitionScreen = lazyScreen('DashboardAcquisitionScreen', async () => (await import('./dashboard/acquisition-screen')).AcquisitionScreen);
export const DashboardLeaderboardScreen = lazyScreen('DashboardLeaderboardScreen', async () => (await import('./dashboard/leaderboard-screen')).LeaderboardScreen);
export const DashboardMonitoringScreen = lazyScreen('DashboardMonitoringScreen', async () => (await import('./dashboard/monitoring-screen')).MonitoringScreen);

/** QR card printing (cetak-qr). */
export const QrCardPrintScreen = lazyScreen('QrCardPrintScreen', async () => (await import('./qr-card/qr-card-screen')).QrCardScreen);
