import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatFixed, formatInteger } from '../../core/format';
import type { ModuleScreenProps } from '../../core/modules/module-types';
import { useDashboard } from './dashboard-api';
import { useDashboardFilter } from './dashboard-filter';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPanel } from './dashboard-panel';
import { useDashboardText } from './dashboard-text';
import { RankBadge, RankTable } from './rank-table';


/** A rating out of 5 with two decimals (spec §9), behind a star. */
function Rating({ value }: { value: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}>
      <StarIcon sx={{ fontSize: 18, color: '#f5a623' }} aria-hidden />
      {formatFixed(value, 2)}
    </Box>
  );
}

/** Leaderboard (papan peringkat): the top ten workers, foremen and subcontractors. */
export function LeaderboardScreen({ route }: ModuleScreenProps) {
  useDashboardText();
  const { t } = useTranslation('dashboard');
  const filterState = useDashboardFilter('last-attendance');
  const query = useDashboard('leaderboard', filterState.filter, filterState.ready);
  const rank = { key: 'rank', header: t('leaderboard.rank'), width: 48, cell: (row: { rank: number }) => <RankBadge rank={row.rank} /> };

  return (
    <DashboardFrame route={route} subtitle={t('leaderboard.subtitle')} filterState={filterState} dates="range" query={query}>
      {(data) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DashboardPanel title={t('leaderboard.workers')}>
            <RankTable
              label={t('leaderboard.workers')}
              rows={data.workers}
              columns={[
                rank,
                { key: 'name', header: t('leaderboard.name'), cell: (row) => row.fullname },
                { key: 'project', header: t('leaderboard.project'), cell: (row) => row.project_name ?? '-' },
                { key: 'rating', header: t('leaderboard.rating'), align: 'right', cell: (row) => <Rating value={row.rating} /> },
                { key: 'days', header: t('leaderboard.attendanceDays'), align: 'right', cell: (row) => formatInteger(row.attendance_days) },
              ]}
            />
          </DashboardPanel>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <DashboardPanel title={t('leaderboard.foremen')}>
              <RankTable
                label={t('leaderboard.foremen')}
                rows={data.foremen}
                columns={[
                  rank,
                  { key: 'name', header: t('leaderboard.name'), cell: (row) => row.fullname },
                  { key: 'acquisitions', header: t('leaderboard.acquisitions'), align: 'right', cell: (row) => formatInteger(row.acquisitions) },
                ]}
              />
            </DashboardPanel>
            <DashboardPanel title={t('leaderboard.convalsals')}>
              <RankTable
                label={t('leaderboard.convalsals')}
                rows={data.convalsals}
                columns={[
                  rank,
                  { key: 'name', header: t('leaderboard.convalsal'), cell: (row) => row.convalsal_name },
                  { key: 'rating', header: t('leaderboard.rating'), align: 'right', cell: (row) => <Rating value={row.rating} /> },
                ]}
              />
            </DashboardPanel>
          </Box>
        </Box>
      )}
    </DashboardFrame>
  );
}
