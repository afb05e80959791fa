import { type ComponentType, Suspense } from 'react';
import { useField } from 'react-final-form';
import { LazyMapMultiplePicker, LazyMapPicker } from '../../widgets/map-picker';
import { LoadingScreen } from '../../widgets/loading-screen';
import { fieldFeedback } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/** What both pickers take: the value as stored, and whatever they emit on a change. */
type Picker = ComponentType<{
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
}>;

/** A form input around one of the lazily loaded map pickers; a moved pin counts as touched. */
function mapInput(Picker: Picker) {
  return function MapPickerInput({ name, label, hint, required, disabled }: FieldInputProps) {
    const { input, meta } = useField<unknown>(name);
    const feedback = fieldFeedback(meta, true);
    return (
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>
        <Picker
          value={input.value}
          onChange={(value) => {
            input.onChange(value);
            input.onBlur();
          }}
          label={label}
          required={required}
          disabled={disabled}
          error={feedback.error}
          hint={hint}
        />
      </Suspense>
    );
  };
}

/** The `map` form type: one {address, lat, lng}. */
export const MapInput = mapInput(LazyMapPicker);

/** The `map-multiple` form type: a list of {address, lat, lng}. */
export const MapMultipleInput = mapInput(LazyMapMultiplePicker);
