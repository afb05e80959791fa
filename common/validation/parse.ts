/** One rule of a field's rule set (spec §5): 'max:150' → {name: 'max', params: ['150']}. */
export interface Rule {
  name: string;
  params: string[];
}

const REGEX_START = /^\s*regex:/;

/**
 * Splits a pipe-joined rule set ('required|string|max:150') into its rules' texts. A
 * `regex:` rule runs to the end of the string, so its pattern may hold pipes.
 */
export function splitRules(rules: string): string[] {
  const parts: string[] = [];
  let rest = rules;
  while (rest !== '') {
    if (REGEX_START.test(rest)) {
      parts.push(rest.trim());
      break;
    }
    const bar = rest.indexOf('|');
    const part = (bar === -1 ? rest : rest.slice(0, bar)).trim();
    rest = bar === -1 ? '' : rest.slice(bar + 1);
    if (part !== '') parts.push(part);
  }
  return parts;
}

/** Reads one rule's text; a regex's parameter is its whole pattern, commas included. */
export function parseRule(text: string): Rule {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
  const raw = colon === -1 ? '' : trimmed.slice(colon + 1);
  const params = name === 'regex' ? [raw] : raw === '' ? [] : raw.split(',');
  return { name, params };
}

/** Reads a rule set given pipe-joined ('required|max:10') or as a list of rules. */
export function parseRules(rules: string | readonly string[] | undefined | null): Rule[] {
  if (!rules) return [];
  const parts = typeof rules === 'string' ? splitRules(rules) : rules.filter((rule) => rule.trim() !== '');
  return parts.map(parseRule);
}

const regExps = new Map<string, RegExp>();

/**
 * A regex rule's pattern, written '/pattern/flags' or plain, compiled once per pattern; 'g'
 * and 'y' are dropped, as a test must not carry state from one value to the next.
 */
export function ruleRegExp(pattern: string): RegExp {
  let regExp = regExps.get(pattern);
  if (!regExp) {
    const match = /^\/(.*)\/([a-z]*)$/s.exec(pattern.trim());
    regExp = match ? new RegExp(match[1] ?? '', (match[2] ?? '').replace(/[gy]/g, '')) : new RegExp(pattern);
    regExps.set(pattern, regExp);
  }
  return regExp;
}

/** Whether a rule set makes the field required (the red asterisk of spec §5). */
export function isRequired(rules: string | readonly string[] | undefined | null): boolean {
  return parseRules(rules).some((rule) => rule.name === 'required');
}
