import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStored } from '../../core/use-stored';
import { LanguageSwitch } from '../../widgets/language-switch';
import { SIDE_MENU_WIDTH } from './layout-sizes';

export interface MobileHeaderProps {
  title: string;
  onOpenMenu: () => void;
  onSignOut: () => void;
}

/** The top bar: menu button below md (opens the side menu), title, language, user and sign-out. */
export function MobileHeader({ title, onOpenMenu, onSignOut }: MobileHeaderProps) {
  const { t } = useTranslation('common');
  const profile = useStored('profile');
  return (
    <AppBar position="fixed" sx={{ width: { md: `calc(100% - ${SIDE_MENU_WIDTH}px)` }, ml: { md: `${SIDE_MENU_WIDTH}px` } }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label={t('layout.openMenu')} onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <LanguageSwitch tone="inherit" />
        {profile && (
          <Box sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, maxWidth: 200 }}>
            <Typography variant="body2" noWrap>
              {profile.fullname || profile.username}
            </Typography>
          </Box>
        )}
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={onSignOut} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {t('layout.signOut')}
        </Button>
        <IconButton color="inherit" edge="end" aria-label={t('layout.signOut')} onClick={onSignOut} sx={{ display: { sm: 'none' } }}>
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
