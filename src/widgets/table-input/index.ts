export { TableInput, type TableInputProps } from './table-input';
export * from './table-input-rules';
