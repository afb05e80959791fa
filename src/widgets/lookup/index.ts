export { LookupPicker, type LookupPickerProps } from './lookup-picker';
export * from './lookup-options';
export type { LookupSelectAll } from './select-all-offer';
