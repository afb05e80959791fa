import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../core/app-config/app-config-api';
import { LanguageSwitch } from './language-switch';

export interface PublicPageFrameProps {
  children: ReactNode;
  /** Width of the card; default 440 (sign-in sized). */
  maxWidth?: number;
}

/** The frame of the public pages: application name, language choice and a centered card. */
export function PublicPageFrame({ children, maxWidth = 440 }: PublicPageFrameProps) {
  const { t } = useTranslation('common');
  const config = useAppConfig();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2 }}>
          <Box>
            <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {config.app_name || t('app.name')}
            </Typography>
            {config.company_name && (
              <Typography variant="caption" color="text.secondary">
                {config.company_name}
              </Typography>
            )}
          </Box>
          <LanguageSwitch />
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
