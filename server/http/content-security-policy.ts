import type { AppConfig } from '../config.ts';

/**
 * The CSP source of a URL template's origin: a Leaflet tile template's `{s}` sub-domain
 * becomes the wildcard it stands for ('https://{s}.tile.openstreetmap.org/…' gives
 * 'https://*.tile.openstreetmap.org').
 */
export function templateOrigin(template: string): string {
  const marker = 'subdomain-placeholder';
  const url = new URL(template.replace(/\{s\}/g, marker).replace(/\{[a-z]+\}/gi, '0'));
  return url.origin.replace(marker, '*');
}

/** The origin of an absolute SSO base (spec §7); none for a path on this server. */
function ssoOrigin(apiBase: string): string[] {
  return /^https?:\/\//i.test(apiBase) ? [new URL(apiBase).origin] : [];
}

/**
 * The product's CSP: its own origin only, except the configured map tiles (images), and
 * the geocoder and a separate SSO base (fetch), so a base map on an intranet tile server
 * loads, the SSO calls reach their base, and nothing else does.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'map' | 'sso'>) {
  const geocoder = config.map.geocoderUrl ? [templateOrigin(config.map.geocoderUrl)] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', templateOrigin(config.map.tileUrl)],
      connectSrc: ["'self'", ...geocoder, ...ssoOrigin(config.sso.apiBase)],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // The document preview shows a stored pdf as a blob in a frame (stored files themselves are served sandboxed).
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  };
}
