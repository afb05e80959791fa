/** Spec §3 "Location value". Coordinates are null until a pin is placed. */
export interface LocationValue {
  address: string;
  lat: number | null;
  lng: number | null;
}

/** Spec §9: the default centre, about Semarang. */
export const DEFAULT_CENTER: readonly [number, number] = [-7.02, 110.35];
/** Spec §9: zoom 5 without an address, 18 with one. */
export const ZOOM_WITHOUT_ADDRESS = 5;
export const ZOOM_WITH_ADDRESS = 18;
/** Spec §9: the custom marker appears after 100 ms. */
export const MARKER_DELAY_MS = 100;
/** Spec §9: type-ahead shows at most 10 matches and starts at 2 characters. */
export const TYPEAHEAD_MAX = 10;
export const TYPEAHEAD_MIN_CHARS = 2;
/** Spec §9: map region ID, language id. */
export const MAP_REGION = 'id';
export const MAP_LANGUAGE = 'id';

/** Whether a value has a pin. */
export function hasPin(value: LocationValue | null | undefined): value is LocationValue & { lat: number; lng: number } {
  return !!value && typeof value.lat === 'number' && typeof value.lng === 'number' && Number.isFinite(value.lat) && Number.isFinite(value.lng);
}

/**
 * Where the map looks and how close: the pin or the default centre; 18 with an address, else 5
 * (spec §9). A pin placed without an address (no geocoder on an intranet) counts as one: at
 * zoom 5 its radius circle would not show and a click would move it by kilometres.
 */
export function viewOf(value: LocationValue | null | undefined): { center: [number, number]; zoom: number } {
  const center: [number, number] = hasPin(value) ? [value.lat, value.lng] : [DEFAULT_CENTER[0], DEFAULT_CENTER[1]];
  return { center, zoom: value?.address?.trim() || hasPin(value) ? ZOOM_WITH_ADDRESS : ZOOM_WITHOUT_ADDRESS };
}

/** Reads a location from whatever a form holds (a record may carry strings). */
export function toLocation(raw: unknown): LocationValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const { address, lat, lng } = raw as Record<string, unknown>;
  const number = (value: unknown) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));
  return { address: typeof address === 'string' ? address : '', lat: number(lat), lng: number(lng) };
}
