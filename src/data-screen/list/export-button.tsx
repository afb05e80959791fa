import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../../core/data/data-types';
import { useExport } from './use-export';

/** Export to Excel with a spinner toast while the file is being made (spec §2, §4). */
export function ExportButton({ endpoint, query }: { endpoint: string; query: Omit<ListQuery, 'page' | 'limit'> }) {
  const { t } = useTranslation('data-screen');
  const { loading, run } = useExport(endpoint, query);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => void run()} disabled={loading}>
        {t('action.export')}
      </Button>
      <Snackbar open={loading} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Alert severity="info" icon={<CircularProgress size={18} />} variant="filled" role="status">
          {t('export.loading')}
        </Alert>
      </Snackbar>
    </>
  );
}
