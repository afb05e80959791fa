import { lazy } from 'react';

export type { LookupPickerProps } from './lookup-picker';
export * from './lookup-options';
export type { LookupSelectAll } from './select-all-offer';

/** The lookup picker, loaded on first use so it stays out of the login screen's bundle. */
export const LazyLookupPicker = lazy(() => import('./lookup-picker'));
