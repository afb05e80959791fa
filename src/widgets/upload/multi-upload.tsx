import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '../../core/data/data-types';
import { UploadedFile } from './uploaded-file';
import { UploadStatusLine } from './upload-status';
import { checkChoice, DEFAULT_ACCEPT, MAX_UPLOAD_FILES, removeEntry, UPLOAD_LIMIT_MB, visibleEntries, type MultiUploadEntry } from './upload-rules';
import { useUpload } from './use-upload';
import '../../core/widgets-text';

export interface MultiUploadProps {
  /** The entries: saved ones carry an id; deleted saved ones have file_filename null. */
  value: readonly MultiUploadEntry[];
  onChange: (value: MultiUploadEntry[]) => void;
  label: string;
  /** Each file must be strictly smaller than this many MB; default 1 (spec §5). */
  limitMb?: number;
  /** At most this many files at once; default 5 (spec §5). */
  maxFiles?: number;
  accept?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  onBlur?: () => void;
}

/**
 * Multiple upload input (spec §2, §3, §5): files upload one after another, each done
 * upload is appended as `{file_filename}`; deleting follows spec §3 (removeEntry).
 */
export function MultiUpload(props: MultiUploadProps) {
  const { value, onChange, label, limitMb = UPLOAD_LIMIT_MB, maxFiles = MAX_UPLOAD_FILES, accept = DEFAULT_ACCEPT, required, disabled, error, hint, onBlur } = props;
  const { t } = useTranslation('widgets');
  const failedHint = t('upload.failedHint');
  const { status, percent, upload } = useUpload(failedHint);
  const [problem, setProblem] = useState<string | null>(null);
  // Uploads finish after renders; the latest list must be extended, not the one at pick time.
  const latest = useRef(value);
  latest.current = value;
  const shown = visibleEntries(value);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    onBlur?.();
    if (files.length === 0) return;
    const refusal = checkChoice(files, { limitMb, maxFiles, alreadyHeld: shown.length });
    if (refusal) {
      setProblem(refusal === 'too-many' ? t('upload.tooMany') : t('upload.tooBig'));
      return;
    }
    setProblem(null);
    for (const file of files) {
      const result: UploadResult | null = await upload(file);
      if (!result) {
        setProblem(failedHint);
        break;
      }
      const next = [...latest.current, { file_filename: result }];
      latest.current = next;
      onChange(next);
    }
  };

  return (
    <Box>
      <FormLabel required={required} error={Boolean(problem ?? error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 1, mb: shown.length ? 1 : 0 }}>
        {shown.map(({ entry, index }) => (
          <UploadedFile
            key={`${entry.id ?? 'new'}-${index}`}
            file={entry.file_filename}
            disabled={disabled || status === 'uploading'}
            onRemove={() => onChange(removeEntry(latest.current, index))}
          />
        ))}
      </Box>
      <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={disabled || status === 'uploading'}>
        {t('upload.chooseMany')}
        <input type="file" hidden multiple accept={accept} aria-label={label} onChange={(event) => void onPick(event)} />
      </Button>
      <UploadStatusLine status={status} percent={percent} problem={problem} formError={error} note={hint} />
    </Box>
  );
}
