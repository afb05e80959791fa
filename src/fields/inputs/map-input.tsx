import type { ComponentType } from 'react';
import { getIn } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useField, useForm, useFormState } from 'react-final-form';
import type { LocationColumns } from '../../core/config/field-config';
import { LoadBoundary } from '../../core/load-boundary';
import { LoadingScreen } from '../../widgets/loading-screen';
import { LazyMapMultiplePicker, LazyMapPicker, preloadMapMultiplePicker, preloadMapPicker, type LocationValue } from '../../widgets/map-picker';
import { fieldFeedback } from '../field-feedback';
import type { FieldInputProps } from '../field-props';
import '../../core/widgets-text';

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
function mapInput(Picker: Picker, preload: () => Promise<unknown>) {
  return function MapPickerInput({ name, label, hint, required, disabled }: FieldInputProps) {
    const { input, meta } = useField<unknown>(name);
    const feedback = fieldFeedback(meta, true);
    return (
      <LoadBoundary fallback={<LoadingScreen fullScreen={false} />} retry={preload} label={label}>
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
      </LoadBoundary>
    );
  };
}

const asNumber = (value: unknown): number | null => (value === '' || value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Number(value));

/**
 * The `map` type over a record's columns (option.location): the pin edits the coordinate
 * fields, a found place fills the address field, the radius field's value is the circle, and
 * each coordinate shows its own validation message.
 */
function LocationColumnsInput({ columns, hint, required, disabled }: FieldInputProps & { columns: LocationColumns }) {
  const { t } = useTranslation('widgets');
  const form = useForm();
  const lat = useField<unknown>(columns.lat);
  const lng = useField<unknown>(columns.lng);
  const { values } = useFormState({ subscription: { values: true } });
  const address: unknown = columns.address ? getIn(values, columns.address) : '';
  const value: LocationValue = { address: typeof address === 'string' ? address : '', lat: asNumber(lat.input.value), lng: asNumber(lng.input.value) };
  const change = (next: LocationValue) => {
    form.batch(() => {
      form.change(columns.lat, next.lat ?? undefined);
      form.change(columns.lng, next.lng ?? undefined);
      if (columns.address && next.address !== value.address) form.change(columns.address, next.address);
      lat.input.onBlur();
      lng.input.onBlur();
    });
  };
  return (
    <LoadBoundary fallback={<LoadingScreen fullScreen={false} />} retry={preloadMapPicker} label={t('map.onMap')}>
      <LazyMapPicker
        value={value}
        onChange={change}
        label={t('map.onMap')}
        radius={columns.radius ? asNumber(getIn(values, columns.radius)) : null}
        addressField={false}
        required={required}
        disabled={disabled}
        coordinateErrors={{ lat: fieldFeedback(lat.meta, true).error, lng: fieldFeedback(lng.meta, true).error }}
        hint={hint}
      />
    </LoadBoundary>
  );
}

/** The `map` form type: one {address, lat, lng}, or the record's own columns (option.location). */
export function MapInput(props: FieldInputProps) {
  const columns = props.settings.option?.location;
  return columns ? <LocationColumnsInput {...props} columns={columns} /> : <SingleMapInput {...props} />;
}

const SingleMapInput = mapInput(LazyMapPicker, preloadMapPicker);

/** The `map-multiple` form type: a list of {address, lat, lng}. */
export const MapMultipleInput = mapInput(LazyMapMultiplePicker, preloadMapMultiplePicker);
