import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertProvider } from '../core/alert';
import { i18next } from '../core/i18n';
import { theme } from './theme';

/** MUI theme and its style cache, react-query, i18n and the alerts, around everything else. */
export function Providers({ queryClient, styleCache, children }: { queryClient: QueryClient; styleCache: EmotionCache; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={styleCache}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <AlertProvider>{children}</AlertProvider>
          </ThemeProvider>
        </CacheProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
