import { type Rule, parseRules } from '../../common/validation/index.ts';
import { type Locale, type MessageKey, translate } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { isYesNoField } from './columns.ts';

/** One line of a template's rules sheet: what a column takes, in the user's language. */
export interface ColumnRules {
  column: string;
  required: string;
  type: string;
  allowed: string;
  maxLength: number | null;
  unique: string;
  note: string;
}

/** How many names of related records the rules sheet lists before it says there are more. */
export const LISTED_NAMES = 10;

const has = (rules: readonly Rule[], name: string) => rules.some((rule) => rule.name === name);

function typeKey(field: FieldDeclaration, rules: readonly Rule[]): MessageKey {
  if (field.options?.length) return isYesNoField(field) ? 'template_type_yes_no' : 'template_type_choice';
  if (field.relation) return 'template_type_relation';
  if (field.input === 'file' || field.input === 'file-multiple') return 'template_type_file';
  if (has(rules, 'boolean') || field.input === 'checkbox') return 'template_type_yes_no';
  if (field.input === 'date') return 'template_type_date';
  if (field.input === 'datetime' || has(rules, 'date')) return 'template_type_datetime';
  if (field.input === 'time') return 'template_type_time';
  if (field.input === 'email' || has(rules, 'email')) return 'template_type_email';
  if (field.input === 'url' || has(rules, 'url')) return 'template_type_url';
  if (has(rules, 'integer')) return 'template_type_integer';
  if (['number', 'money'].includes(field.input ?? '') || has(rules, 'numeric') || has(rules, 'double')) return 'template_type_number';
  return 'template_type_text';
}

const numeric = (rules: readonly Rule[]) => has(rules, 'integer') || has(rules, 'numeric') || has(rules, 'double');

/** The values a column takes: its options, related names, a numeric range or a pattern. */
function allowedValues(field: FieldDeclaration, rules: readonly Rule[], locale: Locale, relatedNames: readonly string[]): string {
  if (field.options?.length) return field.options.map((option) => option.label[locale]).join(', ');
  if (field.relation) {
    const listed = relatedNames.slice(0, LISTED_NAMES).join(', ');
    return relatedNames.length > LISTED_NAMES ? `${listed}, ${translate(locale, 'template_more')}` : listed;
  }
  const parts: string[] = [];
  const between = rules.find((rule) => rule.name === 'between');
  if (between) parts.push(translate(locale, 'template_range', { min: between.params[0] ?? '', max: between.params[1] ?? '' }));
  const min = rules.find((rule) => rule.name === 'min' || rule.name === 'min_value');
  if (min && (numeric(rules) || min.name === 'min_value')) parts.push(translate(locale, 'template_min', { min: min.params[0] ?? '' }));
  const max = rules.find((rule) => rule.name === 'max_value' || (rule.name === 'max' && numeric(rules)));
  if (max) parts.push(translate(locale, 'template_max_value', { max: max.params[0] ?? '' }));
  const regex = rules.find((rule) => rule.name === 'regex');
  if (regex) parts.push(translate(locale, 'template_pattern', { pattern: regex.params[0] ?? '' }));
  return parts.join('; ');
}

function requiredText(rules: readonly Rule[], model: ModelDeclaration, locale: Locale): string {
  if (has(rules, 'required')) return translate(locale, 'template_yes');
  const when = rules.find((rule) => rule.name === 'required_if');
  if (!when) return translate(locale, 'template_no');
  const [other = '', ...values] = when.params;
  const field = model.fields.find((candidate) => candidate.name === other)?.label[locale] ?? other;
  return translate(locale, 'template_required_if', { field, values: values.join(', ') });
}

function noteText(field: FieldDeclaration, locale: Locale): string {
  if (field.add === false) return translate(locale, 'template_update_only');
  if (field.edit === false) return translate(locale, 'template_create_only');
  return '';
}

/** The rules of one importable column, as the importer applies them on a new row. */
export function columnRules(model: ModelDeclaration, field: FieldDeclaration, locale: Locale, relatedNames: readonly string[]): ColumnRules {
  const rules = parseRules(field.rules);
  const related = field.relation ? findModel(field.relation.model) : undefined;
  const maxLength = numeric(rules) ? undefined : rules.find((rule) => rule.name === 'max')?.params[0];
  return {
    column: field.label[locale],
    required: requiredText(rules, model, locale),
    type: translate(locale, typeKey(field, rules), { title: related?.title[locale] ?? '' }),
    allowed: allowedValues(field, rules, locale, relatedNames),
    maxLength: maxLength === undefined || field.options?.length ? null : Number(maxLength),
    unique: translate(locale, has(rules, 'unique') ? 'template_yes' : 'template_no'),
    note: noteText(field, locale),
  };
}

/** A short form of a column's rules for the note on its header cell. */
export function headerNote(rules: ColumnRules, locale: Locale): string {
  const lines = [`${translate(locale, 'template_col_required')}: ${rules.required}`, `${translate(locale, 'template_col_type')}: ${rules.type}`];
  if (rules.allowed) lines.push(`${translate(locale, 'template_col_allowed')}: ${rules.allowed}`);
  if (rules.maxLength !== null) lines.push(`${translate(locale, 'template_col_max')}: ${rules.maxLength}`);
  if (rules.unique === translate(locale, 'template_yes')) lines.push(translate(locale, 'template_col_unique'));
  if (rules.note) lines.push(rules.note);
  return lines.join('\n');
}
