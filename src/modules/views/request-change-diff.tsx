import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { RequestChangeLine } from '../../../common/wire/request-changes.ts';
import { formatShownDate } from '../../core/format';
import { getFieldDisplay } from '../../fields/field-registry';

const FileValue = getFieldDisplay('file');

/** One value of a line as the reader reads it: a date as dates show, a file as its thumbnail or link. */
function LineValue({ line, value }: { line: RequestChangeLine; value: string | null }) {
  const { t } = useTranslation('data-validation');
  if (value === null || value === '') return <Typography component="span" variant="body2" color="text.disabled">{t('diff.empty')}</Typography>;
  if (line.format === 'date') return <>{formatShownDate(value)}</>;
  if (line.format === 'file') {
    const field = { id: line.label, data: line.field_name, label: line.label };
    return <FileValue field={field} settings={{ type: 'file' }} value={value} row={{}} />;
  }
  return <>{value}</>;
}

/** The worker's value moved on since the request was filed: the reviewer should know before approving. */
const isStale = (line: RequestChangeLine) => line.kind === 'field' && (line.old_value ?? '') !== (line.current_value ?? '');

/**
 * The review's diff: one row per requested change, the field by its label in the user's
 * language, the old value → the new value, sub-record lists as an entry added or removed.
 */
export function RequestChangeDiff(props: {
  lines?: RequestChangeLine[];
  /** Awaiting review: a worker's value changed since filing is flagged. */
  pending: boolean;
  isLoading: boolean;
  error: Error | null;
  /** An approval's refusal, per field_name, shown on its line. */
  errors?: Record<string, string[]>;
}) {
  const { lines, pending, isLoading, error, errors } = props;
  const { t } = useTranslation('data-validation');
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h3">{t('diff.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('diff.intro')}</Typography>
      {isLoading ? <Stack alignItems="center" sx={{ py: 3 }}><CircularProgress aria-label={t('diff.loading')} /></Stack> : null}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {lines && lines.length === 0 ? <Alert severity="info">{t('diff.none')}</Alert> : null}
      {lines && lines.length > 0 ? (
        <Table size="small" aria-label={t('diff.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('diff.field')}</TableCell>
              <TableCell>{t('diff.change')}</TableCell>
              <TableCell>{t('diff.old')}</TableCell>
              <TableCell aria-hidden />
              <TableCell>{t('diff.new')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id} sx={errors?.[line.field_name] ? { bgcolor: 'error.50' } : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {line.label}
                  {errors?.[line.field_name]?.map((message) => (
                    <Typography key={message} variant="caption" color="error" display="block">{message}</Typography>
                  ))}
                </TableCell>
                <TableCell><Chip size="small" label={line.change_type_label} color={line.change_type === 'deleted' ? 'error' : line.change_type === 'create' ? 'success' : 'default'} /></TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>
                  <Stack direction="row" spacing={0.5} alignItems="center">
                    <span><LineValue line={line} value={line.old_value} /></span>
                    {pending && isStale(line) ? (
                      <Tooltip title={`${t('diff.stale')}: ${t('diff.current')} ${line.current_value ?? t('diff.empty')}`}>
                        <WarningAmberIcon color="warning" fontSize="small" aria-label={t('diff.stale')} />
                      </Tooltip>
                    ) : null}
                  </Stack>
                </TableCell>
                <TableCell aria-hidden sx={{ px: 0 }}><ArrowForwardIcon fontSize="small" color="action" /></TableCell>
                <TableCell sx={{ fontWeight: 600 }}><LineValue line={line} value={line.new_value} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  );
}
