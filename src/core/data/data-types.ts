/**
 * The one typed contract over spec §7's calls (CONVENTIONS: refine's data contract). What the
 * server answers comes from its route schemas (common/wire/); the row type is a caller's choice.
 */
import type { DatasetAnswer, ListAnswer, Row, SavedAnswer } from '../../../common/wire/records.ts';
import type { UploadAnswer } from '../../../common/wire/files.ts';

export type { Row };
export type { ImportReport } from '../../../common/wire/files.ts';

export type SortDirection = 'ASC' | 'DESC';

/** List query state (spec §4): mirrored in the URL by the list controller. */
export interface ListQuery {
  page: number;
  limit: number;
  sort_by?: string;
  sort?: SortDirection;
  search?: string;
  filters?: Record<string, unknown>;
  /** Count every matching row, past the bound a list counts otherwise (the answer's total_capped). */
  exact_total?: boolean;
}

/** GET {endpoint}/list answer (spec §3 "List response"), its rows read as `T`. */
export type ListResult<T = Row> = Omit<ListAnswer, 'data'> & { data: T[] };

/** GET {endpoint}/dataset parameters (spec §7). */
export interface DatasetQuery {
  search?: string;
  page?: number;
  limit?: number;
  active?: 0 | 1;
  extras?: string;
  /** 'name=value,name=value' */
  query?: string;
  /** filterAPI values, sent as plain query parameters. */
  params?: Record<string, unknown>;
  /** Filters sent as one JSON object, as the list's are; a list value means any of (e.g. `{ id: [3, 7] }`). */
  filters?: Record<string, unknown>;
}

export type DatasetResult<T = Row> = Omit<DatasetAnswer, 'data'> & { data: T[] };

/** An answer that carries a message and data (create, update, delete). */
export type MessageResult<T = Row> = Omit<SavedAnswer, 'data'> & { data: T };

/** Upload result (spec §3). */
export type UploadResult = UploadAnswer['data'];

export type ExportFormat = 'xls' | 'html' | 'csv';

/** GET {getter}/list of a mapping toggle list: the rows sit one level down (spec §7 "Mapping list"). */
export interface MappingListResult<T = Row> {
  data: T[];
  total: number;
}
