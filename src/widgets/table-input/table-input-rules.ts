import type { Text } from '../../core/config/field-config';
import type { Row } from '../../core/data/data-types';

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
  /** Editor of an editable cell; default 'text'. */
  type?: 'text' | 'number' | 'checkbox' | 'select';
  /** Choices of a 'select' column. */
  options?: readonly { value: string | number; label: Text }[];
}

/** Applies one cell edit to the list of edited rows: the row is added once, then updated. */
export function applyEdit(edited: readonly Row[], row: Row, rowKey: string, column: string, cellValue: unknown): Row[] {
  const key = String(row[rowKey]);
  const existing = edited.find((item) => String(item[rowKey]) === key);
  if (!existing) return [...edited, { ...row, [column]: cellValue }];
  return edited.map((item) => (item === existing ? { ...item, [column]: cellValue } : item));
}

/** A row as shown: the loaded row with the user's edits over it. */
export function withEdits(row: Row, edited: readonly Row[], rowKey: string): Row {
  const key = String(row[rowKey]);
  return edited.find((item) => String(item[rowKey]) === key) ?? row;
}
