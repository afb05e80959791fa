import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A bar along the window's top edge while a navigation waits for the next screen's code
 * (route-preload): the screen on view stays until then, so the click shows it was taken.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const { t } = useTranslation('common');
  if (state !== 'loading') return null;
  return <LinearProgress color="secondary" aria-label={t('app.loading')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }} />;
}
