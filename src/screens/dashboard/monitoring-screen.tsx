import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { StatisticConfig } from '../../core/config/module-config';
import { formatInteger } from '../../core/format';
import type { ModuleScreenProps } from '../../core/modules/module-types';
import { usePermissionCheck } from '../../core/use-permission';
import { StatisticCards } from '../../widgets/statistic';
import { useDashboard, type MonitoringProject } from './dashboard-api';
import { useDashboardFilter } from './dashboard-filter';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPanel } from './dashboard-panel';
import { useDashboardText } from './dashboard-text';
import { hasLocation, MonitoringMap, rateColor } from './monitoring-map';
import { RankTable } from './rank-table';

const CARDS = [
  { id: 'assigned', icon: 'groups', color: '#1565c0' },
  { id: 'present', icon: 'check', color: '#2e7d32' },
  { id: 'absent', icon: 'person-off', color: '#c62828' },
  { id: 'late', icon: 'pending', color: '#ef6c00' },
  { id: 'open_exceptions', icon: 'warning', color: '#6a1b9a' },
] as const;

/** The exceptions inbox, opened on a project's open exceptions. */
const exceptionsOf = (projectId: number) => `/tenaga-kerja/pengecualian-presensi?filters=${encodeURIComponent(JSON.stringify({ project_id: projectId, state: 'open' }))}`;

const percent = (present: number, assigned: number) => (assigned > 0 ? Math.min(100, (100 * present) / assigned) : 0);

/** Presence monitoring: one day's attendance per project, on a map and in a table. */
export function MonitoringScreen({ route }: ModuleScreenProps) {
  useDashboardText();
  const { t } = useTranslation('dashboard');
  const can = usePermissionCheck();
  const filterState = useDashboardFilter('last-attendance');
  const query = useDashboard('monitoring-presence', filterState.filter, filterState.ready);
  const config: StatisticConfig = { items: CARDS.map((card) => ({ ...card, label: t(`monitoring.cards.${card.id}`) })) };
  const describe = (project: MonitoringProject) => t('monitoring.presentOfAssigned', { present: formatInteger(project.present), assigned: formatInteger(project.assigned) });

  return (
    <DashboardFrame route={route} subtitle={t('monitoring.subtitle')} filterState={filterState} dates="day" query={query}>
      {(data) => {
        const unplaced = data.projects.filter((project) => !hasLocation(project)).length;
        return (
          <>
            <StatisticCards config={config} rekap={data.rekap} />
            <Box sx={{ display: 'grid', gap: 2 }}>
              <DashboardPanel title={t('monitoring.map')}>
                <MonitoringMap projects={data.projects} label={t('monitoring.map')} describe={describe} />
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {t('monitoring.lateAfter')}
                  {unplaced > 0 && ` · ${t('monitoring.noLocation', { count: formatInteger(unplaced) })}`}
                </Typography>
              </DashboardPanel>
              <DashboardPanel title={t('monitoring.table')}>
                <RankTable
                  label={t('monitoring.table')}
                  maxHeight={560}
                  rows={data.projects}
                  columns={[
                    { key: 'project', header: t('monitoring.project'), cell: (row) => row.project_name },
                    { key: 'assigned', header: t('monitoring.cards.assigned'), align: 'right', cell: (row) => formatInteger(row.assigned) },
                    { key: 'present', header: t('monitoring.cards.present'), align: 'right', cell: (row) => formatInteger(row.present) },
                    { key: 'late', header: t('monitoring.cards.late'), align: 'right', cell: (row) => formatInteger(row.late) },
                    { key: 'absent', header: t('monitoring.cards.absent'), align: 'right', cell: (row) => formatInteger(row.absent ?? Math.max(0, row.assigned - row.present)) },
                    {
                      key: 'open_exceptions',
                      header: t('monitoring.cards.open_exceptions'),
                      align: 'right',
                      cell: (row) =>
                        row.open_exceptions > 0 && can('view-presence-exception') ? (
                          <Link component={RouterLink} to={exceptionsOf(row.id)} aria-label={t('monitoring.openExceptionsLink', { project: row.project_name })}>
                            {formatInteger(row.open_exceptions)}
                          </Link>
                        ) : (
                          formatInteger(row.open_exceptions)
                        ),
                    },
                    {
                      key: 'rate',
                      header: t('monitoring.rate'),
                      width: 200,
                      cell: (row) => (
                        <LinearProgress
                          variant="determinate"
                          value={percent(row.present, row.assigned)}
                          aria-label={describe(row)}
                          sx={{ height: 8, borderRadius: 1, '& .MuiLinearProgress-bar': { bgcolor: rateColor(row.present, row.assigned) } }}
                        />
                      ),
                    },
                  ]}
                />
              </DashboardPanel>
            </Box>
          </>
        );
      }}
    </DashboardFrame>
  );
}
