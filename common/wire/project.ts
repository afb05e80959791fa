import { type Static, Type } from 'typebox';
import { Day } from './values.ts';

/** GET /project-summary/{id}: the project is read as its show would, 404 outside the caller's scope. */
export const ProjectSummaryParams = Type.Object({ id: Type.String({ description: "The project's id" }) });

/** A head count, or null when the caller may not see the records it counts. */
const HeadCount = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

/** The single project's head counts (spec §2 project sub-screens): what works on it, and who is there today. */
export const ProjectSummary = Type.Object({
  /** Workers assigned and active (view-project-manpower). */
  workers: HeadCount,
  /** Foremen assigned and active (view-project). */
  foremen: HeadCount,
  /** Vendors and subcontractors contracted (view-project). */
  vendors: HeadCount,
  /** Attendance devices active (view-project). */
  devices: HeadCount,
  /** Workers who checked in today, Jakarta time (view-presence-worker). */
  present_today: HeadCount,
  /** The Jakarta day `present_today` counts. */
  today: Day,
});
export type ProjectSummary = Static<typeof ProjectSummary>;
export const ProjectSummaryAnswer = Type.Object({ data: ProjectSummary });
