import type { FeatureSwitches } from '../common/wire/system.ts';

/** The application code the client checks at start-up (spec §1, §9). */
export const APP_CODE = 'adhi-manpower';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and mail files live. */
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** Keep the embedded database in memory (tests and codegen). */
  inMemory: boolean;
  /** The address users reach the product at, for links in mails. */
  publicUrl: string;
  appCode: string;
  appName: string;
  companyName: string;
  guideLink: string;
  androidAppUrl: string;
  iosAppUrl: string;
  features: FeatureSwitches;
  sessionTtlHours: number;
  /** Fill an empty database with the demo data. */
  seedDemo: boolean;
  /** How much demo data: 'full' (about 2,000 workers, 60 days of presence), 'small' (tests) or 'core' (logins only). */
  demoScale: DemoScale;
  adminUsername?: string;
  adminPassword?: string;
  /** Serve the built client on the same port. */
  serveClient: boolean;
  /** Folder of the built client (`vite build`'s output). */
  clientDir: string;
  /** Trust X-Forwarded-For from this many proxies (0: never). */
  trustProxyHops: number;
  logLevel: string;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginMaxFailuresPerIp: number;
  /** Largest upload in MB; a file must be strictly smaller (spec §5, §9: 5 MB for the file field). */
  uploadMaxMb: number;
  /** What one user may upload in 24 hours, in MB, counted in the database across server instances. */
  uploadQuotaMbPerDay: number;
  /** Where uploads are stored, outside the web root: `${dataDir}/uploads` by default. */
  uploadDir: string;
  /** Extensions an upload may have (HTML and SVG are refused whatever this says). */
  uploadAllowedTypes: readonly string[];
  /** Largest spreadsheet accepted by an import, in MB. */
  importMaxMb: number;
  /** Most data rows one import may hold. */
  importMaxRows: number;
  /** Most columns one row of an import may hold. */
  importMaxColumns: number;
  /** Most characters one cell of an import may hold (Excel's own limit by default). */
  importMaxCellChars: number;
  /** Outgoing mail; without `smtpUrl` mails are written to `${dataDir}/mail` and their link is logged. */
  mail: { smtpUrl?: string; from: string };
  /** How long an email-verification code stays valid. */
  verifyCodeTtlHours: number;
  /** How long a password-reset code (and its link) stays valid. */
  resetCodeTtlMinutes: number;
  /** Availability checks of the registration form allowed per IP and minute. */
  findUserMaxPerMinute: number;
  /** Verification mails one account may ask for per hour (besides one per minute). */
  resendMaxPerHour: number;
  /** Password-reset requests allowed per hour for one email address, whether or not it has an account. */
  forgotPasswordMaxPerHour: number;
  /** Password-reset requests allowed per hour from one IP. */
  forgotPasswordMaxPerHourPerIp: number;
  /** Registration submissions allowed per hour from one IP, refused ones included. */
  registerMaxPerHourPerIp: number;
  /** The map widgets' base map and address search (spec §7, §9), served to the browser by GET /app-config. */
  map: MapConfig;
  /**
   * Single sign-on: the identity provider's keys (a JWKS URL or a PEM public key), issuer and
   * audience; the separate base the client sends its SSO calls to (spec §7; empty: the main
   * API), and the app origins that may call this server's SSO calls from another origin.
   */
  sso: { jwksUrl?: string; publicKey?: string; issuer?: string; audience?: string; apiBase: string; allowedOrigins: readonly string[] };
  /** What the field app's server takes (server/field-app). */
  fieldApp: FieldAppConfig;
}

export interface FieldAppConfig {
  /** An attendance event older than this many days is refused (an offline phone syncing late may send up to it). */
  maxEventAgeDays: number;
  /** An event timed more than this many minutes after the server's clock is refused (a phone's clock set ahead). */
  maxEventAheadMinutes: number;
  /** An event that reaches the server more than this many minutes after it happened is marked late. */
  lateAfterMinutes: number;
  /** A batch whose phone's clock differs from the server's by more than this many minutes raises a clock exception for each event. */
  clockOffMinutes: number;
  /** Calls one device may make per minute, and attendance events it may send per minute; past either it answers 429. */
  deviceRequestsPerMinute: number;
  deviceEventsPerMinute: number;
}

/** OpenStreetMap's tiles, the default base map. */
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface MapConfig {
  /** Leaflet's tile URL template ({s} {z} {x} {y}); on an intranet, the company's own tile server. */
  tileUrl: string;
  /** The tiles' attribution (HTML), OpenStreetMap's for the default tiles. */
  tileAttribution: string;
  /** A Nominatim-compatible geocoder for the address search; none by default, as the product runs on intranets. */
  geocoderUrl: string | null;
}

type Env = Record<string, string | undefined>;

export const demoScales = ['full', 'small', 'core'] as const;
export type DemoScale = (typeof demoScales)[number];

function demoScale(env: Env): DemoScale {
  const value = env.DEMO_SCALE?.trim().toLowerCase() || 'full';
  if (!(demoScales as readonly string[]).includes(value)) throw new Error(`DEMO_SCALE must be one of ${demoScales.join(', ')}, got '${env.DEMO_SCALE}'`);
  return value as DemoScale;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on', 'y'].includes(value);
}

function integer(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return parsed;
}

/** An http(s) address, or the fallback when unset; anything else stops the server at start. */
function httpUrl(env: Env, name: string, fallback: string | null): string | null {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^https?:\/\/[^/\s]+/i.test(value)) throw new Error(`${name} must be an http(s) address, got '${value}'`);
  return value.replace(/\/+$/, '');
}

/** SSO_API_BASE: a path on this server ('/sso-api') or an http(s) address; unset is the main API's. */
function ssoApiBase(env: Env): string {
  const value = env.SSO_API_BASE?.trim();
  if (!value) return '';
  if (value.startsWith('/') && !value.startsWith('//')) return value.replace(/\/+$/, '');
  return httpUrl(env, 'SSO_API_BASE', null)!;
}

/** SSO_ALLOWED_ORIGINS: the app origins (comma-separated http(s) origins) that may make the SSO calls here. */
function origins(env: Env, name: string): readonly string[] {
  const values = (env[name] ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const value of values) {
    if (!/^https?:\/\/[^/\s]+$/i.test(value)) throw new Error(`${name} must list origins such as https://admin.example.co.id, got '${value}'`);
  }
  return values;
}

function mapConfig(env: Env): MapConfig {
  const tileUrl = httpUrl(env, 'MAP_TILE_URL', OSM_TILE_URL)!;
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
  return {
    tileUrl,
    tileAttribution: attribution ?? (tileUrl === OSM_TILE_URL ? OSM_ATTRIBUTION : ''),
    geocoderUrl: httpUrl(env, 'GEOCODER_URL', null),
  };
}

function list(env: Env, name: string, fallback: readonly string[]): readonly string[] {
  const value = env[name]?.trim();
  if (!value) return fallback;
  return value.split(',').map((item) => item.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
}

/** Images and PDF/Office documents (spec §5: images by default; the file field takes documents too). */
export const DEFAULT_UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv'] as const;

/** Reads the configuration from environment variables; README lists them. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 8080);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    inMemory: flag(env, 'IN_MEMORY_DB', false),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appCode: APP_CODE,
    appName: env.APP_NAME ?? 'Manpower Admin',
    companyName: env.COMPANY_NAME ?? 'PT Adhi Karya (Persero) Tbk',
    guideLink: env.GUIDE_LINK ?? '/term-condition',
    androidAppUrl: env.ANDROID_APP_URL ?? 'https://play.google.com/store/apps/details?id=id.co.adhi.manpower',
    iosAppUrl: env.IOS_APP_URL ?? 'https://apps.apple.com/id/app/adhi-manpower/id0000000000',
    features: {
      allowRegister: flag(env, 'FEATURE_ALLOW_REGISTER', true),
      forgetPassword: flag(env, 'FEATURE_FORGET_PASSWORD', true),
      autofill: flag(env, 'FEATURE_AUTOFILL', true),
      myAction: flag(env, 'FEATURE_MY_ACTION', true),
      asideRight: flag(env, 'FEATURE_ASIDE_RIGHT', true),
      sso: flag(env, 'FEATURE_SSO', false),
    },
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12),
    seedDemo: flag(env, 'SEED_DEMO', !production),
    demoScale: demoScale(env),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    serveClient: flag(env, 'SERVE_CLIENT', true),
    clientDir: env.CLIENT_DIR || 'dist',
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 0),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15),
    loginMaxFailuresPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 30),
    uploadMaxMb: integer(env, 'UPLOAD_MAX_MB', 5),
    uploadQuotaMbPerDay: integer(env, 'UPLOAD_QUOTA_MB_PER_DAY', 200),
    uploadDir: env.UPLOAD_DIR || `${env.DATA_DIR ?? './data'}/uploads`,
    uploadAllowedTypes: list(env, 'UPLOAD_ALLOWED_TYPES', DEFAULT_UPLOAD_TYPES),
    importMaxMb: integer(env, 'IMPORT_MAX_MB', 10),
    importMaxRows: integer(env, 'IMPORT_MAX_ROWS', 10_000),
    importMaxColumns: integer(env, 'IMPORT_MAX_COLUMNS', 200),
    importMaxCellChars: integer(env, 'IMPORT_MAX_CELL_CHARS', 32_767),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'Manpower Admin <no-reply@localhost>' },
    verifyCodeTtlHours: integer(env, 'VERIFY_CODE_TTL_HOURS', 24),
    resetCodeTtlMinutes: integer(env, 'RESET_CODE_TTL_MINUTES', 60),
    findUserMaxPerMinute: integer(env, 'FIND_USER_MAX_PER_MINUTE', 30),
    resendMaxPerHour: integer(env, 'RESEND_MAX_PER_HOUR', 5),
    forgotPasswordMaxPerHour: integer(env, 'FORGOT_PASSWORD_MAX_PER_HOUR', 5),
    forgotPasswordMaxPerHourPerIp: integer(env, 'FORGOT_PASSWORD_MAX_PER_HOUR_PER_IP', 20),
    registerMaxPerHourPerIp: integer(env, 'REGISTER_MAX_PER_HOUR_PER_IP', 20),
    map: mapConfig(env),
    sso: {
      jwksUrl: env.SSO_JWKS_URL || undefined,
      // A PEM may come with literal \n in one-line environments.
      publicKey: env.SSO_PUBLIC_KEY?.replace(/\\n/g, '\n') || undefined,
      issuer: env.SSO_ISSUER || undefined,
      audience: env.SSO_AUDIENCE || undefined,
      apiBase: ssoApiBase(env),
      allowedOrigins: origins(env, 'SSO_ALLOWED_ORIGINS'),
    },
    fieldApp: {
      maxEventAgeDays: integer(env, 'APP_EVENT_MAX_AGE_DAYS', 7),
      maxEventAheadMinutes: integer(env, 'APP_EVENT_MAX_AHEAD_MINUTES', 5),
      lateAfterMinutes: integer(env, 'APP_LATE_AFTER_MINUTES', 15),
      clockOffMinutes: integer(env, 'APP_CLOCK_OFF_MINUTES', 5),
      deviceRequestsPerMinute: integer(env, 'APP_DEVICE_REQUESTS_PER_MINUTE', 120),
      deviceEventsPerMinute: integer(env, 'APP_DEVICE_EVENTS_PER_MINUTE', 3000),
    },
  };
}
