/** Number of pages for a total; never below 1, so an empty list still has page 1. */
export function lastPageOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * Spec §5's page input rule: a non-numeric entry is ignored (null), above the last
 * page goes to the last page, below 1 goes to 1.
 */
export function resolvePageInput(raw: string, lastPage: number): number | null {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return null;
  const page = Number(text);
  if (page > lastPage) return lastPage;
  if (page < 1) return 1;
  return page;
}
