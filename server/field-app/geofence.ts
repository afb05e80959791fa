import type { Geofence } from '../../common/wire/field-app.ts';

export interface Radius {
  id: number;
  location_name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
}

export interface Fix {
  latitude: number;
  longitude: number;
  /** The fix's horizontal accuracy in metres (Android and iOS report a 68 % radius); 0 when the phone sent none. */
  accuracy: number;
}

export interface GeofenceJudgement {
  verdict: Geofence;
  /** Metres from the nearest radius's centre; null without a location or a radius. */
  distance: number | null;
  radius: Radius | null;
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points on the earth (haversine on the mean radius: within 0.5 % at any distance a site has). */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The verdict of a fix against a project's active radii, judged at the one whose edge is
 * nearest: inside when the whole circle of the fix's accuracy lies within the radius,
 * outside when it lies wholly beyond it, uncertain when the fix is too coarse to tell.
 * A phone that sends no accuracy is taken at its word (an accuracy of 0). Without a fix or
 * without a radius the verdict is unknown.
 */
export function judgeGeofence(fix: Fix | null, radii: readonly Radius[]): GeofenceJudgement {
  if (!fix || radii.length === 0) return { verdict: 'unknown', distance: null, radius: null };
  let nearest: Radius = radii[0]!;
  let distance = distanceMetres(fix, nearest);
  for (const radius of radii.slice(1)) {
    const candidate = distanceMetres(fix, radius);
    if (candidate - radius.radius_m < distance - nearest.radius_m) {
      nearest = radius;
      distance = candidate;
    }
  }
  const margin = distance - nearest.radius_m;
  const verdict: Geofence = margin + fix.accuracy <= 0 ? 'inside' : margin - fix.accuracy > 0 ? 'outside' : 'uncertain';
  return { verdict, distance: Math.round(distance * 10) / 10, radius: nearest };
}
