import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from './address-search';
import { CoordinateFields } from './coordinate-fields';
import { geocoderBase } from './geocoder';
import { hasPin, toLocation, type LocationValue } from './map-constants';
import { MapView } from './map-view';
import { useLocationPicking } from './use-location-picking';

export interface MapPickerProps {
  /** {address, lat, lng}, or null/anything else for no location. */
  value: unknown;
  onChange: (value: LocationValue) => void;
  label: string;
  /** The geocoding service's base URL; default VITE_GEOCODER_URL; null for none. */
  geocoder?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The form's validation message. */
  error?: string;
  hint?: string;
  height?: number;
}

const EMPTY: LocationValue = { address: '', lat: null, lng: null };

/**
 * Map location picker (spec §2, §7, §9): pin by click, drag or 'use my location';
 * address by search and reverse geocoding, or by hand when no service is configured.
 */
export function MapPicker({ value, onChange, label, geocoder = geocoderBase(), required, disabled, error, hint, height }: MapPickerProps) {
  const { t } = useTranslation('widgets');
  const location = toLocation(value) ?? EMPTY;
  const { pick, locateMe } = useLocationPicking({ value: location, onChange, geocoder, geolocationFailed: t('map.geolocationFailed') });
  const empty = !hasPin(location) && !location.address;

  return (
    <Box>
      <FormLabel required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          {geocoder ? (
            <AddressSearch base={geocoder} disabled={disabled} onChoose={(place) => onChange(place)} />
          ) : (
            <CoordinateFields value={location} onChange={onChange} disabled={disabled} />
          )}
        </Box>
        <Button variant="outlined" size="small" startIcon={<MyLocationIcon />} onClick={locateMe} disabled={disabled} sx={{ mt: 0.25 }}>
          {t('map.myLocation')}
        </Button>
      </Box>
      <MapView value={location} onPick={pick} disabled={disabled} label={t('map.map')} height={height} />
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('map.empty')}
        </Typography>
      ) : (
        geocoder && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {location.address} {hasPin(location) && `(${location.lat.toFixed(6)}, ${location.lng.toFixed(6)})`}
          </Typography>
        )
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : hint && <FormHelperText>{hint}</FormHelperText>}
    </Box>
  );
}

export default MapPicker;
