import enDataScreen from '../../locales/en/data-screen.json';
import idDataScreen from '../../locales/id/data-screen.json';
import { addNamespace } from './i18n';

// The data screens' words (lists, forms, fields, the formatter's status words) load with the
// first module that shows them, never with the login screen, whose code has a size budget.
addNamespace('data-screen', { id: idDataScreen, en: enDataScreen });
