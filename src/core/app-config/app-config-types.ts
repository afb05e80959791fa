import type { AppConfig } from '../../../common/wire/system.ts';

/** What GET /app-config answers inside data (spec §1), and its feature switches: the server's schema's types. */
export type { AppConfig, FeatureSwitches, MapSettings } from '../../../common/wire/system.ts';

/** The configured application code when the server cannot be asked (spec §1, §9). */
export const DEFAULT_APP_CODE = 'adhi-manpower';

/** Used when GET /app-config fails: the spec's application code and every optional feature off. */
export const FALLBACK_APP_CONFIG: AppConfig = {
  app_code: DEFAULT_APP_CODE,
  app_name: '',
  company_name: '',
  guide_link: '',
  features: {
    allowRegister: false,
    forgetPassword: false,
    autofill: false,
    myAction: false,
    asideRight: false,
    sso: false,
  },
  mobile_apps: { android: '', ios: '' },
  // No tile server known: maps show their pins on a plain background.
  map: { tile_url: '', tile_attribution: '', geocoder_url: null },
  sso_api_base: '',
};
