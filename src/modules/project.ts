import type { ModuleOverride } from '../core/config/module-config';
import { locationOnMap } from './location-fields';

/**
 * Project: its location is a pin on the map, and its detail opens on the single project's
 * summary above its fields and sub-screens (src/modules/views/project-detail).
 */
export const projectOverride: ModuleOverride = {
  fields: locationOnMap({ lat: 'latitude', lng: 'longitude', address: 'address' }),
  views: { detail: { mode: 'custom' } },
};
