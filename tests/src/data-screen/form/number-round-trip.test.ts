import { getIn } from 'final-form';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormSettings, FormViewName } from '../../../../src/core/config/field-config';
import { formatNumberTyping, numberTyping, parseNumberTyping } from '../../../../src/core/format';
import { initI18n } from '../../../../src/core/i18n';
import { LOCALES } from '../../../../src/core/locale-list';
import { isRequired, parseRules } from '../../../../src/core/validation';
import { buildPayload, initialValues, validateForm } from '../../../../src/data-screen/form/form-values';
import { formFields, formName, type ViewField } from '../../../../src/data-screen/view-fields';
import { moduleConfigs } from '../../../../src/modules';

/**
 * Issue #8: every number and money field of every module keeps any value its rules
 * allow through the whole form: the record's value as the form's initial value, the
 * text the input shows for it, what the input stores from that text, and the payload.
 */

interface NumericField {
  module: string;
  mode: FormViewName;
  item: ViewField<FormSettings>;
}

const FORM_MODES = ['create', 'update'] as const satisfies readonly FormViewName[];

const NUMERIC_FIELDS: NumericField[] = Object.entries(moduleConfigs).flatMap(([module, config]) =>
  FORM_MODES.flatMap((mode) =>
    formFields(config, mode, () => true)
      .filter(({ settings }) => settings.type === 'number' || settings.type === 'money')
      .map((item) => ({ module, mode, item })),
  ),
);

/** The bounds the field's rules set (between, min, max and their _value forms). */
function bounds(settings: FormSettings): { low?: number; high?: number } {
  let low: number | undefined;
  let high: number | undefined;
  for (const { name, params } of parseRules(settings.validation)) {
    const [first, second] = params.map(Number);
    if (name === 'between') [low, high] = [first, second];
    if (name === 'min' || name === 'min_value') low = first;
    if (name === 'max' || name === 'max_value') high = first;
  }
  return { low, high };
}

/**
 * Values of the column's kind within its rules: money with spec §9's 3 input decimals;
 * any number for a 'numeric' rule (absent when the field may stay empty); else whole numbers.
 */
function valuesOf({ settings }: ViewField<FormSettings>): fc.Arbitrary<number | null> {
  const { low, high } = bounds(settings);
  const rules = parseRules(settings.validation).map((rule) => rule.name);
  if (settings.type === 'money') {
    return fc.integer({ min: (low ?? -1e9) * 1000, max: (high ?? 1e12) * 1000 }).map((thousandths) => thousandths / 1000 || 0);
  }
  if (rules.includes('numeric') || rules.includes('double')) {
    const number = fc.double({ min: low ?? -1e9, max: high ?? 1e9, noNaN: true }).map((value) => value || 0);
    return isRequired(settings.validation) ? number : fc.option(number, { nil: null });
  }
  return fc.integer({ min: low ?? 0, max: high ?? 2 ** 31 - 1 });
}

beforeAll(() => {
  initI18n('id');
});

describe('number and money fields round-trip through the form (issue #8)', () => {
  // Coordinates are typed on the map picker (issue #12), which writes numbers, not formatted text.
  it('finds the numeric fields of the modules, progress and radius among them', () => {
    const names = NUMERIC_FIELDS.map(({ module, item }) => `${module}.${item.field.id}`);
    for (const name of ['project.progress', 'presence-radius.radius_m', 'banner.sort_order', 'equipment.purchase_price']) {
      expect(names).toContain(name);
    }
  });

  for (const locale of LOCALES) {
    it.each(NUMERIC_FIELDS.map((entry) => [`${entry.module}.${entry.item.field.id}`, entry.mode, entry] as const))(
      `%s (%s) keeps every allowed value: initial value, shown text, typed back, submitted (${locale})`,
      (_name, mode, { item }) => {
        const name = formName(item.field, item.settings);
        const typing = numberTyping(item.settings.numeric, item.settings.type === 'money', locale);
        fc.assert(
          fc.property(valuesOf(item), (value) => {
            const record = { id: 1, [name]: value };
            const initial = getIn(initialValues([item], record), name) as unknown;
            const shown = formatNumberTyping(initial, typing);
            const stored = parseNumberTyping(shown, typing);
            const values = { [name]: stored };
            expect(validateForm([item], values, new Set())).toEqual({});
            expect(getIn(buildPayload([item], values, mode, record), name)).toBe(value);
            expect(getIn(buildPayload([item], { [name]: initial }, mode, record), name)).toBe(value);
          }),
        );
      },
    );
  }
});
