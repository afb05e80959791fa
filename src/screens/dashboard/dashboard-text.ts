import en from '../../../locales/en/dashboard.json';
import id from '../../../locales/id/dashboard.json';
import { registerScreenText } from '../screen-text';

/** The dashboards' i18next namespace. */
export const DASHBOARD_NS = 'dashboard';

/** Makes the dashboard text available; called by each dashboard screen before it translates. */
export function useDashboardText(): void {
  registerScreenText(DASHBOARD_NS, { id, en });
}
