import type { AlertState, ConfirmOptions } from './alert-types';

let state: AlertState = { error: null, success: null, confirm: null };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(patch: Partial<AlertState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Subscribes to alert changes (for the provider's useSyncExternalStore). */
export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The alerts currently shown; replaced, never mutated, on change. */
export function getAlertState(): AlertState {
  return state;
}

/** Closes the error dialog if it is still the one with this id. */
export function dismissError(id: number): void {
  if (state.error?.id === id) setState({ error: null });
}

/** Closes the success toast if it is still the one with this id. */
export function dismissSuccess(id: number): void {
  if (state.success?.id === id) setState({ success: null });
}

/** Answers the open confirm dialog and closes it. */
export function answerConfirm(id: number, confirmed: boolean): void {
  const current = state.confirm;
  if (current?.id !== id) return;
  setState({ confirm: null });
  current.resolve(confirmed);
}

/**
 * The imperative alert API of spec §8, callable from anywhere (hooks, mutations, the
 * API client); AlertProvider renders what it asks for.
 */
export const alert = {
  /** Error dialog: centered, error icon, title 'Error' unless given, closes after 3 s. */
  error(message: string, title?: string): void {
    setState({ error: { id: nextId++, message, title } });
  },
  /** Success toast: top-right, closes after 3 s. */
  success(message: string): void {
    setState({ success: { id: nextId++, message } });
  },
  /** Confirm dialog with a warning icon; resolves true on 'Ya, Lanjutkan', false otherwise. */
  confirm(options: ConfirmOptions = {}): Promise<boolean> {
    // A second confirm replaces the first, which counts as declined.
    state.confirm?.resolve(false);
    return new Promise<boolean>((resolve) => {
      setState({ confirm: { ...options, id: nextId++, resolve } });
    });
  },
};
