import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { StatisticConfig } from '../../core/config/module-config';
import { formatCondition, formatDate, formatShownDate } from '../../core/format';
import type { ModuleScreenProps } from '../../core/modules/module-types';
import { StatisticCards } from '../../widgets/statistic';
import { BarList } from './bar-list';
import { useDashboard, type SummaryData } from './dashboard-api';
import { useDashboardFilter } from './dashboard-filter';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPanel } from './dashboard-panel';
import { useDashboardText } from './dashboard-text';
import { TrendChart } from './trend-chart';

const CARDS: readonly { id: keyof SummaryData['rekap']; icon: string; color: string }[] = [
  { id: 'employees', icon: 'groups', color: '#1565c0' },
  { id: 'active_employees', icon: 'check', color: '#2e7d32' },
  { id: 'blacklisted', icon: 'block', color: '#c62828' },
  { id: 'present_today', icon: 'event', color: '#00838f' },
  { id: 'foremen', icon: 'person', color: '#6a1b9a' },
  { id: 'projects', icon: 'business', color: '#37474f' },
  { id: 'active_projects', icon: 'work', color: '#ef6c00' },
  { id: 'convalsals', icon: 'assignment', color: '#5d4037' },
  { id: 'equipments', icon: 'build', color: '#455a64' },
];

const CONDITION_COLORS: Record<string, string> = { good: '#2e7d32', damaged: '#ef6c00', dissapear: '#c62828' };

/** Dashboard summary (spec §1, §2): headline numbers, attendance per day, equipment and workforce make-up. */
export function SummaryScreen({ route }: ModuleScreenProps) {
  useDashboardText();
  const { t } = useTranslation('dashboard');
  const filterState = useDashboardFilter('last-attendance');
  const query = useDashboard('summary', filterState.filter, filterState.ready);
  // The present card counts the range's last day: named by its date when that is not today.
  const presentDay = filterState.filter.date_to === formatDate(new Date()) ? null : formatShownDate(filterState.filter.date_to);
  const label = (id: string) => (id === 'present_today' && presentDay ? t('summary.cards.present_on', { date: presentDay }) : t(`summary.cards.${id}`));
  const config: StatisticConfig = { items: CARDS.map((card) => ({ ...card, label: label(card.id) })) };

  return (
    <DashboardFrame route={route} subtitle={t('summary.subtitle')} filterState={filterState} dates="range" query={query}>
      {(data) => (
        <>
          <StatisticCards config={config} rekap={data.rekap} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DashboardPanel title={t('summary.presenceTrend')}>
              <TrendChart
                title={t('summary.presenceTrend')}
                series={t('summary.presentSeries')}
                points={data.presence_trend.map((point) => ({ date: point.date, value: point.present }))}
              />
            </DashboardPanel>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <DashboardPanel title={t('summary.equipmentByCondition')}>
                <BarList
                  title={t('summary.equipmentByCondition')}
                  bars={data.equipment_by_condition.map((row) => ({ label: formatCondition(row.condition), value: row.total, color: CONDITION_COLORS[row.condition] }))}
                />
              </DashboardPanel>
              <DashboardPanel title={t('summary.employeesByType')}>
                <BarList
                  title={t('summary.employeesByType')}
                  bars={data.employees_by_manpower_type.map((row) => ({ label: row.label ?? t('summary.noType'), value: row.total }))}
                />
              </DashboardPanel>
            </Box>
          </Box>
        </>
      )}
    </DashboardFrame>
  );
}
