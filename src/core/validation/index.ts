export { isEmpty, isRequired, parseRules } from '../../../common/validation/index.ts';
export { validateValue, type ValidateOptions } from './validate';
