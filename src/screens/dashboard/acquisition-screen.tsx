import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { StatisticConfig } from '../../core/config/module-config';
import { formatFixed, formatInteger } from '../../core/format';
import type { ModuleScreenProps } from '../../core/modules/module-types';
import { StatisticCards } from '../../widgets/statistic';
import { useDashboard, type AcquisitionData } from './dashboard-api';
import { useDashboardFilter } from './dashboard-filter';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPanel } from './dashboard-panel';
import { useDashboardText } from './dashboard-text';
import { RankTable } from './rank-table';
import { TrendChart } from './trend-chart';

type Source = AcquisitionData['per_source'][number];

const CARDS = [
  { id: 'total', icon: 'groups', color: '#1565c0' },
  { id: 'this_week', icon: 'event', color: '#00838f' },
  { id: 'today', icon: 'person', color: '#2e7d32' },
] as const;


/** A share in percent with one decimal ('3,4%'). */
const share = (part: number, total: number) => `${formatFixed(total > 0 ? (100 * part) / total : 0, 1)}%`;

/** One source kind's table: name, workers registered, their share of the range's total (bar against the top source). */
function SourceTable({ rows, total, nameHeader, label }: { rows: Source[]; total: number; nameHeader: string; label: string }) {
  const { t } = useTranslation('dashboard');
  const top = Math.max(1, ...rows.map((row) => row.total));
  return (
    <RankTable
      label={label}
      maxHeight={480}
      rows={rows.map((row, index) => ({ ...row, id: row.id ?? index }))}
      columns={[
        { key: 'name', header: nameHeader, cell: (row) => row.name },
        { key: 'total', header: t('acquisition.total'), align: 'right', width: 80, cell: (row) => formatInteger(row.total) },
        {
          key: 'share',
          header: t('acquisition.share'),
          width: '34%',
          cell: (row) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LinearProgress variant="determinate" value={(100 * row.total) / top} sx={{ height: 8, borderRadius: 1, flex: 1 }} />
              <Box component="span" sx={{ minWidth: 44, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {share(row.total, total)}
              </Box>
            </Box>
          ),
        },
      ]}
    />
  );
}

/** Data acquisition (akuisisi data): workers registered by foremen and subcontractors, per day and per source. */
export function AcquisitionScreen({ route }: ModuleScreenProps) {
  useDashboardText();
  const { t } = useTranslation('dashboard');
  const filterState = useDashboardFilter();
  const query = useDashboard('acquisition', filterState.filter);
  const config: StatisticConfig = { items: CARDS.map((card) => ({ ...card, label: t(`acquisition.cards.${card.id}`) })) };

  return (
    <DashboardFrame route={route} subtitle={t('acquisition.subtitle')} filterState={filterState} dates="range" query={query}>
      {(data) => (
        <>
          <StatisticCards config={config} rekap={data.rekap} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DashboardPanel title={t('acquisition.perDay')}>
              <TrendChart
                variant="bar"
                title={t('acquisition.perDay')}
                series={t('acquisition.series')}
                points={data.per_day.map((point) => ({ date: point.date, value: point.total }))}
              />
            </DashboardPanel>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <DashboardPanel title={t('acquisition.byForeman')}>
                <SourceTable
                  label={t('acquisition.byForeman')}
                  nameHeader={t('acquisition.foreman')}
                  total={data.rekap.total}
                  rows={data.per_source.filter((row) => row.source_type === 'foreman')}
                />
              </DashboardPanel>
              <DashboardPanel title={t('acquisition.byConvalsal')}>
                <SourceTable
                  label={t('acquisition.byConvalsal')}
                  nameHeader={t('acquisition.convalsal')}
                  total={data.rekap.total}
                  rows={data.per_source.filter((row) => row.source_type === 'convalsal')}
                />
              </DashboardPanel>
            </Box>
          </Box>
        </>
      )}
    </DashboardFrame>
  );
}
