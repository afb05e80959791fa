import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { signOut } from '../../core/auth/session';
import type { RegistryModule } from '../../core/modules/module-types';
import { LOGIN_PATH } from '../../core/route-paths';
import { AppFooter } from './app-footer';
import { AsideRight } from './aside-right';
import { MobileHeader } from './mobile-header';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { useCurrentTitle } from './use-current-title';

/** main-module's layout (spec §2): header, side menu, optional right aside, footer, scroll-to-top. */
export function DashboardLayout({ modules }: { modules: readonly RegistryModule[] }) {
  const config = useAppConfig();
  const navigate = useNavigate();
  const title = useCurrentTitle();
  const [menuOpen, setMenuOpen] = useState(false);

  const onSignOut = async () => {
    await signOut();
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <MobileHeader title={title} onOpenMenu={() => setMenuOpen(true)} onSignOut={() => void onSignOut()} />
      <SideMenu modules={modules} mobileOpen={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
      {config.features.asideRight && <AsideRight />}
      <ScrollToTop />
    </Box>
  );
}
