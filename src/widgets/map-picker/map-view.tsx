import { divIcon, latLng, latLngBounds, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MapFrame } from './map-frame';
import { MARKER_DELAY_MS } from './map-constants';

/** One place on a map: a pin, and the circle of its radius in metres when it has one. */
export interface MapPin {
  lat: number;
  lng: number;
  radius?: number | null;
  /** The pin's tooltip and accessible name. */
  title: string;
}

export interface MapViewProps {
  pins: readonly MapPin[];
  /** Where the map looks first, and follows while a single pin is edited. */
  view: { center: [number, number]; zoom: number };
  /** Editing: a click on the map or the end of a drag moves the (single) pin there. Read-only without it. */
  onPick?: (lat: number, lng: number) => void;
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

// react-leaflet applies pathOptions through setStyle, which ignores a class: the class is a prop of its own.
const RADIUS_STYLE = { color: '#1565c0', weight: 2, fillColor: '#1e88e5', fillOpacity: 0.15 };

const usable = (radius: number | null | undefined): radius is number => typeof radius === 'number' && Number.isFinite(radius) && radius > 0;

/** Keeps the map on the edited value: pans to a moved pin, keeping the user's zoom, and zooms when the zoom rule changes. */
function FollowView({ center, zoom }: MapViewProps['view']) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng], zoom);
  }, [map, zoom]); // eslint-disable-line react-hooks/exhaustive-deps -- the pin's moves are the next effect's
  useEffect(() => {
    map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** Frames every pin and circle of a read-only map when the places change. */
function FitPins({ pins }: { pins: readonly MapPin[] }) {
  const map = useMap();
  const key = pins.map((pin) => `${pin.lat},${pin.lng},${pin.radius ?? ''}`).join('|');
  useEffect(() => {
    if (pins.length === 0) return;
    const bounds = latLngBounds(pins.map((pin) => [pin.lat, pin.lng]));
    for (const pin of pins) if (usable(pin.radius)) bounds.extend(latLng(pin.lat, pin.lng).toBounds(pin.radius * 2));
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
  }, [map, key]); // eslint-disable-line react-hooks/exhaustive-deps -- refit only when the places change
  return null;
}

function ClickToPick({ onPick, disabled }: { onPick: (lat: number, lng: number) => void; disabled?: boolean }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => !disabled && onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/**
 * Pins with their radius circles on the base map (MapFrame). With `onPick` the single pin is
 * edited: placed by a click, moved by a drag; without it the map frames every pin.
 */
export function MapView({ pins, view, onPick, disabled, label, height = 320 }: MapViewProps) {
  const [markerShown, setMarkerShown] = useState(false);
  const markerRef = useRef<LeafletMarker | null>(null);
  const initial = useMemo(() => view, []); // eslint-disable-line react-hooks/exhaustive-deps -- first view only; FollowView and FitPins do the rest
  useEffect(() => {
    const timer = window.setTimeout(() => setMarkerShown(true), MARKER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const events = useMemo(
    () => ({
      dragend: () => {
        const at = markerRef.current?.getLatLng();
        if (at && onPick) onPick(at.lat, at.lng);
      },
    }),
    [onPick],
  );
  const editable = Boolean(onPick) && !disabled;
  return (
    <MapFrame label={label} center={initial.center} zoom={initial.zoom} height={height}>
      {onPick ? <FollowView center={view.center} zoom={view.zoom} /> : <FitPins pins={pins} />}
      {onPick && <ClickToPick onPick={onPick} disabled={disabled} />}
      {pins.map((pin, index) =>
        usable(pin.radius) ? <Circle key={`circle-${index}`} className="map-radius" center={[pin.lat, pin.lng]} radius={pin.radius} pathOptions={RADIUS_STYLE} /> : null,
      )}
      {markerShown &&
        pins.map((pin, index) => (
          <Marker
            key={`pin-${index}`}
            position={[pin.lat, pin.lng]}
            icon={PIN}
            title={pin.title}
            draggable={editable}
            eventHandlers={editable ? events : undefined}
            ref={editable ? markerRef : undefined}
          />
        ))}
    </MapFrame>
  );
}
