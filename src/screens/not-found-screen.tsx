import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAIN_MODULE_PATH } from '../core/route-paths';
import { StatusPanel } from '../widgets/status-panel';

/** Any address that is no route. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Box component="main">
      <StatusPanel
        code={t('notFound.code')}
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <Button variant="contained" component={RouterLink} to={MAIN_MODULE_PATH}>
            {t('notFound.back')}
          </Button>
        }
      />
    </Box>
  );
}
