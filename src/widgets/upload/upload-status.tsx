import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UploadStatus } from './use-upload';
import '../../core/widgets-text';

export interface UploadStatusLineProps {
  status: UploadStatus;
  percent: number;
  /** A refusal or failure message of the widget itself. */
  problem: string | null;
  /** The form's validation message (meta.error). */
  formError?: string;
  /** A note always shown, e.g. the size-limit label of the file field. */
  note?: string;
}

/** The progress bar while uploading, then the widget's or the form's message, else the note. */
export function UploadStatusLine({ status, percent, problem, formError, note }: UploadStatusLineProps) {
  const { t } = useTranslation('widgets');
  const message = problem ?? formError;
  return (
    <>
      {status === 'uploading' && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={t('upload.uploading', { percent })} />
          <Typography variant="caption" color="text.secondary">
            {t('upload.uploading', { percent })}
          </Typography>
        </Box>
      )}
      {message ? <FormHelperText error>{message}</FormHelperText> : note && <FormHelperText>{note}</FormHelperText>}
    </>
  );
}
