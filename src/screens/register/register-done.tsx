import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOGIN_PATH } from '../../core/route-paths';
import { ACCOUNT_NS } from '../account-text';

/** After POST /register: 'Pendaftaran Selesai', check your email (spec §2). */
export function RegisterDone({ email, message }: { email: string; message?: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Box sx={{ textAlign: 'center' }} role="status">
      <MarkEmailUnreadOutlinedIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {t('register.doneTitle')}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{t('register.doneBody', { email })}</Typography>
      {message && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('register.doneNext')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={LOGIN_PATH} sx={{ mt: 3 }} fullWidth>
        {t('backToLogin')}
      </Button>
    </Box>
  );
}
