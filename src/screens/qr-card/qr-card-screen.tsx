import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { useAppConfig } from '../../core/app-config/app-config-api';
import type { ModuleScreenProps } from '../../core/modules/module-types';
import { CardPrintArea } from './card-print';
import { CardSettingsForm } from './card-settings';
import { QrCard } from './qr-card';
import { nikQueryOptions, type ManpowerRow } from './qr-card-api';
import { useQrCardText } from './qr-card-text';
import { CARDS_PER_PAGE, DEFAULT_SETTINGS, type CardSettings, type CardWorker } from './qr-card-types';
import { WorkerPicker } from './worker-picker';
import '../../core/menu-text';

/** Shown when the configuration has no application name. */
const FALLBACK_APP_NAME = 'Manpower';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A selected manpower row as its card, with the NIK once read. */
function toCardWorker(row: ManpowerRow, niks: Record<number, string> | undefined): CardWorker {
  return {
    id: row.id,
    employee_id: row.employee_id,
    fullname: row.employee?.fullname ?? `#${row.employee_id}`,
    nik: niks?.[row.employee_id] ?? null,
    position: row.position,
    project_name: row.project?.project_name ?? '',
    qr_number: row.qr_number ?? '',
  };
}

/** QR card printing (cetak-qr): pick workers of a project, set the card up, preview, print on A4. */
export function QrCardScreen({ route }: ModuleScreenProps) {
  useQrCardText();
  const { t } = useTranslation('qr-card');
  const { t: tMenu } = useTranslation('menu');
  const appName = useAppConfig().app_name || FALLBACK_APP_NAME;
  const [projectId, setProjectId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<ManpowerRow[]>([]);
  const [settings, setSettings] = useState<CardSettings>(DEFAULT_SETTINGS);

  const onProject = (id: number | null) => {
    setProjectId(id);
    setChosen([]);
  };

  const niks = useQuery(nikQueryOptions(chosen.map((row) => row.employee_id)));
  useEffect(() => {
    if (niks.error) alert.error(errorMessage(niks.error, t('loadFailed')));
  }, [niks.error, t]);
  const workers = useMemo(() => chosen.map((row) => toCardWorker(row, niks.data)), [chosen, niks.data]);

  const printButton = (
    <Button variant="contained" startIcon={<PrintIcon />} disabled={workers.length === 0} onClick={() => window.print()}>
      {t('preview.print')}
    </Button>
  );

  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {tMenu(route.titleKey)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </Box>
        {printButton}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Section title={t('workers.title')}>
          <WorkerPicker projectId={projectId} onProject={onProject} selected={chosen} onSelect={setChosen} />
        </Section>
        <Section title={t('settings.title')}>
          <CardSettingsForm settings={settings} onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))} />
        </Section>
      </Box>
      <Section
        title={t('preview.title')}
        action={
          <Typography variant="caption" color="text.secondary">
            {t('preview.perPage', { count: CARDS_PER_PAGE[settings.orientation] })}
          </Typography>
        }
      >
        {workers.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('preview.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 1, bgcolor: 'action.hover', borderRadius: 1, maxHeight: 720, overflowY: 'auto' }}>
            {workers.map((worker) => (
              <QrCard key={worker.id} worker={worker} settings={settings} appName={appName} />
            ))}
          </Box>
        )}
      </Section>
      {workers.length > 0 && <CardPrintArea workers={workers} settings={settings} appName={appName} />}
    </Box>
  );
}
