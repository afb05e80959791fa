import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../common/wire/project.ts';
import { getList, getPath } from '../../core/data/data-provider';
import type { Row } from '../../core/data/data-types';
import { usePermissionCheck } from '../../core/use-permission';
import type { MapPin } from '../../widgets/map-picker';

export type { ProjectSummary } from '../../../common/wire/project.ts';

/** GET /project-summary/{id}: the project's head counts, null where the user may not see what is counted. */
export async function fetchProjectSummary(id: string | number): Promise<ProjectSummary> {
  return (await getPath<{ data: ProjectSummary }>(`/project-summary/${id}`)).data;
}

/** Query options of one project's head counts. */
export function projectSummaryQueryOptions(id: string | number) {
  return queryOptions({ queryKey: ['project-summary', String(id)] as const, queryFn: () => fetchProjectSummary(id) });
}

/** One project's head counts. */
export function useProjectSummary(id: string | number) {
  return useQuery(projectSummaryQueryOptions(id));
}

/** A project has a handful of check-in areas: one page of 50 holds them all. */
const RADII_LIMIT = 50;

/** GET /presence-radius/list of one project's active check-in areas. */
export function projectRadiiQueryOptions(id: string | number) {
  const query = { page: 1, limit: RADII_LIMIT, filters: { project_id: id, active: 1 } };
  return queryOptions({ queryKey: ['project-summary', String(id), 'radii'] as const, queryFn: () => getList('/presence-radius', query) });
}

const coordinate = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

function pinOf(row: Row, title: unknown, radius?: unknown): MapPin[] {
  const [lat, lng] = [coordinate(row.latitude), coordinate(row.longitude)];
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
  return [{ lat, lng, title: String(title ?? ''), radius: radius === undefined ? null : Number(radius) }];
}

/** The project's pin, then each active presence radius with its circle when the user may see them. */
export function useProjectPins(project: Row): MapPin[] {
  const can = usePermissionCheck();
  const radii = useQuery({ ...projectRadiiQueryOptions(String(project.id)), enabled: can('view-presence-radius') });
  return [...pinOf(project, project.project_name), ...(radii.data?.data ?? []).flatMap((row) => pinOf(row, row.location_name, row.radius_m))];
}
