import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ForgotSuccessProps {
  email: string;
  /** The server's own message, shown under ours when it sends one. */
  message?: string;
  onBack: () => void;
}

/** The forgot-success state of /login: the email was sent, and a way back. */
export function ForgotSuccess({ email, message, onBack }: ForgotSuccessProps) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ textAlign: 'center' }} role="status">
      <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {t('forgotSuccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('forgotSuccess.body', { email })}
      </Typography>
      {message && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
      <Button variant="contained" onClick={onBack} sx={{ mt: 3 }} fullWidth>
        {t('forgotSuccess.back')}
      </Button>
    </Box>
  );
}
