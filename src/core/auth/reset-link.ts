/** How long a reset link stays usable after it was issued (the server applies the same 60 minutes). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Whether a /reset-password?code=&ts= link may still be used: both present, ts a time
 * in ms since the epoch, not older than the lifetime. A ts far in the future is refused
 * too (a minute of clock skew is allowed), so a hand-made link cannot live for ever.
 */
export function isResetLinkUsable(code: string | null, ts: string | null, now: number = Date.now()): boolean {
  if (!code || !ts || !/^\d+$/.test(ts)) return false;
  const issuedAt = Number(ts);
  return now - issuedAt <= RESET_LINK_LIFETIME_MS && issuedAt - now <= 60_000;
}
