import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ZOOM_WITH_ADDRESS } from './map-constants';
import { MapView, type MapPin } from './map-view';
import '../../core/widgets-text';

export interface LocationMapProps {
  /** The places shown, each a pin with its radius circle when it has one. */
  pins: readonly MapPin[];
  label: string;
  height?: number;
}

/** A read-only map of places (a project's location and its presence radii); 'Belum ada data lokasi.' without any. */
export function LocationMap({ pins, label, height = 320 }: LocationMapProps) {
  const { t } = useTranslation('widgets');
  const first = pins[0];
  if (!first) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('map.empty')}
      </Typography>
    );
  }
  return <MapView pins={pins} view={{ center: [first.lat, first.lng], zoom: ZOOM_WITH_ADDRESS }} label={label} height={height} />;
}

export default LocationMap;
