import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/api-error';
import '../../core/widgets-text';

/** Why a preview could not be shown, in the server's words when it gave some; the download stays offered. */
export function PreviewProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('widgets');
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {errorMessage(error, t('preview.failed'))}
    </Alert>
  );
}
