import { lazy, Suspense } from 'react';
import type { RegistryModule } from '../../core/modules/module-types';
import { FullScreenLoader } from '../full-screen-loader';

/** The layout's code: its own chunk, so the login screen never downloads the menu, the header and their MUI parts. */
export const loadDashboardLayout = () => import('./dashboard-layout');

const Layout = lazy(async () => ({ default: (await loadDashboardLayout()).DashboardLayout }));

/** main-module's layout, shown once its chunk is in; until then the start-up loader stays. */
export function LazyDashboardLayout({ modules }: { modules: readonly RegistryModule[] }) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Layout modules={modules} />
    </Suspense>
  );
}
