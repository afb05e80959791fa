import { createContext, useContext } from 'react';
import type { Row } from './data-types';

/** The loaded record a detail or an update form shows (react-admin's RecordContext). */
export const RecordContext = createContext<Row | null>(null);

/**
 * The record of the view around the caller: child tabs, custom views and widgets read it
 * here instead of receiving it as a prop. The views provide it once the record has loaded,
 * so a caller outside one has been placed wrong, and is told where it belongs.
 */
export function useRecordContext(): Row {
  const record = useContext(RecordContext);
  if (!record) throw new Error('useRecordContext() has no record: call it below a detail or an update form, once the record has loaded.');
  return record;
}
