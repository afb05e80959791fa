import { Suspense } from 'react';
import type { RegistryModule } from '../../core/modules/module-types';
import { preloadable } from '../../core/preloadable';
import { FullScreenLoader } from '../full-screen-loader';

/** The layout's code: its own chunk, so the login screen never downloads the menu, the header and their MUI parts. */
export const dashboardLayout = preloadable(async () => (await import('./dashboard-layout')).DashboardLayout);

/** main-module's layout, shown once its chunk is in; until then the start-up loader stays. */
export function LazyDashboardLayout({ modules }: { modules: readonly RegistryModule[] }) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <dashboardLayout.Component modules={modules} />
    </Suspense>
  );
}
