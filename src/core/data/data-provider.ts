import type { AxiosProgressEvent } from 'axios';
import type { ImportAnswer, ImportLimitsAnswer, SheetPreviewAnswer, UploadAnswer } from '../../../common/wire/files.ts';
import { API_BASE, api } from '../api-client';
import { ApiError, toApiError } from '../api-error';
import type {
  DatasetQuery,
  DatasetResult,
  ExportFormat,
  ListQuery,
  ListResult,
  MappingListResult,
  MessageResult,
  Row,
  UploadResult,
} from './data-types';

/** Turns a list query into spec §7's parameters: filters travel as one JSON object. */
export function listParams(query: Partial<ListQuery>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.page !== undefined) params.page = query.page;
  if (query.limit !== undefined) params.limit = query.limit;
  if (query.search) params.search = query.search;
  if (query.sort_by) params.sort_by = query.sort_by;
  if (query.sort) params.sort = query.sort;
  if (query.filters && Object.keys(query.filters).length > 0) params.filters = JSON.stringify(query.filters);
  if (query.exact_total) params.exact_total = 1;
  return params;
}

/** GET {endpoint}/list */
export async function getList<T = Row>(endpoint: string, query: ListQuery): Promise<ListResult<T>> {
  const { data } = await api.get<ListResult<T>>(`${endpoint}/list`, { params: listParams(query) });
  return data;
}

/** GET {endpoint}/dataset: option lists for selects and lookups. */
export async function getDataset<T = Row>(endpoint: string, query: DatasetQuery = {}): Promise<DatasetResult<T>> {
  const { params, filters, ...rest } = query;
  const json = filters ? { filters: JSON.stringify(filters) } : {};
  const { data } = await api.get<DatasetResult<T>>(`${endpoint}/dataset`, { params: { ...params, ...rest, ...json } });
  return data;
}

/** How one record is read (spec §7). */
export interface ShowOptions {
  /** The optional query string of the show call. */
  query?: Record<string, unknown>;
  /** A custom getter: GET {getter}/show with the id as a parameter. */
  custom?: boolean;
}

/** GET {endpoint}/{id}/show with an optional query string, or a custom getter's GET {getter}/show?id= (spec §7). */
export async function getOne<T = Row>(endpoint: string, id: string | number, { query, custom = false }: ShowOptions = {}): Promise<T> {
  const path = custom ? `${endpoint}/show` : `${endpoint}/${encodeURIComponent(String(id))}/show`;
  const { data } = await api.get<{ data: T }>(path, { params: custom ? { ...query, id } : query });
  return data.data;
}

/** POST {endpoint}/create */
export async function createRecord<T = Row>(endpoint: string, payload: Row): Promise<MessageResult<T>> {
  const { data } = await api.post<MessageResult<T>>(`${endpoint}/create`, payload);
  return data;
}

/** PUT {endpoint}/update: the payload is the form merged onto the loaded record. */
export async function updateRecord<T = Row>(endpoint: string, payload: Row): Promise<MessageResult<T>> {
  const { data } = await api.put<MessageResult<T>>(`${endpoint}/update`, payload);
  return data;
}

/** DELETE {endpoint}/delete with the row as data. */
export async function deleteRecord<T = Row>(endpoint: string, row: Row): Promise<MessageResult<T>> {
  const { data } = await api.delete<MessageResult<T>>(`${endpoint}/delete`, { data: row });
  return data;
}

/** GET {path} with query params; a filters object is merged flat (spec §7). */
export async function getPath<T = unknown>(path: string, params: Record<string, unknown> = {}): Promise<T> {
  const { filters, ...rest } = params;
  const flat = filters && typeof filters === 'object' ? { ...rest, ...(filters as Record<string, unknown>) } : rest;
  const { data } = await api.get<T>(path, { params: flat });
  return data;
}

/** Plain POST, PUT and DELETE to a path (spec §7 "Other"). */
export const postPath = async <T = unknown>(path: string, body?: unknown) => (await api.post<T>(path, body)).data;
export const putPath = async <T = unknown>(path: string, body?: unknown) => (await api.put<T>(path, body)).data;
export const deletePath = async <T = unknown>(path: string, body?: unknown) => (await api.delete<T>(path, { data: body })).data;

/** A file answered by a GET, with the name the server gave it (or `fallback`). */
async function getFile(url: string, params: Record<string, string | number>, fallback: string): Promise<{ blob: Blob; filename: string }> {
  const response = await api
    .get<Blob>(url, { params, responseType: 'blob' })
    .catch(async (error: unknown) => Promise.reject(await decodeBlobError(error)));
  const disposition = String(response.headers['content-disposition'] ?? '');
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: response.data, filename: encoded ? decodeURIComponent(encoded) : (plain ?? fallback) };
}

/** What an export writes besides the list's query. */
export interface ExportOptions {
  /** The file's format; default 'xls' (an .xlsx workbook). */
  format?: ExportFormat;
  /** The field names of the columns to write after the ID; default every column of the list. */
  columns?: readonly string[];
}

/** GET {endpoint}/export: the list's query without page or limit; answers the file and its name. */
export async function exportFile(endpoint: string, query: Omit<ListQuery, 'page' | 'limit'>, { format = 'xls', columns }: ExportOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const params = { ...listParams(query), format, ...(columns ? { columns: columns.join(',') } : {}) };
  return getFile(`${endpoint}/export`, params, 'export');
}

/** GET {endpoint}/import/template: the import's template workbook and its name. */
export async function importTemplate(endpoint: string): Promise<{ blob: Blob; filename: string }> {
  return getFile(`${endpoint}/import/template`, {}, 'template.xlsx');
}

/** GET {endpoint}/import: the most rows and the file size an import takes. */
export async function getImportLimits(endpoint: string): Promise<ImportLimitsAnswer['data']> {
  return (await api.get<ImportLimitsAnswer>(`${endpoint}/import`)).data.data;
}

/** A failed blob call carries its JSON error body as a Blob; read it so callers see message and data. */
async function decodeBlobError(error: unknown): Promise<ApiError> {
  const apiError = toApiError(error);
  const data: unknown = apiError.response?.data;
  if (!apiError.response || typeof Blob === 'undefined' || !(data instanceof Blob)) return apiError;
  try {
    const parsed: unknown = JSON.parse(await data.text());
    const message = (parsed as { message?: unknown })?.message;
    return new ApiError(typeof message === 'string' ? message : apiError.message, { ...apiError.response, data: parsed }, error);
  } catch {
    return apiError;
  }
}

/** POST {endpoint}/import: a dry run reports every bad row; a commit writes all or nothing. */
export async function importFile(endpoint: string, file: File, dryRun: boolean): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ImportAnswer>(`${endpoint}/import`, form, { params: dryRun ? { dry_run: 1 } : {} });
  return data;
}

/** POST upload: multipart with field `file`, reporting progress (spec §7). */
export async function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<UploadAnswer>('/upload', form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data.data;
}

/** A stored file's path below the API base ('/files/…'); an error for a url the server did not store. */
function storedFilePath(url: string): string {
  if (!url.startsWith(`${API_BASE}/files/`)) throw new ApiError('not a stored file', null);
  return url.slice(API_BASE.length);
}

/** GET a stored file's bytes, as the Blob of `type` a browser shows (a pdf in a frame). */
export async function getStoredFile(url: string, type: string): Promise<Blob> {
  const { data } = await api.get<Blob>(storedFilePath(url), { responseType: 'blob' });
  return new Blob([data], { type });
}

/** GET {file}/preview: a stored .xlsx or .csv's first sheet as a table. */
export async function getSheetPreview(url: string): Promise<SheetPreviewAnswer['data']> {
  return (await api.get<SheetPreviewAnswer>(`${storedFilePath(url)}/preview`)).data.data;
}

/** GET {getter}/list of a mapping toggle list: reads `data[0].data` and `data[0].total` (spec §7). */
export async function getMappingList<T = Row>(getter: string, query: ListQuery): Promise<MappingListResult<T>> {
  const { data } = await api.get<{ data?: { data?: T[]; total?: number }[] }>(`${getter}/list`, { params: listParams(query) });
  const first = data.data?.[0];
  return { data: first?.data ?? [], total: Number(first?.total ?? 0) };
}
