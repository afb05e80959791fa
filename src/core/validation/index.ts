export { isRequired, parseRules, type ParsedRule } from './parse-rules';
export { inDayWindow, inOpenPeriod, periodWindow } from './period-lock';
export { isEmpty } from './rules';
export { validateValue, type ValidateOptions } from './validate';
