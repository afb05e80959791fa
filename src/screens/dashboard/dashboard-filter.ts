import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { formatDate } from '../../core/format';
import { latestDayQueryOptions, type DashboardFilter } from './dashboard-api';

/** Days the default range covers: the last 30, today included (the server's default too). */
export const DEFAULT_RANGE_DAYS = 30;

/** The filter a dashboard opens with: all departments and projects, the 30 days up to `day`, and `day`. */
export function defaultFilter(day: Date | string = new Date()): DashboardFilter {
  const to = dayjs(day);
  return {
    department_id: null,
    project_id: null,
    date_from: formatDate(to.subtract(DEFAULT_RANGE_DAYS - 1, 'day').toDate()),
    date_to: formatDate(to.toDate()),
    date: formatDate(to.toDate()),
  };
}

/** The day a dashboard opens on: today, or the last day with attendance (for the dashboards that count it). */
export type OpeningDay = 'today' | 'last-attendance';

export interface DashboardFilterState {
  filter: DashboardFilter;
  /** Changes some fields; a new department clears the project (spec §5, step 2 rule). */
  change: (patch: Partial<DashboardFilter>) => void;
  reset: () => void;
  /** False while the opening day is still being asked for: the dashboard waits rather than load today first. */
  ready: boolean;
  /** Set while the filter is the opening one and that day is before today (no attendance yet today). */
  openedBefore: string | null;
  /** Whether the dashboard opens on the last day with attendance, so that it may open before today. */
  mayOpenBefore: boolean;
}

function applyPatch(current: DashboardFilter, patch: Partial<DashboardFilter>): DashboardFilter {
  const next = { ...current, ...patch };
  if ('department_id' in patch && patch.department_id !== current.department_id && !('project_id' in patch)) next.project_id = null;
  // The range never runs backwards: the other end follows the date just picked.
  if (next.date_from && next.date_to && next.date_from > next.date_to) {
    if ('date_from' in patch) next.date_to = next.date_from;
    else next.date_from = next.date_to;
  }
  return next;
}

/**
 * The dashboard's filter state. A dashboard of attendance opens on the last day a worker in the
 * user's scope checked in (the server's Jakarta today when that is today, or when none has).
 */
export function useDashboardFilter(openOn: OpeningDay = 'today'): DashboardFilterState {
  const latest = useQuery({ ...latestDayQueryOptions(), enabled: openOn === 'last-attendance' });
  const day = openOn === 'last-attendance' ? (latest.data?.date ?? latest.data?.today) : undefined;
  const opening = useMemo(() => defaultFilter(day ?? new Date()), [day]);
  const [changed, setChanged] = useState<DashboardFilter | null>(null);
  const change = useCallback((patch: Partial<DashboardFilter>) => setChanged((current) => applyPatch(current ?? opening, patch)), [opening]);
  const reset = useCallback(() => setChanged(null), []);
  const ready = openOn === 'today' || !latest.isPending;
  const openedBefore = changed === null && latest.data?.date && latest.data.date < latest.data.today ? latest.data.date : null;
  return { filter: changed ?? opening, change, reset, ready, openedBefore, mayOpenBefore: openOn === 'last-attendance' };
}
