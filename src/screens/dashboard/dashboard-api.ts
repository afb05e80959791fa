import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnswers, LatestDayData } from '../../../common/wire/dashboard.ts';
import { getDataset, getPath } from '../../core/data/data-provider';

/** The filter every dashboard call takes (all optional on the server). */
export interface DashboardFilter {
  department_id: number | null;
  project_id: number | null;
  date_from: string;
  date_to: string;
  /** The one day of the presence monitoring. */
  date: string;
}

/** Each dashboard's answer: the server's schemas' types (common/wire/dashboard.ts). */
export type { AcquisitionData, DashboardAnswers, LatestDayData, LeaderboardData, MonitoringData, MonitoringProject, SummaryData } from '../../../common/wire/dashboard.ts';

export type DashboardName = keyof DashboardAnswers;

/** The query a dashboard sends: the range for the three range dashboards, the day for monitoring. */
export function dashboardParams(name: DashboardName, filter: DashboardFilter): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filter.department_id !== null) params.department_id = filter.department_id;
  if (filter.project_id !== null) params.project_id = filter.project_id;
  if (name === 'monitoring-presence') {
    if (filter.date) params.date = filter.date;
  } else {
    if (filter.date_from) params.date_from = filter.date_from;
    if (filter.date_to) params.date_to = filter.date_to;
  }
  return params;
}

/** GET /dashboard/{name}: reads `data`. */
export async function fetchDashboard<N extends DashboardName>(name: N, filter: DashboardFilter): Promise<DashboardAnswers[N]> {
  const answer = await getPath<{ data: DashboardAnswers[N] }>(`/dashboard/${name}`, dashboardParams(name, filter));
  return answer.data;
}

/** Query options of one dashboard for one filter. */
export function dashboardQueryOptions<N extends DashboardName>(name: N, filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', name, dashboardParams(name, filter)] as const,
    queryFn: () => fetchDashboard(name, filter),
    placeholderData: keepPreviousData,
  });
}

/** One dashboard's answer for the filter, asked once the filter is `ready`; the previous answer stays while a new filter loads. */
export function useDashboard<N extends DashboardName>(name: N, filter: DashboardFilter, ready = true) {
  return useQuery({ ...dashboardQueryOptions(name, filter), enabled: ready });
}

/** Query options of the last day with attendance in the user's scope (GET /dashboard/latest-day). */
export function latestDayQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'latest-day'] as const,
    queryFn: async () => (await getPath<{ data: LatestDayData }>('/dashboard/latest-day')).data,
    staleTime: 60_000,
  });
}

export interface Option {
  id: number;
  label: string;
}

/** Select options load with limit 1000 and active=1 (spec §5). */
const OPTION_QUERY = { limit: 1000, active: 1 } as const;

/** Query options of the department choices (GET /department/dataset). */
export function departmentOptionsQuery() {
  return queryOptions({
    queryKey: ['dashboard', 'options', 'department'] as const,
    queryFn: async (): Promise<Option[]> => {
      const answer = await getDataset<{ id: number; department_name: string }>('/department', OPTION_QUERY);
      return answer.data.map((row) => ({ id: row.id, label: row.department_name }));
    },
    staleTime: 5 * 60_000,
  });
}

/** Query options of the project choices, narrowed to a department when one is chosen (GET /project/dataset). */
export function projectOptionsQuery(departmentId: number | null) {
  return queryOptions({
    queryKey: ['dashboard', 'options', 'project', departmentId] as const,
    queryFn: async (): Promise<Option[]> => {
      const params = departmentId === null ? {} : { department_id: departmentId };
      const answer = await getDataset<{ id: number; project_name: string }>('/project', { ...OPTION_QUERY, params });
      return answer.data.map((row) => ({ id: row.id, label: row.project_name }));
    },
    staleTime: 5 * 60_000,
  });
}
