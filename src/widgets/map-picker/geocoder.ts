import { MAP_LANGUAGE, MAP_REGION, TYPEAHEAD_MAX } from './map-constants';

/**
 * The geocoding service is the server's GEOCODER_URL (Nominatim-compatible), a third-party
 * service rather than the product's API: it is called with fetch, without the API client's
 * headers or token, and the server's CSP lets the browser reach it.
 */

/** One place a geocoding service answers. */
export interface Place {
  address: string;
  lat: number;
  lng: number;
}

interface NominatimPlace {
  display_name?: string;
  lat?: string;
  lon?: string;
}

function toPlace(raw: NominatimPlace): Place | null {
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  return raw.display_name && Number.isFinite(lat) && Number.isFinite(lng) ? { address: raw.display_name, lat, lng } : null;
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return (await response.json()) as T;
}

/** Place type-ahead: GET {base}/search?format=json&q=…, region ID, language id, at most 10. */
export async function searchPlaces(base: string, text: string, signal?: AbortSignal): Promise<Place[]> {
  const params = new URLSearchParams({ format: 'json', q: text, countrycodes: MAP_REGION, 'accept-language': MAP_LANGUAGE, limit: String(TYPEAHEAD_MAX) });
  const answer = await getJson<NominatimPlace[]>(`${base}/search?${params}`, signal);
  return (Array.isArray(answer) ? answer : []).flatMap((raw) => toPlace(raw) ?? []).slice(0, TYPEAHEAD_MAX);
}

/** Reverse geocoding of a pin: GET {base}/reverse?format=json&lat=…&lon=…; null when nothing is there. */
export async function reverseGeocode(base: string, lat: number, lng: number, signal?: AbortSignal): Promise<string | null> {
  const params = new URLSearchParams({ format: 'json', lat: String(lat), lon: String(lng), 'accept-language': MAP_LANGUAGE });
  const answer = await getJson<NominatimPlace>(`${base}/reverse?${params}`, signal);
  return answer?.display_name ?? null;
}
