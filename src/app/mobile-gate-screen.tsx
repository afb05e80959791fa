import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import PhonelinkOffIcon from '@mui/icons-material/PhonelinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../core/app-config/app-config-api';
import { LanguageSwitch } from '../widgets/language-switch';

/** The 'device too small' screen: links to the mobile apps and a way to continue anyway. */
export default function GateScreen({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('common');
  const { mobile_apps: apps } = useAppConfig();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ maxWidth: 420, alignItems: 'center' }}>
        <LanguageSwitch />
        <PhonelinkOffIcon color="primary" sx={{ fontSize: 72 }} />
        <Typography variant="h5" component="h1">
          {t('mobileGate.title')}
        </Typography>
        <Typography color="text.secondary">{t('mobileGate.body')}</Typography>
        {apps.android && (
          <Button variant="contained" startIcon={<AndroidIcon />} href={apps.android} target="_blank" rel="noopener noreferrer" fullWidth>
            {t('mobileGate.android')}
          </Button>
        )}
        {apps.ios && (
          <Button variant="contained" color="inherit" startIcon={<AppleIcon />} href={apps.ios} target="_blank" rel="noopener noreferrer" fullWidth>
            {t('mobileGate.ios')}
          </Button>
        )}
        <Button variant="text" onClick={onContinue}>
          {t('mobileGate.continue')}
        </Button>
      </Stack>
    </Box>
  );
}
