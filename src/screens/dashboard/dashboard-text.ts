import en from '../../../locales/en/dashboard.json';
import id from '../../../locales/id/dashboard.json';
import { addNamespace } from '../../core/i18n';

/** The dashboards' i18next namespace. */
export const DASHBOARD_NS = 'dashboard';

/** Makes the dashboard text available; called by each dashboard screen before it translates. */
export function useDashboardText(): void {
  addNamespace(DASHBOARD_NS, { id, en });
}
