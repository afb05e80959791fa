import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../core/app-config/app-config-api';
import type { RegistryModule } from '../../core/modules/module-types';
import { buildSideMenu } from '../../core/modules/side-menu';
import { usePermissionCheck } from '../../core/use-permission';
import { SIDE_MENU_WIDTH } from './layout-sizes';
import { SideMenuModule } from './side-menu-entries';

export interface SideMenuProps {
  modules: readonly RegistryModule[];
  /** Whether the drawer is open below md; from md up the menu is always there. */
  mobileOpen: boolean;
  onClose: () => void;
}

function MenuContent({ modules, onNavigate }: { modules: readonly RegistryModule[]; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  const can = usePermissionCheck();
  const menu = useMemo(() => buildSideMenu(modules, can), [modules, can]);
  return (
    <Box component="nav" aria-label={t('layout.sideMenu')}>
      <Toolbar>
        <Typography variant="h6" component="p" color="primary" noWrap sx={{ fontWeight: 700 }}>
          {config.app_name || t('app.name')}
        </Typography>
      </Toolbar>
      <List sx={{ px: 1 }}>
        {menu.map((module) => (
          <SideMenuModule key={module.name} module={module} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}

/**
 * The left side menu: a drawer below md, permanent from md up (spec §2 layout). Only one
 * of the two is mounted, so the menu exists once in the page (and once for tests).
 */
export function SideMenu({ modules, mobileOpen, onClose }: SideMenuProps) {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const paper = { '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } } as const;
  if (permanent) {
    return (
      <Box sx={{ width: SIDE_MENU_WIDTH, flexShrink: 0 }}>
        <Drawer variant="permanent" open sx={paper}>
          <MenuContent modules={modules} onNavigate={() => undefined} />
        </Drawer>
      </Box>
    );
  }
  return (
    <Drawer variant="temporary" open={mobileOpen} onClose={onClose} sx={paper}>
      <MenuContent modules={modules} onNavigate={onClose} />
    </Drawer>
  );
}
