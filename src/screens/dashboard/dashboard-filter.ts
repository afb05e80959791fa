import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { formatDate } from '../../core/format';
import type { DashboardFilter } from './dashboard-api';

/** Days the default range covers: the last 30, today included (the server's default too). */
export const DEFAULT_RANGE_DAYS = 30;

/** The filter a dashboard opens with: all departments and projects, the last 30 days, today. */
export function defaultFilter(today: Date = new Date()): DashboardFilter {
  const to = dayjs(today);
  return {
    department_id: null,
    project_id: null,
    date_from: formatDate(to.subtract(DEFAULT_RANGE_DAYS - 1, 'day').toDate()),
    date_to: formatDate(to.toDate()),
    date: formatDate(to.toDate()),
  };
}

export interface DashboardFilterState {
  filter: DashboardFilter;
  /** Changes some fields; a new department clears the project (spec §5, step 2 rule). */
  change: (patch: Partial<DashboardFilter>) => void;
  reset: () => void;
}

/** The dashboard's filter state. */
export function useDashboardFilter(initial: () => DashboardFilter = defaultFilter): DashboardFilterState {
  const [filter, setFilter] = useState<DashboardFilter>(initial);
  const change = useCallback((patch: Partial<DashboardFilter>) => {
    setFilter((current) => {
      const next = { ...current, ...patch };
      if ('department_id' in patch && patch.department_id !== current.department_id && !('project_id' in patch)) next.project_id = null;
      // The range never runs backwards: the other end follows the date just picked.
      if (next.date_from && next.date_to && next.date_from > next.date_to) {
        if ('date_from' in patch) next.date_to = next.date_from;
        else next.date_from = next.date_to;
      }
      return next;
    });
  }, []);
  const reset = useCallback(() => setFilter(initial()), [initial]);
  return { filter, change, reset };
}
