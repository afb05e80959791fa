/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the main API; spec §9 default '/api'. */
  readonly VITE_API_BASE?: string;
  /** Nominatim-compatible geocoding service of the map picker; none means lat/lng inputs instead of search. */
  readonly VITE_GEOCODER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
