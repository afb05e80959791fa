import enDataScreen from '../../locales/en/data-screen.json';
import idDataScreen from '../../locales/id/data-screen.json';
import { i18next } from './i18n';

// The data screens' words (lists, forms, fields, the formatter's status words) load with the
// first module that shows them, never with the login screen, whose code has a size budget.
function register() {
  for (const [locale, bundle] of Object.entries({ id: idDataScreen, en: enDataScreen })) {
    if (!i18next.hasResourceBundle(locale, 'data-screen')) i18next.addResourceBundle(locale, 'data-screen', bundle, true, true);
  }
}

// A module imported before the app starts i18next (a test's) adds them once it has started.
if (i18next.isInitialized) register();
else i18next.on('initialized', register);
