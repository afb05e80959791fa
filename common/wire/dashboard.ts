import { type Static, Type } from 'typebox';
import { Day, SerialId } from './values.ts';

/** The dashboards' query (all optional): department, project and a Jakarta date range, or the one day of the monitoring. */
export const DashboardQuery = Type.Object({
  department_id: Type.Optional(SerialId),
  project_id: Type.Optional(SerialId),
  date_from: Type.Optional(Day),
  date_to: Type.Optional(Day),
  date: Type.Optional(Day),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

const Count = Type.Integer({ minimum: 0 });

/** GET /dashboard/summary: the cards, the presence trend and two breakdowns (spec §2). */
export const SummaryData = Type.Object({
  rekap: Type.Object({
    employees: Count,
    active_employees: Count,
    blacklisted: Count,
    projects: Count,
    active_projects: Count,
    convalsals: Count,
    equipments: Count,
    /** Workers who checked in on the range's last day: today, unless the dashboard opened on the last day with attendance. */
    present_today: Count,
    foremen: Count,
  }),
  presence_trend: Type.Array(Type.Object({ date: Day, present: Count })),
  equipment_by_condition: Type.Array(Type.Object({ condition: Type.String(), total: Count })),
  employees_by_manpower_type: Type.Array(Type.Object({ label: Type.Union([Type.String(), Type.Null()]), total: Count })),
});
export type SummaryData = Static<typeof SummaryData>;

/** GET /dashboard/acquisition: workers brought in, per day and per foreman or convalsal. */
export const AcquisitionData = Type.Object({
  rekap: Type.Object({ total: Count, this_week: Count, today: Count }),
  per_day: Type.Array(Type.Object({ date: Day, total: Count })),
  per_source: Type.Array(
    Type.Object({ source_type: Type.Union([Type.Literal('foreman'), Type.Literal('convalsal')]), id: Type.Integer(), name: Type.String(), total: Count }),
  ),
});
export type AcquisitionData = Static<typeof AcquisitionData>;

/** GET /dashboard/leaderboard: the best rated workers, foremen and convalsals, ranked from 1. */
export const LeaderboardData = Type.Object({
  workers: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      id: Type.Integer(),
      fullname: Type.String(),
      project_name: Type.Union([Type.String(), Type.Null()]),
      rating: Type.Number(),
      attendance_days: Count,
    }),
  ),
  foremen: Type.Array(Type.Object({ rank: Type.Integer(), id: Type.Integer(), fullname: Type.String(), acquisitions: Count })),
  convalsals: Type.Array(Type.Object({ rank: Type.Integer(), id: Type.Integer(), convalsal_name: Type.String(), rating: Type.Number() })),
});
export type LeaderboardData = Static<typeof LeaderboardData>;

/** One project of the presence monitoring: where it is and its workers' presence that day. */
export const MonitoringProject = Type.Object({
  id: Type.Integer(),
  project_name: Type.String(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  assigned: Count,
  present: Count,
  late: Count,
  absent: Count,
  /** The project's attendance exceptions still open, of every day (issue #50's inbox). */
  open_exceptions: Count,
});
export type MonitoringProject = Static<typeof MonitoringProject>;

/** GET /dashboard/monitoring-presence: the day's presence, in total and per project. */
export const MonitoringData = Type.Object({
  date: Day,
  rekap: Type.Object({ assigned: Count, present: Count, absent: Count, late: Count, open_exceptions: Count }),
  projects: Type.Array(MonitoringProject),
});
export type MonitoringData = Static<typeof MonitoringData>;

/** GET /dashboard/latest-day: the last day a worker in the caller's scope checked in (null when none has), and today, both Jakarta days. */
export const LatestDayData = Type.Object({ date: Type.Union([Day, Type.Null()]), today: Day });
export type LatestDayData = Static<typeof LatestDayData>;

/** Each dashboard's `data`, by the name in its path. */
export const dashboardData = {
  summary: SummaryData,
  acquisition: AcquisitionData,
  leaderboard: LeaderboardData,
  'monitoring-presence': MonitoringData,
} as const;

/** What each dashboard answers in `data`, by the name in its path. */
export type DashboardAnswers = { [Name in keyof typeof dashboardData]: Static<(typeof dashboardData)[Name]> };
