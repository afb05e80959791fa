import { lazy } from 'react';

export type { MapPickerProps } from './map-picker';
export type { MapMultiplePickerProps } from './map-multiple-picker';
export type { LocationValue } from './map-constants';

/** Leaflet is heavy: both pickers load on first use, outside the login screen's bundle. */
export const LazyMapPicker = lazy(() => import('./map-picker'));
export const LazyMapMultiplePicker = lazy(() => import('./map-multiple-picker'));
