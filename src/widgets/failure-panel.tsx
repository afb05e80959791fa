import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from './status-panel';

/**
 * What a screen that failed shows: the translated message, the ways back it is given
 * (`children`, buttons) and a reload, which leads when there is no other way.
 */
export function FailurePanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />}
      title={t('routeError.title')}
      body={t('routeError.body')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="center">
          {children}
          <Button variant={children ? 'outlined' : 'contained'} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        </Stack>
      }
    />
  );
}
