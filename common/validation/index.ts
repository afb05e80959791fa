export { type MessageKey, type RuleFailure, ruleMessage } from './messages.ts';
export { type Rule, isRequired, parseRule, parseRules, splitRules } from './parse.ts';
export { periodWindow } from './period.ts';
export { KNOWN_RULES, type RuleContext, SERVER_RULES, assertKnownRules, checkRule, isEmpty, isServerRule, ruleContext } from './rules.ts';
