import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage, toApiError } from '../../core/api-error';
import { importFile, importTemplate } from '../../core/data/data-provider';
import type { ImportReport } from '../../core/data/data-types';
import { formatInteger } from '../../core/format';
import { saveFile } from '../../core/save-file';
import { ImportReportView } from './import-report';
import { useImportLimits } from './use-import-limits';

const isReport = (value: unknown): value is ImportReport => Boolean(value && typeof value === 'object' && 'errors' in value);

const MB = 1024 * 1024;

/**
 * Import: the limits and a template first; a chosen file is checked at once (a dry run saying how
 * many rows it creates and updates, and each bad cell by row and column); confirming writes it.
 */
export function ImportDialog({ open, endpoint, title, onClose, onDone }: { open: boolean; endpoint: string; title: string; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('data-screen');
  const limits = useImportLimits(endpoint, open).data;
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ message: string; data: ImportReport } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setReport(null);
    setRefusal(null);
    onClose();
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    try {
      const result = await importFile(endpoint, chosen, dryRun);
      if (dryRun && isReport(result.data)) setReport({ message: result.message, data: result.data });
      if (!dryRun) {
        alert.success(result.message);
        onDone();
        close();
      }
    } catch (error) {
      const body = toApiError(error).body;
      if (isReport(body?.data)) setReport({ message: String(body?.message ?? ''), data: body.data });
      else setRefusal(errorMessage(error, t('import.title', { title })));
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setRefusal(null);
    if (!chosen) return;
    // A file the server would refuse for its size is refused here, before it is sent.
    if (limits && chosen.size >= limits.max_file_mb * MB) setRefusal(t('import.tooLarge', { size: limits.max_file_mb }));
    else void run(chosen, true);
  };
  const downloadTemplate = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await importTemplate(endpoint);
      saveFile(blob, filename);
    } catch (error) {
      alert.error(errorMessage(error, t('import.template')));
    } finally {
      setBusy(false);
    }
  };
  const ready = Boolean(file && report && report.data.invalid === 0 && report.data.total > 0);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('import.title', { title })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            {limits ? t('import.limits', { rows: formatInteger(limits.max_rows, i18n.language), size: limits.max_file_mb }) : t('import.formats')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
            <Button variant="text" startIcon={<FileDownloadIcon />} onClick={() => void downloadTemplate()} disabled={busy} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {t('import.template')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('import.templateHint')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {t('import.choose')}
              <input
                hidden
                type="file"
                accept=".xlsx,.csv"
                onChange={(event) => {
                  choose(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? t('import.noFile')}
            </Typography>
          </Stack>
          {busy ? <LinearProgress aria-label={t('import.checking')} /> : null}
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          {report ? <ImportReportView message={report.message} report={report.data} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={() => file && void run(file, false)} disabled={!ready || busy}>
          {t('import.commit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
