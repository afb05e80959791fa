import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationValue } from './map-constants';

export interface CoordinateFieldsProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  disabled?: boolean;
}

type Axis = 'lat' | 'lng';

function parseCoordinate(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Without a geocoding service the search box gives way to these: the address typed by
 * hand and the coordinates, which the pin also fills.
 */
export function CoordinateFields({ value, onChange, disabled }: CoordinateFieldsProps) {
  const { t } = useTranslation('widgets');
  // What is being typed, so '-7.' is not rewritten to '-7' mid-entry.
  const [draft, setDraft] = useState<{ axis: Axis; text: string } | null>(null);
  const shown = (axis: Axis) => (draft?.axis === axis ? draft.text : value[axis] === null ? '' : String(value[axis]));
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
      onChange={(event) => type(axis, event.target.value)}
      onBlur={() => setDraft(null)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label={t('map.address')}
        value={value.address}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, address: event.target.value })}
        sx={{ flex: 1, minWidth: 240 }}
      />
      {coordinate('lat')}
      {coordinate('lng')}
    </Box>
  );
}
