import { assertKnownRules } from '../../common/validation/index.ts';
import type { ModelDeclaration } from './types.ts';

/**
 * Refuses, when the models load at start-up, a rule the shared engine does not know: it
 * would otherwise pass every value unchecked. The error names the model, field and rule.
 */
export function checkModelRules(models: readonly ModelDeclaration[]): void {
  for (const model of models) {
    const children = (model.children ?? []).flatMap((child) => (child.kind === 'has-many' ? child.columns : []));
    for (const field of [...model.fields, ...children]) {
      for (const rules of [field.rules, field.updateRules]) assertKnownRules(rules, `model ${model.name}, field ${field.name}`);
    }
  }
}
