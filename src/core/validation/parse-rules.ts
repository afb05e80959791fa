/** One rule of a field's rule set: its name and parameters (spec §5). */
export interface ParsedRule {
  name: string;
  params: string[];
}

/** Rules the client cannot check; the server checks them (unique, exists) or they only type the value. */
const SKIPPED = new Set(['unique', 'exists', 'nullable', 'string', 'sometimes', 'exists_file', 'date', 'bail', 'array', 'boolean']);

function parseOne(rule: string): ParsedRule | null {
  const trimmed = rule.trim();
  if (trimmed === '') return null;
  const colon = trimmed.indexOf(':');
  const name = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const raw = colon < 0 ? '' : trimmed.slice(colon + 1);
  if (SKIPPED.has(name)) return null;
  // A regex's parameter is the whole pattern: commas in it are not separators.
  const params = name === 'regex' || name === 'not_regex' ? [raw] : raw === '' ? [] : raw.split(',');
  return { name: name === 'in' ? 'oneOf' : name === 'not_in' ? 'excluded' : name, params };
}

/**
 * Reads a rule set given pipe-joined ('required|max:10') or as a list. A `regex:` rule
 * in a pipe-joined string runs to the end of the string, so its pattern may hold pipes.
 */
export function parseRules(rules: string | readonly string[] | undefined | null): ParsedRule[] {
  if (!rules) return [];
  const parts: string[] = [];
  if (typeof rules === 'string') {
    let rest = rules;
    while (rest !== '') {
      if (/^\s*(not_)?regex:/.test(rest)) {
        parts.push(rest);
        break;
      }
      const pipe = rest.indexOf('|');
      parts.push(pipe < 0 ? rest : rest.slice(0, pipe));
      rest = pipe < 0 ? '' : rest.slice(pipe + 1);
    }
  } else {
    parts.push(...rules);
  }
  return parts.map(parseOne).filter((rule): rule is ParsedRule => rule !== null);
}

/** Whether a rule set makes the field required (the red asterisk of spec §5). */
export function isRequired(rules: string | readonly string[] | undefined | null): boolean {
  return parseRules(rules).some((rule) => rule.name === 'required');
}
