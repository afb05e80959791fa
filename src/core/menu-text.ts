import enMenu from '../../locales/en/menu.json';
import idMenu from '../../locales/id/menu.json';
import { addNamespace } from './i18n';

// The menu's words (module and route titles) load with the router, which every screen
// naming a module comes with, never with the login screen, whose code has a size budget.
addNamespace('menu', { id: idMenu, en: enMenu });
