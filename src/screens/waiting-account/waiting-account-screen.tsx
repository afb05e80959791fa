import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { alert } from '../../core/alert';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { usePublicDepartments } from '../../core/auth/account-api';
import type { AccountRouteState, PublicDepartment } from '../../core/auth/account-types';
import { picNumberToCopy } from '../../core/auth/pic-contact';
import { LOGIN_PATH } from '../../core/route-paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { PublicPageFrame } from '../../widgets/public-page-frame';
import { ACCOUNT_NS, useAccountText } from '../account-text';
import { copyText } from './copy-text';

/** The department to show: from router state, else looked up by the user's department_id. */
function useWaitingDepartment(state: AccountRouteState | null): { department: PublicDepartment | null; loading: boolean } {
  const fromState = state?.department ?? null;
  const departmentId = typeof state?.user?.department_id === 'number' ? state.user.department_id : null;
  const needsLookup = !fromState?.contact_pic && departmentId !== null;
  const departments = usePublicDepartments({ enabled: needsLookup });
  if (!needsLookup) return { department: fromState, loading: false };
  const found = departments.data?.find((department) => department.id === departmentId) ?? null;
  return { department: found ?? fromState, loading: departments.isPending };
}

/** /waiting-account: the data awaits Department Admin approval; the PIC contact with a copy button (spec §2). */
export function WaitingAccountScreen() {
  useAccountText();
  const { t } = useTranslation(ACCOUNT_NS);
  const config = useAppConfig();
  useDocumentTitle(t('waiting.title'), config.app_name);
  const state = useLocation().state as AccountRouteState | null;
  const { department, loading } = useWaitingDepartment(state);
  const name = state?.user?.fullname || state?.user?.username;
  const contact = department?.contact_pic?.trim() || '';

  const copy = async () => {
    try {
      await copyText(picNumberToCopy(contact));
      alert.success(t('waiting.copied'));
    } catch {
      alert.error(t('waiting.copyFailed'));
    }
  };

  return (
    <PublicPageFrame maxWidth={520}>
      <Box sx={{ textAlign: 'center' }}>
        <HourglassTopOutlinedIcon color="warning" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {t('waiting.title')}
        </Typography>
        {typeof name === 'string' && name !== '' && <Typography sx={{ mt: 1.5 }}>{t('waiting.greeting', { name })}</Typography>}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('waiting.body')}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ mt: 3, p: 2 }}>
        {department?.department_name && (
          <Typography variant="body2" color="text.secondary">
            {t('waiting.department')}: <strong>{department.department_name}</strong>
          </Typography>
        )}
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('waiting.pic')}
        </Typography>
        {loading ? (
          <CircularProgress size={20} sx={{ mt: 1 }} aria-label={t('waiting.picLoading')} />
        ) : contact ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 0.5, mb: 1, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography variant="body1" data-testid="pic-contact" sx={{ fontWeight: 600, fontSize: '1.05rem', wordBreak: 'break-word' }}>
              {contact}
            </Typography>
            <Button variant="contained" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
              {t('waiting.copy')}
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('waiting.picUnknown')}</Typography>
        )}
        {contact && (
          <Typography variant="caption" color="text.secondary">
            {t('waiting.picHint')}
          </Typography>
        )}
      </Paper>
      <Button variant="text" component={RouterLink} to={LOGIN_PATH} sx={{ mt: 2 }} fullWidth>
        {t('backToLogin')}
      </Button>
    </PublicPageFrame>
  );
}
