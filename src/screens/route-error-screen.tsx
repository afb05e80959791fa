import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { MAIN_MODULE_PATH } from '../core/route-paths';
import { StatusPanel } from '../widgets/status-panel';

/**
 * Every route's errorElement: what a screen that threw shows instead of React Router's
 * default page. The user gets a translated message and a way back (the list when a
 * record view failed, the main module, a reload); the error itself goes to the console
 * for developers, never onto the screen.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  useEffect(() => {
    console.error('A route failed to render:', error);
  }, [error]);
  const awayFromList = new URLSearchParams(search).has('view');
  return (
    <StatusPanel
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />}
      title={t('routeError.title')}
      body={t('routeError.body')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="center">
          {awayFromList ? (
            <Button variant="contained" component={RouterLink} to={pathname}>
              {t('routeError.backToList')}
            </Button>
          ) : null}
          <Button variant={awayFromList ? 'outlined' : 'contained'} component={RouterLink} to={MAIN_MODULE_PATH}>
            {t('routeError.home')}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        </Stack>
      }
    />
  );
}
