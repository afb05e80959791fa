import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage, toApiError } from '../../core/api-error';
import { importFile } from '../../core/data/data-provider';
import type { ImportReport } from '../../core/data/data-types';

const isReport = (value: unknown): value is ImportReport => Boolean(value && typeof value === 'object' && 'errors' in value);

/** Import: choose a file, dry run, read the report with its row errors, then commit. */
export function ImportDialog({ open, endpoint, title, onClose, onDone }: { open: boolean; endpoint: string; title: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('data-screen');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ message: string; data: ImportReport } | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importFile(endpoint, file, dryRun);
      if (dryRun && isReport(result.data)) setReport({ message: result.message, data: result.data });
      if (!dryRun) {
        alert.success(result.message);
        onDone();
        close();
      }
    } catch (error) {
      const body = toApiError(error).body;
      if (isReport(body?.data)) setReport({ message: String(body?.message ?? ''), data: body.data });
      else alert.error(errorMessage(error, t('import.title', { title })));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('import.title', { title })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="outlined" component="label">
              {t('import.choose')}
              <input
                hidden
                type="file"
                accept=".xlsx,.xls,.csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setReport(null);
                }}
              />
            </Button>
            <Typography variant="body2">{file?.name ?? t('import.noFile')}</Typography>
          </Stack>
          {busy ? <LinearProgress /> : null}
          {report ? (
            <>
              <Alert severity={report.data.invalid === 0 ? 'success' : 'warning'}>{report.message}</Alert>
              <Typography variant="body2">
                {t('import.total', { count: report.data.total })} · {t('import.valid', { count: report.data.valid })} · {t('import.invalid', { count: report.data.invalid })}
              </Typography>
              <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
                {report.data.errors.map((error) => (
                  <ListItem key={error.row} divider>
                    <ListItemText primary={t('import.row', { row: error.row })} secondary={Object.values(error.messages).flat().join('; ')} />
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('action.cancel')}</Button>
        <Button onClick={() => void run(true)} disabled={!file || busy}>
          {t('import.check')}
        </Button>
        <Button variant="contained" onClick={() => void run(false)} disabled={!file || busy || !report || report.data.invalid > 0}>
          {t('import.commit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
