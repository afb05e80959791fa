import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { hasPin, MARKER_DELAY_MS, TILE_ATTRIBUTION, TILE_URL, viewOf, type LocationValue } from './map-constants';

export interface MapViewProps {
  value: LocationValue | null;
  /** A click on the map or the end of a marker drag. */
  onPick: (lat: number, lng: number) => void;
  disabled?: boolean;
  label: string;
  height?: number;
}

// An inline SVG pin: no image assets to resolve, so it works the same in Vite, tests and offline.
const PIN = divIcon({
  className: 'map-picker-pin',
  html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 36" width="30" height="45"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#d32f2f"/><circle cx="12" cy="12" r="5" fill="#fff"/></svg>',
  iconSize: [30, 45],
  iconAnchor: [15, 45],
});

/** Keeps the map on the value: recentres when the pin or the zoom rule changes. */
function FollowValue({ value }: { value: LocationValue | null }) {
  const map = useMap();
  const { center, zoom } = viewOf(value);
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);
  return null;
}

function ClickToPick({ onPick, disabled }: { onPick: MapViewProps['onPick']; disabled?: boolean }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => !disabled && onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The leaflet map with OpenStreetMap tiles and a draggable pin; tiles failing to load break nothing. */
export function MapView({ value, onPick, disabled, label, height = 320 }: MapViewProps) {
  const [markerShown, setMarkerShown] = useState(false);
  const markerRef = useRef<LeafletMarker | null>(null);
  const initial = useMemo(() => viewOf(value), []); // eslint-disable-line react-hooks/exhaustive-deps -- first view only; FollowValue does the rest
  useEffect(() => {
    const timer = window.setTimeout(() => setMarkerShown(true), MARKER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const events = useMemo(
    () => ({
      dragend: () => {
        const at = markerRef.current?.getLatLng();
        if (at) onPick(at.lat, at.lng);
      },
    }),
    [onPick],
  );
  return (
    <Box role="region" aria-label={label} sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', '& .map-picker-pin': { background: 'none', border: 0 } }}>
      <MapContainer center={initial.center} zoom={initial.zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom>
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        <FollowValue value={value} />
        <ClickToPick onPick={onPick} disabled={disabled} />
        {markerShown && hasPin(value) && <Marker position={[value.lat, value.lng]} icon={PIN} draggable={!disabled} eventHandlers={events} ref={markerRef} />}
      </MapContainer>
    </Box>
  );
}
