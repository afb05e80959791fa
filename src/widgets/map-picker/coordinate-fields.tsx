import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberSeparators } from '../../core/format';
import type { LocationValue } from './map-constants';
import '../../core/widgets-text';

type Axis = 'lat' | 'lng';

/** Validation messages of the coordinates, each shown under its input. */
export type CoordinateErrors = Partial<Record<Axis, string>>;

export interface CoordinateFieldsProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  disabled?: boolean;
  /** Also the address, typed by hand; default true. */
  addressField?: boolean;
  errors?: CoordinateErrors;
}

function parseCoordinate(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/** The coordinates typed by hand (the pin follows them, and fills them when moved), and the address. */
export function CoordinateFields({ value, onChange, disabled, addressField = true, errors = {} }: CoordinateFieldsProps) {
  const { t, i18n } = useTranslation('widgets');
  const { decimal } = numberSeparators(i18n.language);
  // What is being typed, so '-7.' is not rewritten to '-7' mid-entry.
  const [draft, setDraft] = useState<{ axis: Axis; text: string } | null>(null);
  const shown = (axis: Axis) => (draft?.axis === axis ? draft.text : value[axis] === null ? '' : String(value[axis]).replace('.', decimal));
  const type = (axis: Axis, text: string) => {
    setDraft({ axis, text });
    const parsed = parseCoordinate(text);
    if (parsed !== undefined) onChange({ ...value, [axis]: parsed });
  };
  const coordinate = (axis: Axis) => (
    <TextField
      size="small"
      label={t(`map.${axis}`)}
      value={shown(axis)}
      disabled={disabled}
      error={Boolean(errors[axis])}
      helperText={errors[axis]}
      onChange={(event) => type(axis, event.target.value)}
      onBlur={() => setDraft(null)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {addressField && (
        <TextField
          size="small"
          label={t('map.address')}
          value={value.address}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, address: event.target.value })}
          sx={{ flex: 1, minWidth: 240 }}
        />
      )}
      {coordinate('lat')}
      {coordinate('lng')}
    </Box>
  );
}
