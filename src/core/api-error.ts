import axios, { type AxiosResponse } from 'axios';

/** The body of every error the API answers (ARCHITECTURE "Contracts to keep"). */
export interface ApiErrorBody {
  message?: string;
  data?: unknown;
}

/** A failed call, rethrown with its response (spec §8) so screens can read data.message and data.data. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly body: ApiErrorBody | null;
  readonly response: AxiosResponse | null;

  constructor(message: string, response: AxiosResponse | null, cause?: unknown) {
    super(message, { cause });
    this.name = 'ApiError';
    this.response = response;
    this.status = response?.status ?? null;
    this.body = isErrorBody(response?.data) ? response.data : null;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Wraps whatever axios threw into an ApiError carrying the response. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response ?? null;
    const body = isErrorBody(response?.data) ? response.data : null;
    const message = typeof body?.message === 'string' && body.message !== '' ? body.message : error.message;
    return new ApiError(message, response, error);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null, error);
}

/** The message an alert shows for a failure: data.message, else message, else the fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  const fromBody = apiError.body?.message;
  if (typeof fromBody === 'string' && fromBody !== '') return fromBody;
  return apiError.message || fallback;
}
