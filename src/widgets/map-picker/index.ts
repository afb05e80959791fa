import { lazy } from 'react';

export type { MapPickerProps } from './map-picker';
export type { MapMultiplePickerProps } from './map-multiple-picker';
export type { LocationMapProps } from './location-map';
export type { MapPin } from './map-view';
export type { LocationValue } from './map-constants';

/** Leaflet is heavy: the pickers and the read-only map load on first use, outside the login screen's bundle. */
export const LazyMapPicker = lazy(() => import('./map-picker'));
export const LazyMapMultiplePicker = lazy(() => import('./map-multiple-picker'));
export const LazyLocationMap = lazy(() => import('./location-map'));
