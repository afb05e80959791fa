/** The one typed contract over spec §7's calls (CONVENTIONS: refine's data contract). */

export type SortDirection = 'ASC' | 'DESC';
export type Row = Record<string, unknown>;

/** List query state (spec §4): mirrored in the URL by the list controller. */
export interface ListQuery {
  page: number;
  limit: number;
  sort_by?: string;
  sort?: SortDirection;
  search?: string;
  filters?: Record<string, unknown>;
}

/** GET {endpoint}/list answer (spec §3 "List response"). */
export interface ListResult<T = Row> {
  data: T[];
  total: number;
  totalPage: number;
  rekap: Record<string, number>;
}

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

export interface DatasetResult<T = Row> {
  data: T[];
  total: number;
}

/** An answer that carries a message and data (create, update, delete). */
export interface MessageResult<T = Row> {
  message: string;
  data: T;
}

/** Upload result (spec §3). */
export interface UploadResult {
  url: string;
  filename: string;
}

export type ExportFormat = 'xls' | 'html' | 'csv';

/** Import report of a dry run or a refused commit. */
export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  errors: { row: number; messages: Record<string, string[]> }[];
}

/** GET {getter}/list of a mapping toggle list: the rows sit one level down (spec §7 "Mapping list"). */
export interface MappingListResult<T = Row> {
  data: T[];
  total: number;
}
