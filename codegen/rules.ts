/**
 * Spec §3: "The validation rules 'nullable', 'string', 'exists_file', 'date' and
 * 'integer' are dropped" from what the generated forms carry.
 */
export const DROPPED_RULES: readonly string[] = ['nullable', 'string', 'exists_file', 'date', 'integer'];

/**
 * Splits a Laravel-style rule string on '|' the way the server does
 * (server/validation/rules.ts parseRules): a `regex:` rule runs to the end of
 * the string, bars included.
 */
export function splitRules(rules: string): string[] {
  const parts: string[] = [];
  let rest = rules;
  while (rest.length > 0) {
    if (rest.startsWith('regex:')) {
      parts.push(rest);
      break;
    }
    const bar = rest.indexOf('|');
    const part = bar === -1 ? rest : rest.slice(0, bar);
    rest = bar === -1 ? '' : rest.slice(bar + 1);
    if (part) parts.push(part);
  }
  return parts;
}

function ruleName(rule: string): string {
  const colon = rule.indexOf(':');
  return colon === -1 ? rule : rule.slice(0, colon);
}

/** The rules a generated form keeps, pipe-joined; undefined when none are left. */
export function formRules(rules: string | undefined): string | undefined {
  if (!rules) return undefined;
  const kept = splitRules(rules).filter((rule) => !DROPPED_RULES.includes(ruleName(rule)));
  return kept.length > 0 ? kept.join('|') : undefined;
}

/** The lowest value the rules allow (min, min_value, between), or undefined when they set none. */
export function lowerBound(rules: string | undefined): number | undefined {
  const floors = splitRules(rules ?? '').flatMap((rule) => {
    const name = ruleName(rule);
    if (name !== 'min' && name !== 'min_value' && name !== 'between') return [];
    const floor = Number(rule.slice(name.length + 1).split(',')[0]);
    return Number.isFinite(floor) ? [floor] : [];
  });
  return floors.length > 0 ? Math.max(...floors) : undefined;
}
