import Box from '@mui/material/Box';
import { useField } from 'react-final-form';
import { entriesOf, MultiUpload } from '../../widgets/upload';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/**
 * The `file-multiple` form type: up to 5 files below 1 MB each by default; the value is
 * a list of `{file_filename, id?}` entries (spec §3), deleted saved entries blanked.
 */
export function FileMultipleInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<unknown>(name);
  const feedback = fieldFeedback(meta, true);
  return (
    <Box sx={fieldSx(feedback.valid)}>
      <MultiUpload
        value={entriesOf(input.value)}
        onChange={(entries) => input.onChange(entries)}
        onBlur={() => input.onBlur()}
        label={label}
        limitMb={settings.option?.max_size_mb}
        accept={settings.option?.accept}
        required={required}
        disabled={disabled}
        error={feedback.error}
        hint={hint}
      />
    </Box>
  );
}
