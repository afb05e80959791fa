import { type Static, Type } from 'typebox';

/** GET /health: whether the database answers (200 up, 503 down). */
export const HealthAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ database: Type.Union([Type.Literal('up'), Type.Literal('down')]) }),
});
export type HealthAnswer = Static<typeof HealthAnswer>;

/** The feature switches of spec §1. */
export const FeatureSwitches = Type.Object({
  allowRegister: Type.Boolean(),
  forgetPassword: Type.Boolean(),
  autofill: Type.Boolean(),
  myAction: Type.Boolean(),
  asideRight: Type.Boolean(),
  sso: Type.Boolean(),
});
export type FeatureSwitches = Static<typeof FeatureSwitches>;

/** The map widgets' base map and address search: the server's MAP_TILE_URL, MAP_TILE_ATTRIBUTION and GEOCODER_URL. */
export const MapSettings = Type.Object({
  tile_url: Type.String(),
  tile_attribution: Type.String(),
  geocoder_url: Type.Union([Type.String(), Type.Null()]),
});
export type MapSettings = Static<typeof MapSettings>;

/** The spec §1 application configuration, public: the login screen reads it before anyone signs in. */
export const AppConfig = Type.Object({
  app_code: Type.String(),
  app_name: Type.String(),
  company_name: Type.String(),
  guide_link: Type.String(),
  features: FeatureSwitches,
  mobile_apps: Type.Object({ android: Type.String(), ios: Type.String() }),
  map: MapSettings,
  /** Spec §7's separate single-sign-on base for the SSO calls; empty: the main API's. */
  sso_api_base: Type.String(),
});
export type AppConfig = Static<typeof AppConfig>;

/** GET /app-config. */
export const AppConfigAnswer = Type.Object({ data: AppConfig });
export type AppConfigAnswer = Static<typeof AppConfigAnswer>;
