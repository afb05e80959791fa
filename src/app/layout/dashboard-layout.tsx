import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { signOut } from '../../core/auth/session';
import type { RegistryModule } from '../../core/modules/module-types';
import { LOGIN_PATH } from '../../core/route-paths';
import { preloadAlertDialogs } from '../../core/alert/alert-provider';
import { whenIdle } from '../../core/when-idle';
import { preloadDataScreen } from '../module-screen';
import { AppFooter } from './app-footer';
import { AsideRight } from './aside-right';
import { sideMenuWidth } from './layout-sizes';
import { MobileHeader } from './mobile-header';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useCurrentTitle } from './use-current-title';
import { useLayoutPreferences } from './use-layout-preferences';
import { useScrollMemory } from './use-scroll-memory';
import '../../core/data-screen-text';

// At the latest this long after the layout shows, the code its screens likely need next starts loading.
const PRELOAD_MS = 2000;

function preloadLikelyCode(): void {
  void preloadDataScreen();
  // One that fails is loaded again when an alert first shows.
  preloadAlertDialogs().catch(() => undefined);
}

/**
 * main-module's layout (spec §2): header, side menu, optional right aside, footer, scroll-to-top.
 * Each screen opens at its top, and one come back to shows where it was left (useScrollMemory).
 */
export function DashboardLayout({ modules }: { modules: readonly RegistryModule[] }) {
  const config = useAppConfig();
  const navigate = useNavigate();
  const title = useCurrentTitle();
  const [menuOpen, setMenuOpen] = useState(false);
  const [preferences, setPreference] = useLayoutPreferences();
  const asideShown = config.features.asideRight && !preferences.asideClosed;
  useScrollMemory();
  // Most screens under the layout are data screens: their code loads while the user looks at
  // this one (a dashboard, after signing in), so the first list opened does not wait for it.
  // The alerts' code too: the first alert may be a lost connection's, which could not load it.
  useEffect(() => whenIdle(preloadLikelyCode, PRELOAD_MS), []);

  const onSignOut = async () => {
    await signOut();
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <NavigationProgress />
      <MobileHeader
        title={title}
        menuWidth={sideMenuWidth(preferences.menuCollapsed)}
        onOpenMenu={() => setMenuOpen(true)}
        onSignOut={() => void onSignOut()}
        onOpenAside={config.features.asideRight && preferences.asideClosed ? () => setPreference('asideClosed', false) : undefined}
      />
      <SideMenu
        modules={modules}
        mobileOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
        collapsed={preferences.menuCollapsed}
        onToggleCollapsed={() => setPreference('menuCollapsed', !preferences.menuCollapsed)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
      {asideShown && <AsideRight onClose={() => setPreference('asideClosed', true)} />}
      <ScrollToTop />
    </Box>
  );
}
