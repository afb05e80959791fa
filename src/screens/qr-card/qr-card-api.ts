import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../core/api-error';
import { getDataset, getList } from '../../core/data/data-provider';

/** A row of GET /project-manpower/dataset as the QR screen reads it. */
export interface ManpowerRow {
  id: number;
  employee_id: number;
  employee: { id: number; fullname: string } | null;
  project_id: number;
  project: { id: number; project_name: string } | null;
  position: string | null;
  qr_number: string | null;
}

/** The projects to choose from (GET /project/dataset, limit 1000, active=1 as spec §5 says). */
export function projectChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['qr-card', 'projects'] as const,
    queryFn: async () => (await getDataset<{ id: number; project_name: string }>('/project', { limit: 1000, active: 1 })).data,
    staleTime: 5 * 60_000,
  });
}

/** Largest page the dataset answers (the server's MAX_DATASET_LIMIT). */
const DATASET_PAGE = 1000;

/** Every active worker of a project, whatever their number: GET /project-manpower/dataset page by page. */
export async function fetchProjectWorkers(projectId: number): Promise<ManpowerRow[]> {
  const rows: ManpowerRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getDataset<ManpowerRow>('/project-manpower', { page, limit: DATASET_PAGE, active: 1, params: { project_id: projectId } });
    rows.push(...answer.data);
    if (answer.data.length < DATASET_PAGE || rows.length >= Number(answer.total)) return rows;
  }
}

/** Largest page the list answers. */
const PAGE = 100;

/**
 * The NIK of each chosen worker, read through GET /employee/list filtered by id (in pages
 * of 100). A user who may not read workers gets none, and the cards show '-'.
 */
export function nikQueryOptions(employeeIds: readonly number[]) {
  const ids = [...new Set(employeeIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['qr-card', 'nik', ids] as const,
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Record<number, string>> => {
      const niks: Record<number, string> = {};
      try {
        for (let start = 0; start < ids.length; start += PAGE) {
          const chunk = ids.slice(start, start + PAGE);
          const answer = await getList<{ id: number; nik: string }>('/employee', { page: 1, limit: PAGE, filters: { id: chunk } });
          for (const row of answer.data) niks[row.id] = row.nik;
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return niks;
        throw error;
      }
      return niks;
    },
  });
}
