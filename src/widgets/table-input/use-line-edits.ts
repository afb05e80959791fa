import { useRef, useState } from 'react';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import type { Row } from '../../core/data/data-types';
import { lineErrors, serverLineErrors, type LineErrors, type TableInputColumn } from './table-input-rules';

/** What the user did to one line that the server does not know yet. */
interface LineState {
  values: Row;
  isNew: boolean;
  /** Messages show once the line was edited or a save was tried. */
  shown: boolean;
  /** The last save's 422 messages, each until its cell changes. */
  serverErrors: LineErrors;
  saving: boolean;
}

export interface LineEditOptions {
  columns: readonly TableInputColumn[];
  /** Values of a line the user adds. */
  newLine?: Row;
  /** Writes one line (create when isNew); rejects with the API's error. */
  onSave: (line: Row, isNew: boolean) => Promise<unknown>;
  /** Deletes one saved line; rejects with the API's error. */
  onDelete: (line: Row) => Promise<unknown>;
  /** The delete confirmation (spec §8 'Hapus Permanen'). */
  confirmDelete: { title: string; text: string };
  /** The error alert's title of a failed save or delete. */
  failedTitle: string;
}

const without = (errors: LineErrors, keys: readonly string[]) => Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

/**
 * The lines being edited, added and deleted in place: each saved or deleted on its own
 * through the callbacks, its cells checked by their rules and marked by the server's 422.
 */
export function useLineEdits({ columns, newLine = {}, onSave, onDelete, confirmDelete, failedTitle }: LineEditOptions) {
  const [lines, setLines] = useState<Record<string, LineState>>({});
  const [added, setAdded] = useState<string[]>([]);
  const counter = useRef(0);

  const update = (key: string, next: (state: LineState) => LineState | null) =>
    setLines((previous) => {
      const state = previous[key];
      if (!state) return previous;
      const changed = next(state);
      const { [key]: _dropped, ...rest } = previous;
      return changed ? { ...rest, [key]: changed } : rest;
    });
  const forget = (key: string) => {
    update(key, () => null);
    setAdded((keys) => keys.filter((item) => item !== key));
  };

  const change = (key: string, loaded: Row, patch: Row) =>
    setLines((previous) => {
      const state = previous[key] ?? { values: loaded, isNew: false, shown: false, serverErrors: {}, saving: false };
      return { ...previous, [key]: { ...state, values: { ...state.values, ...patch }, shown: true, serverErrors: without(state.serverErrors, Object.keys(patch)) } };
    });

  const add = () => {
    const key = `new-${++counter.current}`;
    setLines((previous) => ({ ...previous, [key]: { values: { ...newLine }, isNew: true, shown: false, serverErrors: {}, saving: false } }));
    setAdded((keys) => [key, ...keys]);
  };

  const save = async (key: string) => {
    const state = lines[key];
    if (!state || state.saving) return;
    if (Object.keys(lineErrors(columns, state.values)).length > 0) return update(key, (line) => ({ ...line, shown: true }));
    update(key, (line) => ({ ...line, saving: true }));
    try {
      await onSave(state.values, state.isNew);
      forget(key);
    } catch (error) {
      const cells = serverLineErrors(error);
      update(key, (line) => ({ ...line, saving: false, shown: true, serverErrors: cells ?? {} }));
      if (!cells || Object.keys(cells).every((column) => !columns.some((item) => item.data === column))) alert.error(errorMessage(error, failedTitle));
    }
  };

  const remove = async (key: string, loaded: Row | undefined) => {
    if (!loaded) return forget(key);
    if (!(await alert.confirm(confirmDelete))) return;
    try {
      await onDelete(loaded);
      forget(key);
    } catch (error) {
      alert.error(errorMessage(error, failedTitle));
    }
  };

  /** A line as shown: the loaded row with the user's edits over it, and its messages. */
  const lineOf = (key: string, loaded: Row) => {
    const state = lines[key];
    const values = state?.values ?? loaded;
    const errors = state?.shown ? { ...lineErrors(columns, values), ...state.serverErrors } : {};
    return { values, errors, dirty: Boolean(state), saving: Boolean(state?.saving) };
  };

  return { added, change, add, save, remove, discard: forget, lineOf };
}
