import type { ListPointer, Text } from '../../core/config/field-config';
import { resolveText } from '../../core/config/resolve-text';
import { toApiError } from '../../core/api-error';
import type { Row } from '../../core/data/data-types';
import { validateValue } from '../../core/validation';

/** Spec §9: table input page size 50 by default; choices 10/20/50/100. */
export const TABLE_INPUT_PAGE_SIZE = 50;
export const TABLE_INPUT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** One column of the editable table. */
export interface TableInputColumn {
  /** The row property. */
  data: string;
  label: Text;
  /** Cells of this column can be edited; default false. */
  editable?: boolean;
  /** Editor of an editable cell; default 'text'. 'files' is a multiple upload (spec §5: 5 files below 1 MB). */
  type?: 'text' | 'number' | 'checkbox' | 'select' | 'date' | 'files';
  /** Accepted file types of a 'files' column, as for <input accept>. */
  accept?: string;
  /** Choices of a 'select' column. */
  options?: readonly { value: string | number; label: Text }[];
  /** Where a 'select' column's choices come from when they are a dataset (a relation); its owner loads them into options. */
  source?: ListPointer;
  /** Spec §5 rules of the cell, checked as the user types and again by the server. */
  rules?: string | readonly string[];
  /** How a read-only cell shows its row; default the value as text. */
  display?: (row: Row) => string;
}

/** Cell messages of one line, by column. */
export type LineErrors = Record<string, string>;

/** The client's messages of a line: each editable cell against its rules, named by its label. */
export function lineErrors(columns: readonly TableInputColumn[], line: Row): LineErrors {
  const errors: LineErrors = {};
  for (const column of columns) {
    if (!column.editable || !column.rules) continue;
    const message = validateValue(line[column.data], column.rules, {
      label: resolveText(column.label),
      name: column.data,
      values: line,
      numeric: column.type === 'number',
    });
    if (message) errors[column.data] = message;
  }
  return errors;
}

/** A 422's per-field messages as cell messages; null for any other failure. */
export function serverLineErrors(error: unknown): LineErrors | null {
  const apiError = toApiError(error);
  const data = apiError.body?.data;
  if (apiError.status !== 422 || !data || typeof data !== 'object' || Array.isArray(data)) return null;
  const errors: LineErrors = {};
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    const messages = (Array.isArray(raw) ? raw : [raw]).map(String).filter(Boolean);
    if (messages.length > 0) errors[key] = messages.join(' ');
  }
  return errors;
}
