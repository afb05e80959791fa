export { alert } from './alert-store';
export { AlertProvider } from './alert-provider';
export { ALERT_DURATION_MS, type ConfirmOptions } from './alert-types';
