import { preloadable } from '../../core/preloadable';
import type { LocationMapProps } from './location-map';
import type { MapMultiplePickerProps } from './map-multiple-picker';
import type { MapPickerProps } from './map-picker';

export type { MapPickerProps } from './map-picker';
export type { MapMultiplePickerProps } from './map-multiple-picker';
export type { LocationMapProps } from './location-map';
export type { MapPin } from './map-view';
export type { LocationValue } from './map-constants';

/** Leaflet is heavy: the pickers and the read-only map load on first use, outside the login screen's bundle. */
// The pickers can be preloaded: a form holding one is drawn once its code is in, so the fields
// below it do not move when the map arrives.
const mapPicker = preloadable<MapPickerProps>(async () => (await import('./map-picker')).default);
const mapMultiplePicker = preloadable<MapMultiplePickerProps>(async () => (await import('./map-multiple-picker')).default);
export const LazyMapPicker = mapPicker.Component;
export const LazyMapMultiplePicker = mapMultiplePicker.Component;
export const preloadMapPicker = mapPicker.preload;
export const preloadMapMultiplePicker = mapMultiplePicker.preload;
const locationMap = preloadable<LocationMapProps>(async () => (await import('./location-map')).default);
export const LazyLocationMap = locationMap.Component;
export const preloadLocationMap = locationMap.preload;
