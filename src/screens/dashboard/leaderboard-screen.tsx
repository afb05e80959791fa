import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DECIMAL_SEPARATOR, formatNumber, THOUSANDS_SEPARATOR } from '../../core/format';
import type { ModuleScreenProps } from '../../core/modules/module-types';
import { useDashboard } from './dashboard-api';
import { useDashboardFilter } from './dashboard-filter';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPanel } from './dashboard-panel';
import { useDashboardText } from './dashboard-text';
import { RankBadge, RankTable } from './rank-table';

const whole = (value: number) => formatNumber(value, 0, THOUSANDS_SEPARATOR, DECIMAL_SEPARATOR);

/** A rating out of 5 with two decimals (spec §9), behind a star. */
function Rating({ value }: { value: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}>
      <StarIcon sx={{ fontSize: 18, color: '#f5a623' }} aria-hidden />
      {formatNumber(value, 2, THOUSANDS_SEPARATOR, DECIMAL_SEPARATOR)}
    </Box>
  );
}

/** Leaderboard (papan peringkat): the top ten workers, foremen and subcontractors. */
export function LeaderboardScreen({ route }: ModuleScreenProps) {
  useDashboardText();
  const { t } = useTranslation('dashboard');
  const filterState = useDashboardFilter();
  const query = useDashboard('leaderboard', filterState.filter);
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
                { key: 'days', header: t('leaderboard.attendanceDays'), align: 'right', cell: (row) => whole(row.attendance_days) },
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
                  { key: 'acquisitions', header: t('leaderboard.acquisitions'), align: 'right', cell: (row) => whole(row.acquisitions) },
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
