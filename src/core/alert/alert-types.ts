/** How long error and success alerts stay open (spec §8, §9). */
export const ALERT_DURATION_MS = 3000;

export interface ErrorAlertState {
  id: number;
  message: string;
  /** Defaults to the translation of 'Error'. */
  title?: string;
}

export interface SuccessAlertState {
  id: number;
  message: string;
}

export interface ConfirmOptions {
  title?: string;
  text?: string;
  /** Defaults to 'Ya, Lanjutkan' (en: 'Yes, Continue'). */
  confirmText?: string;
  /** Defaults to 'Batalkan' (en: 'Cancel'). */
  cancelText?: string;
}

export interface ConfirmAlertState extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

/** What the alert provider shows: at most one of each kind at a time. */
export interface AlertState {
  error: ErrorAlertState | null;
  success: SuccessAlertState | null;
  confirm: ConfirmAlertState | null;
}
