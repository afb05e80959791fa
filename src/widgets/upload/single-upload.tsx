import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '../../core/data/data-types';
import { UploadedFile } from './uploaded-file';
import { UploadStatusLine } from './upload-status';
import { checkChoice, DEFAULT_ACCEPT, UPLOAD_LIMIT_MB } from './upload-rules';
import { useUpload } from './use-upload';
import '../../core/widgets-text';

export interface SingleUploadProps {
  /** The current upload result, or null. */
  value: UploadResult | null;
  /** Called with the result when an upload is done, null when it failed or the file is removed. */
  onChange: (value: UploadResult | null) => void;
  label: string;
  /** Files must be strictly smaller than this many MB; default 1 (spec §5). */
  limitMb?: number;
  /** As for <input accept>; default images (spec §5). */
  accept?: string;
  /**
   * Which message a too-large file shows: 'too-big' ('File terlalu besar', default) or
   * 'limit-label' ('Ukuran maksimal file yang diperbolehkan {limit}mb', also shown as a
   * standing note; the `file` field type's wording).
   */
  sizeMessage?: 'too-big' | 'limit-label';
  required?: boolean;
  disabled?: boolean;
  /** The form's validation message. */
  error?: string;
  hint?: string;
  onBlur?: () => void;
}

/** Single upload input (spec §2, §4, §5): choose a file, see its progress, get the result. */
export function SingleUpload(props: SingleUploadProps) {
  const { value, onChange, label, limitMb = UPLOAD_LIMIT_MB, accept = DEFAULT_ACCEPT, sizeMessage = 'too-big', required, disabled, error, hint, onBlur } = props;
  const { t } = useTranslation('widgets');
  const failedHint = t('upload.failedHint');
  const { status, percent, upload } = useUpload(failedHint);
  const [problem, setProblem] = useState<string | null>(null);
  const limitLabel = t('upload.limitLabel', { limit: limitMb });

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    onBlur?.();
    if (!file) return;
    if (checkChoice([file], { limitMb }) === 'too-big') {
      setProblem(sizeMessage === 'limit-label' ? limitLabel : t('upload.tooBig'));
      return;
    }
    setProblem(null);
    const result = await upload(file);
    if (!result) setProblem(failedHint);
    onChange(result);
  };

  return (
    <Box>
      <FormLabel required={required} error={Boolean(problem ?? error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      {value && <UploadedFile file={value} onRemove={() => onChange(null)} disabled={disabled || status === 'uploading'} />}
      <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={disabled || status === 'uploading'} sx={{ mt: value ? 1 : 0 }}>
        {t('upload.choose')}
        <input type="file" hidden accept={accept} aria-label={label} onChange={(event) => void onPick(event)} />
      </Button>
      <UploadStatusLine status={status} percent={percent} problem={problem} formError={error} note={sizeMessage === 'limit-label' ? limitLabel : hint} />
    </Box>
  );
}
