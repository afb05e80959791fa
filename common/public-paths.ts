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

/** Whether a pathname (trailing slash tolerated) is one of the public routes. */
export function isPublicPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalized);
}
