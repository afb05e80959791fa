import { useField } from 'react-final-form';
import { LoadBoundary } from '../../core/load-boundary';
import { LazyRichTextEditor, preloadRichTextEditor, RichTextPlaceholder } from '../../widgets/rich-text';
import { fieldFeedback } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/** The `texteditor` form type: sanitised HTML from the lazily loaded rich-text editor, drawn in its place while it loads. */
export function TexteditorInput({ name, label, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<string>(name);
  const feedback = fieldFeedback(meta, false);
  return (
    <LoadBoundary fallback={<RichTextPlaceholder value={input.value} label={label} required={required} error={feedback.error} hint={hint} />} retry={preloadRichTextEditor} label={label}>
      <LazyRichTextEditor
        value={input.value}
        onChange={(html) => input.onChange(html)}
        onBlur={() => input.onBlur()}
        label={label}
        required={required}
        disabled={disabled}
        error={feedback.error}
        hint={hint}
      />
    </LoadBoundary>
  );
}
