/** The sign-in route; sign-out, a 401 and a failed guard all lead here (spec §2). */
export const LOGIN_PATH = '/login';

/** The parent route main-module: the dashboard layout; after login the user goes here. */
export const MAIN_MODULE_PATH = '/';

/** Public routes of spec §2: open without a stored token. */
export const PUBLIC_PATHS = [
  '/login',
  '/term-condition',
  '/privacy-policy',
  '/sso-login',
  '/register',
  '/register-role',
  '/verify-email',
  '/waiting-account',
  '/reset-password',
] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/** Whether a pathname (trailing slash tolerated) is one of the public routes. */
export function isPublicPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalized);
}
