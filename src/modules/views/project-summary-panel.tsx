import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HEAD_COUNT_PERMISSIONS } from '../../../common/head-counts.ts';
import type { StatisticItem } from '../../core/config/module-config';
import { useRecordContext } from '../../core/data/record-context';
import { formatDecimal, formatMoney, formatYesNo } from '../../core/format';
import { usePermissionCheck } from '../../core/use-permission';
import { LoadingScreen } from '../../widgets/loading-screen';
import { LoadBoundary } from '../../core/load-boundary';
import { LazyLocationMap, preloadLocationMap } from '../../widgets/map-picker';
import { StatisticCards } from '../../widgets/statistic';
import { type ProjectSummary, useProjectPins, useProjectSummary } from './project-summary-api';
import { useProjectText } from './project-text';
import '../../core/widgets-text';


type Count = keyof Omit<ProjectSummary, 'today'>;

/** The location map's height, which its loader keeps while the map's code arrives. */
const MAP_HEIGHT = 260;

/** The head counts in the order a site manager reads them, each with its card's icon and colour. */
const COUNTS: readonly { id: Count; icon: string; color: string }[] = [
  { id: 'workers', icon: 'groups', color: '#1565c0' },
  { id: 'present_today', icon: 'check', color: '#2e7d32' },
  { id: 'foremen', icon: 'person', color: '#6a1b9a' },
  { id: 'vendors', icon: 'business', color: '#ef6c00' },
  { id: 'devices', icon: 'build', color: '#455a64' },
];

const KEYS: Record<Count, string> = {
  workers: 'workers',
  present_today: 'presentToday',
  foremen: 'foremen',
  vendors: 'vendors',
  devices: 'devices',
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      {children}
    </Box>
  );
}

/**
 * The head counts as statistic cards; a count the user may not see is left out. The cards
 * stand in their places while the counts load, so the fields and tabs below do not move.
 */
function HeadCounts({ id }: { id: string }) {
  const { t } = useTranslation('project');
  const can = usePermissionCheck();
  const summary = useProjectSummary(id);
  if (summary.error) return <Alert severity="warning">{t('summary.countsFailed')}</Alert>;
  const data = summary.data;
  const items: StatisticItem[] = COUNTS.filter((count) => can(HEAD_COUNT_PERMISSIONS[count.id]) && data?.[count.id] !== null).map((count) => ({
    id: count.id,
    label: t(`summary.${KEYS[count.id]}`),
    icon: count.icon,
    color: count.color,
  }));
  const rekap = data && Object.fromEntries(COUNTS.map((count) => [count.id, data[count.id] ?? 0]));
  return <StatisticCards config={{ items }} rekap={rekap} loading={!data} />;
}

/** Spec §2's single project: contract value, progress, flags, location with its presence radii, and head counts, above the project's fields. */
export function ProjectSummaryPanel() {
  useProjectText();
  const { t, i18n } = useTranslation('project');
  const { t: tw } = useTranslation('widgets');
  const record = useRecordContext();
  const pins = useProjectPins(record);
  const address = typeof record.address === 'string' ? record.address : '';
  const progress = Math.min(100, Math.max(0, Number(record.progress) || 0));
  const flag = (label: string, on: boolean, color: 'error' | 'info') => (
    <Chip label={`${label}: ${formatYesNo(on, i18n.language)}`} color={on ? color : 'default'} variant={on ? 'filled' : 'outlined'} size="small" />
  );
  return (
    <Box component="section" aria-label={t('summary.title')} sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>{String(record.project_name ?? '')}</Typography>
            {record.project_number ? <Typography color="text.secondary">{String(record.project_number)}</Typography> : null}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {flag(t('summary.highRisk'), record.is_high_risk === true, 'error')}
            {flag(t('summary.jointOperation'), record.is_joint_operation === true, 'info')}
          </Stack>
          <Figure label={t('summary.contractValue')}>
            <Typography variant="h6" component="p" data-summary="contract-value" sx={{ overflowWrap: 'anywhere' }}>{formatMoney(record.initial_contract_value) || '-'}</Typography>
          </Figure>
          <Figure label={t('summary.progress')}>
            <Stack direction="row" spacing={2} alignItems="center">
              <LinearProgress variant="determinate" value={progress} sx={{ flex: 1, height: 10, borderRadius: 5 }} aria-label={t('summary.progress')} />
              <Typography sx={{ fontWeight: 600, minWidth: 64 }} data-summary="progress">{`${formatDecimal(progress, i18n.language, 0)}%`}</Typography>
            </Stack>
          </Figure>
        </Stack>
        <Figure label={t('summary.location')}>
          <LoadBoundary fallback={<LoadingScreen fullScreen={false} height={MAP_HEIGHT} />} retry={preloadLocationMap} label={tw('map.map')}>
            <LazyLocationMap pins={pins} label={tw('map.map')} height={MAP_HEIGHT} />
          </LoadBoundary>
          {address ? <Typography variant="body2" sx={{ mt: 0.5 }}>{address}</Typography> : null}
        </Figure>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('summary.headCounts')}</Typography>
      <HeadCounts id={String(record.id)} />
    </Box>
  );
}
