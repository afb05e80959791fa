import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { FILE_FIELD_LIMIT_MB, SingleUpload, uploadResultOf } from '../../widgets/upload';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/**
 * The `file` form type: a single upload, 5 MB by default (option.max_size_mb), with the
 * 'Ukuran maksimal file yang diperbolehkan {limit}mb' label. The form value is the
 * upload's url, which is what the server's file columns keep.
 */
export function FileInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<unknown>(name);
  const feedback = fieldFeedback(meta, true);
  return (
    <Box sx={fieldSx(feedback.valid)}>
      <SingleUpload
        value={uploadResultOf(input.value)}
        onChange={(result) => input.onChange(result ? result.url : null)}
        onBlur={() => input.onBlur()}
        label={label}
        limitMb={settings.option?.max_size_mb ?? FILE_FIELD_LIMIT_MB}
        accept={settings.option?.accept}
        sizeMessage="limit-label"
        required={required}
        disabled={disabled}
        error={feedback.error}
        hint={hint}
      />
    </Box>
  );
}
