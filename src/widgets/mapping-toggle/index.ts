export { MappingToggleList, type MappingToggleListProps } from './mapping-toggle-list';
export * from './mapping-rules';
