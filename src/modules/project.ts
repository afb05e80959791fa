import type { ModuleOverride } from '../core/config/module-config';
import { locationOnMap } from './location-fields';

/** Project: its location is a pin on the map. */
export const projectOverride: ModuleOverride = {
  fields: locationOnMap({ lat: 'latitude', lng: 'longitude', address: 'address' }),
};
