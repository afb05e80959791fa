import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

export interface SummaryData {
  rekap: {
    employees: number;
    active_employees: number;
    blacklisted: number;
    projects: number;
    active_projects: number;
    convalsals: number;
    equipments: number;
    present_today: number;
    foremen: number;
  };
  presence_trend: { date: string; present: number }[];
  equipment_by_condition: { condition: string; total: number }[];
  employees_by_manpower_type: { label: string | null; total: number }[];
}

export interface AcquisitionData {
  rekap: { total: number; this_week: number; today: number };
  per_day: { date: string; total: number }[];
  per_source: { source_type: 'foreman' | 'convalsal'; id?: number; name: string; total: number }[];
}

export interface LeaderboardData {
  workers: { rank: number; id: number; fullname: string; project_name: string | null; rating: number; attendance_days: number }[];
  foremen: { rank: number; id: number; fullname: string; acquisitions: number }[];
  convalsals: { rank: number; id: number; convalsal_name: string; rating: number }[];
}

export interface MonitoringProject {
  id: number;
  project_name: string;
  latitude: number | null;
  longitude: number | null;
  assigned: number;
  present: number;
  late: number;
  absent?: number;
}

export interface MonitoringData {
  date?: string;
  rekap: { assigned: number; present: number; absent: number; late: number };
  projects: MonitoringProject[];
}

/** The dashboards and what each answers. */
export interface DashboardAnswers {
  summary: SummaryData;
  acquisition: AcquisitionData;
  leaderboard: LeaderboardData;
  'monitoring-presence': MonitoringData;
}

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

/** One dashboard's answer for the filter; the previous answer stays while a new filter loads. */
export function useDashboard<N extends DashboardName>(name: N, filter: DashboardFilter) {
  return useQuery(dashboardQueryOptions(name, filter));
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
