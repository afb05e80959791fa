import enWidgets from '../../locales/en/widgets.json';
import idWidgets from '../../locales/id/widgets.json';
import { addNamespace } from './i18n';

// The shared widgets' words (lookup, upload, map, rating, document preview …) load with the
// first screen that shows one, never with the login screen, whose code has a size budget.
addNamespace('widgets', { id: idWidgets, en: enWidgets });
