import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../../core/data/data-types';
import { useExport } from './use-export';

/**
 * Export to Excel with a spinner toast while the file is being made (spec §2, §4), in the
 * list's visible `columns` when the user has hidden some (all of them when undefined).
 */
export function ExportButton({ endpoint, query, columns }: { endpoint: string; query: Omit<ListQuery, 'page' | 'limit'>; columns?: readonly string[] }) {
  const { t } = useTranslation('data-screen');
  const { loading, run } = useExport(endpoint, query, columns);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void run()} disabled={loading}>
        {t('action.export')}
      </Button>
      <Snackbar open={loading} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />} variant="filled" role="status">
          {t('export.loading')}
        </Alert>
      </Snackbar>
    </>
  );
}
