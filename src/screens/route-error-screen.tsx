import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { MAIN_MODULE_PATH } from '../core/route-paths';
import { FailurePanel } from '../widgets/failure-panel';

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
    <FailurePanel>
      {awayFromList ? (
        <Button variant="contained" component={RouterLink} to={pathname}>
          {t('routeError.backToList')}
        </Button>
      ) : null}
      <Button variant={awayFromList ? 'outlined' : 'contained'} component={RouterLink} to={MAIN_MODULE_PATH}>
        {t('routeError.home')}
      </Button>
    </FailurePanel>
  );
}
