import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '../../../common/wire/audit';
import en from '../../../locales/en/audit-log.json';
import id from '../../../locales/id/audit-log.json';
import type { DisplaySettings } from '../../core/config/field-config';
import { errorMessage } from '../../core/api-error';
import { getPath } from '../../core/data/data-provider';
import { useRecordContext } from '../../core/data/record-context';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { displayText } from '../../fields/displays/display-value';
import { addNamespace } from '../../core/i18n';
import { moduleConfigs } from '../index';

// Keyed by the language too: the server labels the fields in the one the request carries.
const changesOptions = (entryId: string, locale: string) =>
  queryOptions({
    queryKey: ['audit-log', 'changes', entryId, locale] as const,
    queryFn: async () => (await getPath<{ data: AuditChange[] }>(`/audit-log/${encodeURIComponent(entryId)}/changes`)).data,
  });

/**
 * How a changed value reads: a relation's name or an option's label as the server gave it;
 * any other value through the audited field's display format (a date, money), as its own screens show it.
 */
function shownValue(change: AuditChange, side: 'before' | 'after', settings: DisplaySettings | undefined, locale: string): string {
  const value = change[side];
  if (value === null || value === '') return '—';
  return (change.named ? String(value) : displayText(value, settings ?? {}, locale)) || '—';
}

/** An audit entry: who changed what and when, then each field's label with its value before → after. */
export function AuditLogDetail({ goTo }: CustomViewProps) {
  addNamespace('audit-log', { id, en });
  return (
    <DetailView onBack={() => goTo('list')}>
      <AuditChanges />
    </DetailView>
  );
}

function AuditChanges() {
  const { t, i18n } = useTranslation('audit-log');
  const { id: entryId } = useShowContext();
  const record = useRecordContext();
  const changes = useQuery(changesOptions(entryId, i18n.language));
  const audited = moduleConfigs[String(record.model)];
  const settingsOf = (field: string) => audited?.fields.find((item) => item.data === field)?.detail;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{t('changes.title')}</Typography>
      {changes.isLoading ? <CircularProgress aria-label={t('changes.title')} /> : null}
      {changes.error ? <Alert severity="error">{errorMessage(changes.error, t('changes.failed'))}</Alert> : null}
      {changes.data?.length === 0 ? <Typography color="text.secondary">{t('changes.none')}</Typography> : null}
      {changes.data && changes.data.length > 0 ? (
        <Table size="small" aria-label={t('changes.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('changes.field')}</TableCell>
              <TableCell>{t('changes.before')}</TableCell>
              <TableCell aria-hidden padding="checkbox" />
              <TableCell>{t('changes.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.data.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.secondary' }}>{change.label}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{shownValue(change, 'before', settingsOf(change.field), i18n.language)}</TableCell>
                <TableCell padding="checkbox"><ArrowForwardIcon fontSize="small" aria-label="→" /></TableCell>
                <TableCell sx={{ color: 'success.main' }}>{shownValue(change, 'after', settingsOf(change.field), i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  );
}
