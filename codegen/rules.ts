import { assertKnownRules, parseRule, parseRules, splitRules } from '../common/validation/index.ts';

/**
 * Spec §3: "The validation rules 'nullable', 'string', 'exists_file', 'date' and
 * 'integer' are dropped" from what the generated forms carry.
 */
export const DROPPED_RULES: readonly string[] = ['nullable', 'string', 'exists_file', 'date', 'integer'];

/** Refuses a rule the shared engine does not know, naming the model, field and rule. */
export function checkRules(rules: string | undefined, model: string, field: string): void {
  assertKnownRules(rules, `codegen: model ${model}, field ${field}`);
}

/** The rules a generated form keeps, pipe-joined; undefined when none are left. */
export function formRules(rules: string | undefined): string | undefined {
  if (!rules) return undefined;
  const kept = splitRules(rules).filter((rule) => !DROPPED_RULES.includes(parseRule(rule).name));
  return kept.length > 0 ? kept.join('|') : undefined;
}

/** The lowest value the rules allow (min, min_value, between), or undefined when they set none. */
export function lowerBound(rules: string | undefined): number | undefined {
  const floors = parseRules(rules).flatMap(({ name, params }) => {
    if (name !== 'min' && name !== 'min_value' && name !== 'between') return [];
    const floor = Number(params[0]);
    return Number.isFinite(floor) ? [floor] : [];
  });
  return floors.length > 0 ? Math.max(...floors) : undefined;
}
