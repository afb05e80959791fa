import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The loading screen: a centered loader (spec §2). */
export function FullScreenLoader() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
