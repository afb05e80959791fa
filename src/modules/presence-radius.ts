import type { ModuleOverride } from '../core/config/module-config';
import { locationOnMap } from './location-fields';

/**
 * Presence radius: the location is a pin on the map with its radius drawn around it; below a
 * project its lines are edited in place. A new one is active unless the user says otherwise.
 */
export const presenceRadiusOverride: ModuleOverride = {
  views: { list: { linesInTab: true } },
  fields: {
    ...locationOnMap({ lat: 'latitude', lng: 'longitude', address: 'address', radius: 'radius_m' }),
    active: { create: { value: 1 } },
  },
};
