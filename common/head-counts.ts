import type { ProjectSummary } from './wire/project.ts';

/**
 * The permission each of a project's head counts needs: without it the summary answers null
 * for it, and the screen leaves its card out from the start (so no card goes when the counts
 * arrive). Apart from the wire schemas, so the client takes it without their library.
 */
export const HEAD_COUNT_PERMISSIONS = {
  workers: 'view-project-manpower',
  foremen: 'view-project',
  vendors: 'view-project',
  devices: 'view-project',
  present_today: 'view-presence-worker',
} as const satisfies Record<keyof Omit<ProjectSummary, 'today'>, string>;
