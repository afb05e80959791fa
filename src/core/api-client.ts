import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';
import { LOGIN_PATH } from './route-paths';
import { clearStorage, readStored } from './storage';

/** Base of the main API (spec §7, §9 default '/api'). */
export const API_BASE = import.meta.env.VITE_API_BASE || '/api';

type UnauthorizedHandler = () => void;

// The router lives in src/app, which core must not import; the app registers how to
// reach the login route, and until it does a full page load does the same job.
let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
};

/** Lets the app decide how a 401 navigates to the login route. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Adds the spec §7 headers from the stored token and locale to one request. */
export function withStoredHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('X-Requested-With', 'XMLHttpRequest');
  config.headers.set('Content-Language', readStored('locale'));
  const token = readStored('token');
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** Whether the failed call carried the stored session's token. */
function sentWithSession(error: unknown): boolean {
  return axios.isAxiosError(error) && Boolean(error.config?.headers?.get?.('Authorization'));
}

/**
 * Spec §8: a 401 on a call made with the stored session signs the user out (storage
 * cleared, app to login). A 401 of a public call (a wrong password on register-role) is
 * the screen's to show. Every failure is rethrown with its response so the caller can show it.
 */
export function handleFailure(error: unknown): Promise<never> {
  const apiError = toApiError(error);
  if (apiError.status === 401 && sentWithSession(error)) {
    clearStorage();
    onUnauthorized();
  }
  return Promise.reject(apiError);
}

/** Creates the API client; one instance serves the whole app. */
export function createApiClient(baseURL: string = API_BASE): AxiosInstance {
  // The API authenticates by bearer token and sets no XSRF cookie. Left on, axios reads that
  // cookie before every same-origin call, in Chromium through the asynchronous cookieStore: a
  // round trip to the browser process that held each call back by 20 ms or more at start-up.
  const client = axios.create({ baseURL, headers: { Accept: 'application/json' }, withXSRFToken: false });
  client.interceptors.request.use(withStoredHeaders);
  client.interceptors.response.use((response) => response, handleFailure);
  return client;
}

/** The single API client; nothing else in src/ builds API URLs by hand. */
export const api = createApiClient();
