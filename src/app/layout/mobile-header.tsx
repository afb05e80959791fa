import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStored } from '../../core/use-stored';
import { LanguageSwitch } from '../../widgets/language-switch';

export interface MobileHeaderProps {
  title: string;
  onOpenMenu: () => void;
  onSignOut: () => void;
  /** Width of the permanent side menu beside the bar (md and up). */
  menuWidth: number;
  /** Opens the closed right aside (lg and up); absent while it is open or switched off. */
  onOpenAside?: () => void;
}

/** The top bar: menu button below md (opens the side menu), title, language, user and sign-out. */
export function MobileHeader({ title, onOpenMenu, onSignOut, menuWidth, onOpenAside }: MobileHeaderProps) {
  const { t } = useTranslation('common');
  const profile = useStored('profile');
  return (
    <AppBar position="fixed" sx={{ width: { md: `calc(100% - ${menuWidth}px)` }, ml: { md: `${menuWidth}px` } }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label={t('layout.openMenu')} onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        {/* The screen's title is the page's one h1, the same words as its menu entry; on a phone a long title wraps to a second line instead of being cut. */}
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, minWidth: 0, lineHeight: 1.2, fontSize: { xs: '1rem', sm: '1.25rem' }, overflowWrap: 'anywhere', whiteSpace: { sm: 'nowrap' }, overflow: { sm: 'hidden' }, textOverflow: { sm: 'ellipsis' } }}>
          {title}
        </Typography>
        <LanguageSwitch tone="inherit" compactOnPhone />
        {profile && (
          <Box sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, maxWidth: 200 }}>
            <Typography variant="body2" noWrap>
              {profile.fullname || profile.username}
            </Typography>
          </Box>
        )}
        {onOpenAside ? (
          <Tooltip title={t('aside.open')}>
            <IconButton color="inherit" aria-label={t('aside.open')} onClick={onOpenAside} sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
              <AccountCircleIcon />
            </IconButton>
          </Tooltip>
        ) : null}
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
