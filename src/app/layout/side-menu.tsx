import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../core/app-config/app-config-api';
import type { RegistryModule } from '../../core/modules/module-types';
import { buildSideMenu } from '../../core/modules/side-menu';
import { usePermissionCheck } from '../../core/use-permission';
import { SIDE_MENU_WIDTH, sideMenuWidth } from './layout-sizes';
import { SideMenuModule } from './side-menu-entries';
import { SideMenuRailModule } from './side-menu-rail';

export interface SideMenuProps {
  modules: readonly RegistryModule[];
  /** Whether the drawer is open below md; from md up the menu is always there. */
  mobileOpen: boolean;
  onClose: () => void;
  /** From md up: the menu is folded to its module icons (the user's saved choice). */
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

function CollapseButton({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('common');
  const label = collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  return (
    <Tooltip title={label} placement="right">
      <IconButton aria-label={label} aria-expanded={!collapsed} onClick={onToggle} edge={collapsed ? false : 'end'} sx={{ ml: collapsed ? 0 : 'auto' }}>
        {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
      </IconButton>
    </Tooltip>
  );
}

interface MenuContentProps {
  modules: readonly RegistryModule[];
  onNavigate: () => void;
  /** Shown with the permanent menu only: the drawer below md closes instead. */
  collapse?: { collapsed: boolean; onToggle: () => void };
}

function MenuContent({ modules, onNavigate, collapse }: MenuContentProps) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  const can = usePermissionCheck();
  const menu = useMemo(() => buildSideMenu(modules, can), [modules, can]);
  const rail = collapse?.collapsed ?? false;
  return (
    <Box component="nav" aria-label={t('layout.sideMenu')}>
      <Toolbar sx={rail ? { justifyContent: 'center', px: 0 } : undefined} disableGutters={rail}>
        {rail ? null : (
          <Typography variant="h6" component="p" color="primary" noWrap sx={{ fontWeight: 700 }}>
            {config.app_name || t('app.name')}
          </Typography>
        )}
        {collapse ? <CollapseButton collapsed={collapse.collapsed} onToggle={collapse.onToggle} /> : null}
      </Toolbar>
      {rail ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 1 }}>
          {menu.map((module) => (
            <SideMenuRailModule key={module.name} module={module} />
          ))}
        </Box>
      ) : (
        <List sx={{ px: 1 }}>
          {menu.map((module) => (
            <SideMenuModule key={module.name} module={module} onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The left side menu: a drawer below md, permanent from md up (spec §2 layout), where the
 * user may fold it to icons to give the data room. Only one of the two is mounted, so the
 * menu exists once in the page (and once for tests).
 */
export function SideMenu({ modules, mobileOpen, onClose, collapsed, onToggleCollapsed }: SideMenuProps) {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const paper = (width: number) => ({ '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' } }) as const;
  if (permanent) {
    const width = sideMenuWidth(collapsed);
    return (
      <Box sx={{ width, flexShrink: 0 }}>
        <Drawer variant="permanent" open sx={paper(width)}>
          <MenuContent modules={modules} onNavigate={() => undefined} collapse={{ collapsed, onToggle: onToggleCollapsed }} />
        </Drawer>
      </Box>
    );
  }
  return (
    <Drawer variant="temporary" open={mobileOpen} onClose={onClose} sx={paper(SIDE_MENU_WIDTH)}>
      <MenuContent modules={modules} onNavigate={onClose} />
    </Drawer>
  );
}
