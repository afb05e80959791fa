import { useRef } from 'react';
import { alert } from '../../core/alert';
import { reverseGeocode } from './geocoder';
import type { LocationValue } from './map-constants';

/**
 * Moving the pin: emits the new coordinates at once with the current address, then,
 * with a geocoding service, the reverse-geocoded address (unless the pin moved again).
 * Also the browser's own position, asked with high accuracy.
 */
export function useLocationPicking(options: { value: LocationValue; onChange: (value: LocationValue) => void; geocoder: string | null; geolocationFailed: string }) {
  const { value, onChange, geocoder, geolocationFailed } = options;
  const latest = useRef(0);

  const pick = (lat: number, lng: number) => {
    const moved = { ...value, lat, lng };
    onChange(moved);
    if (!geocoder) return;
    const attempt = ++latest.current;
    reverseGeocode(geocoder, lat, lng)
      .then((address) => {
        if (address && attempt === latest.current) onChange({ ...moved, address });
      })
      .catch(() => undefined);
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      alert.error(geolocationFailed);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => pick(position.coords.latitude, position.coords.longitude),
      () => alert.error(geolocationFailed),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return { pick, locateMe };
}
