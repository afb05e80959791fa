/** The feature switches of spec §1. */
export interface FeatureSwitches {
  allowRegister: boolean;
  forgetPassword: boolean;
  autofill: boolean;
  myAction: boolean;
  asideRight: boolean;
  sso: boolean;
}

/** What GET /app-config answers inside data: the spec §1 application configuration. */
export interface AppConfig {
  app_code: string;
  app_name: string;
  company_name: string;
  guide_link: string;
  features: FeatureSwitches;
  mobile_apps: { android: string; ios: string };
}

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
};
