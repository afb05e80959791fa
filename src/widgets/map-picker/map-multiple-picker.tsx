import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLocation, type LocationValue } from './map-constants';
import { MapPicker } from './map-picker';
import '../../core/widgets-text';

export interface MapMultiplePickerProps {
  /** A list of {address, lat, lng}. */
  value: unknown;
  onChange: (value: LocationValue[]) => void;
  label: string;
  geocoder?: string | null;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
}

/** The map-multiple input: one map picker per location, with add and remove. */
export function MapMultiplePicker({ value, onChange, label, geocoder, required, disabled, error, hint }: MapMultiplePickerProps) {
  const { t } = useTranslation('widgets');
  const locations = (Array.isArray(value) ? value : []).map((item) => toLocation(item) ?? { address: '', lat: null, lng: null });
  const replace = (index: number, next: LocationValue) => onChange(locations.map((item, at) => (at === index ? next : item)));
  return (
    <Box>
      <FormLabel required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      {locations.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('map.empty')}
        </Typography>
      )}
      {locations.map((location, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1.5, mb: 1.5, position: 'relative' }}>
          <IconButton
            aria-label={`${t('map.remove')} ${index + 1}`}
            onClick={() => onChange(locations.filter((_, at) => at !== index))}
            disabled={disabled}
            size="small"
            sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1 }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
          <MapPicker value={location} onChange={(next) => replace(index, next)} label={t('map.location', { number: index + 1 })} geocoder={geocoder} disabled={disabled} height={260} />
        </Paper>
      ))}
      <Button size="small" startIcon={<AddLocationAltIcon />} disabled={disabled} onClick={() => onChange([...locations, { address: '', lat: null, lng: null }])} sx={{ mt: 1 }}>
        {t('map.add')}
      </Button>
      {error ? <FormHelperText error>{error}</FormHelperText> : hint && <FormHelperText>{hint}</FormHelperText>}
    </Box>
  );
}

export default MapMultiplePicker;
