/** The open attendance period of spec §5's period lock, as YYYY-MM-DD bounds (inclusive). */
export function openPeriod(today: Date): { from: string; to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  const startMonth = today.getDate() <= 25 ? month - 1 : month;
  const iso = (y: number, m: number) => {
    const date = new Date(Date.UTC(y, m, 25));
    return date.toISOString().slice(0, 10);
  };
  return { from: iso(year, startMonth), to: iso(year, startMonth + 1) };
}

/** True when `date` (YYYY-MM-DD…) lies inside the open period. */
export function insideOpenPeriod(date: string, today = new Date()): boolean {
  const { from, to } = openPeriod(today);
  const day = date.slice(0, 10);
  return day >= from && day <= to;
}
