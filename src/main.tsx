import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/app-start';
import { initI18n } from './core/i18n';
import { BUNDLED_DATE_LOCALES } from './core/locale-list';
import { readStored } from './core/storage';

// Restore the stored language before the first render so no screen flashes in the default one.
const locale = readStored('locale');
document.documentElement.lang = locale;
initI18n(locale);
const start = startApp();

const container = document.getElementById('root');
if (!container) throw new Error("index.html must contain <div id='root'> for the app to mount in.");

// A language whose date locale is not bundled renders once its dates can show in it; the
// loader (dayjs and its list of locales) stays out of the first screen's code otherwise.
const dateLocale = BUNDLED_DATE_LOCALES.includes(locale) ? Promise.resolve() : import('./core/date-locale').then(({ loadDateLocale }) => loadDateLocale(locale));
// A screen behind the router renders once the router exists (or its code failed to load):
// its loaders then start before React's first render, not after it.
const router = start.opensOnLogin ? undefined : start.routed().catch(() => undefined);
void Promise.all([dateLocale, router]).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App start={start} />
    </StrictMode>,
  ),
);
