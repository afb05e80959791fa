import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppConfig } from '../../core/app-config/app-config-api';

/** The layout footer: company, year, and the terms and privacy links. */
export function AppFooter() {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 3, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year, company: config.company_name || config.app_name || t('app.name') })}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Link component={RouterLink} to="/term-condition" variant="body2">
            {t('footer.terms')}
          </Link>
          <Link component={RouterLink} to="/privacy-policy" variant="body2">
            {t('footer.privacy')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
