import type { ModuleOverride } from '../core/config/module-config';
import { locationOnMap } from './location-fields';

/** Presence radius: the location is a pin on the map with its radius drawn around it. */
export const presenceRadiusOverride: ModuleOverride = {
  fields: locationOnMap({ lat: 'latitude', lng: 'longitude', address: 'address', radius: 'radius_m' }),
};
