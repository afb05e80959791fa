import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { AddressSearch } from './address-search';
import { CoordinateFields, type CoordinateErrors } from './coordinate-fields';
import { hasPin, toLocation, viewOf, type LocationValue } from './map-constants';
import { MapView } from './map-view';
import { useLocationPicking } from './use-location-picking';
import '../../core/widgets-text';

export interface MapPickerProps {
  /** {address, lat, lng}, or null/anything else for no location. */
  value: unknown;
  onChange: (value: LocationValue) => void;
  label: string;
  /** The geocoding service's base URL; default the server's GEOCODER_URL (GET /app-config); null for none. */
  geocoder?: string | null;
  /** The radius around the pin in metres, drawn as a circle. */
  radius?: number | null;
  /** The address is typed here; false when the form has an address field of its own. Default true. */
  addressField?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The form's validation message. */
  error?: string;
  /** Messages of the coordinates, shown under their inputs. */
  coordinateErrors?: CoordinateErrors;
  hint?: string;
  height?: number;
}

const EMPTY: LocationValue = { address: '', lat: null, lng: null };

/**
 * Map location picker (spec §2, §7, §9): the pin placed by a click, a drag, typed coordinates or
 * 'use my location', its radius drawn as a circle; with a geocoding service, an address search
 * and the address of a moved pin.
 */
export function MapPicker(props: MapPickerProps) {
  const { value, onChange, label, radius, addressField = true, required, disabled, error, coordinateErrors, hint, height } = props;
  const { t } = useTranslation('widgets');
  const configured = useAppConfig().map.geocoder_url;
  const geocoder = props.geocoder === undefined ? configured : props.geocoder;
  const location = toLocation(value) ?? EMPTY;
  const { pick, locateMe } = useLocationPicking({ value: location, onChange, geocoder, geolocationFailed: t('map.geolocationFailed') });
  const empty = !hasPin(location) && !location.address;
  const pins = hasPin(location) ? [{ lat: location.lat, lng: location.lng, radius, title: location.address || t('map.pin') }] : [];

  return (
    <Box>
      <FormLabel required={required} error={Boolean(error)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        {geocoder && (
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <AddressSearch base={geocoder} disabled={disabled} onChoose={(place) => onChange(place)} />
          </Box>
        )}
        <Button variant="outlined" size="small" startIcon={<MyLocationIcon />} onClick={locateMe} disabled={disabled} sx={{ mt: 0.25 }}>
          {t('map.myLocation')}
        </Button>
      </Box>
      <Box sx={{ mb: 1 }}>
        <CoordinateFields value={location} onChange={onChange} disabled={disabled} addressField={addressField} errors={coordinateErrors} />
      </Box>
      <MapView pins={pins} view={viewOf(location)} onPick={pick} disabled={disabled} label={t('map.map')} height={height} />
      {empty && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('map.empty')}
        </Typography>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : hint && <FormHelperText>{hint}</FormHelperText>}
    </Box>
  );
}

export default MapPicker;
