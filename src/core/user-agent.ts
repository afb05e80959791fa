const PHONE_OR_TABLET = /iPhone|iPad|iPod|Android|Mobile|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|webOS|Silk|Kindle|Tablet/i;

/** Whether a user agent belongs to a phone or tablet, for the mobile gate (spec §1). */
export function isPhoneOrTablet(userAgent: string, maxTouchPoints = 0): boolean {
  if (PHONE_OR_TABLET.test(userAgent)) return true;
  // iPadOS 13+ reports itself as a Mac; only the touch screen gives it away.
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
