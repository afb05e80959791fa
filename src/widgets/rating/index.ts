export { RatingPanel, type RatingPanelProps } from './rating-panel';
export * from './rating-types';
export { ratingOptions } from './use-rating';
