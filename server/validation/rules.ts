/** One parsed rule: 'max:150' → {name: 'max', args: ['150']}. */
export interface Rule {
  name: string;
  args: string[];
}

/**
 * Parses a Laravel-style rule string ('required|string|max:150'). A regex
 * rule takes the rest of the string, so its pattern may contain '|'.
 */
export function parseRules(rules: string | undefined): Rule[] {
  if (!rules) return [];
  const parsed: Rule[] = [];
  let rest = rules;
  while (rest.length > 0) {
    if (rest.startsWith('regex:')) {
      parsed.push({ name: 'regex', args: [rest.slice('regex:'.length)] });
      break;
    }
    const bar = rest.indexOf('|');
    const part = bar === -1 ? rest : rest.slice(0, bar);
    rest = bar === -1 ? '' : rest.slice(bar + 1);
    if (!part) continue;
    const colon = part.indexOf(':');
    const name = colon === -1 ? part : part.slice(0, colon);
    const args = colon === -1 ? [] : part.slice(colon + 1).split(',');
    parsed.push({ name, args });
  }
  return parsed;
}

/** A regex rule's pattern written as '/pattern/flags' or plain. */
export function ruleRegExp(source: string): RegExp {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(source);
  return match ? new RegExp(match[1]!, match[2]) : new RegExp(source);
}
