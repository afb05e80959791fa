/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the main API; spec §9 default '/api'. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
