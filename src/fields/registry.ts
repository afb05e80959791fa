import { createElement } from 'react';
import type { DisplayType, FormFieldType } from '../core/config/field-config';
import { ButtonDisplay } from './displays/button-display';
import { FileDisplay } from './displays/file-display';
import { HtmlDisplay } from './displays/html-display';
import { LinkDisplay } from './displays/link-display';
import { MoneyDisplay } from './displays/money-display';
import { TextDisplay } from './displays/text-display';
import type { FieldDisplayComponent, FieldInputComponent, FieldInputProps } from './field-props';
import { CheckboxInput } from './inputs/checkbox-input';
import { ChoiceInput } from './inputs/choice-input';
import { DateInput, DateRangeInput } from './inputs/date-input';
import { NumberInput } from './inputs/number-input';
import { SelectInput } from './inputs/select-input';
import { TextInput } from './inputs/text-input';
import { TextareaInput } from './inputs/textarea-input';
import { UnknownTypeNotice } from './inputs/unknown-type-input';

/**
 * The field registry: form type → input component and display type → display
 * component (spec §3). The basic inputs register here; the advanced ones (file,
 * lookups, map, texteditor) register themselves through registerFieldInput from
 * src/fields/inputs/advanced.ts.
 */
const inputs = new Map<string, FieldInputComponent>();
const inputCode = new Map<string, () => Promise<unknown>>();
const displays = new Map<string, FieldDisplayComponent>();
const listeners = new Set<() => void>();

/**
 * Registers (or replaces) the input of a form field type; `preload` starts loading the code
 * an input draws apart (a lazily loaded widget), so a form can be drawn once it is in.
 */
export function registerFieldInput(type: FormFieldType | (string & {}), component: FieldInputComponent, preload?: () => Promise<unknown>): void {
  inputs.set(type, component);
  if (preload) inputCode.set(type, preload);
  else inputCode.delete(type);
  for (const listener of listeners) listener();
}

/** The form types among `types` whose inputs draw code that loads apart. */
export function typesWithInputCode(types: readonly (string | undefined)[]): string[] {
  return [...new Set(types.filter((type): type is string => type !== undefined && inputCode.has(type)))].sort();
}

/** Loads the code the inputs of `types` draw apart; resolves when all of it is in. */
export async function preloadFieldInputs(types: readonly string[]): Promise<void> {
  await Promise.all(types.map((type) => inputCode.get(type)?.()));
}

/** Registers (or replaces) the renderer of a display type. */
export function registerFieldDisplay(type: DisplayType | (string & {}), component: FieldDisplayComponent): void {
  displays.set(type, component);
}

/** Calls back whenever an input registers (lazy registrations re-render the forms). */
export function subscribeFieldRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

for (const type of ['text', 'email', 'hidden', 'password', 'tel', 'url', 'color'] as const) registerFieldInput(type, TextInput);
for (const type of ['number', 'money'] as const) registerFieldInput(type, NumberInput);
for (const type of ['date', 'datetime', 'year', 'month', 'time', 'week'] as const) {
  registerFieldInput(type, DateInput);
  registerFieldInput(`${type}-range`, DateRangeInput);
}
registerFieldInput('textarea', TextareaInput);
registerFieldInput('select', SelectInput);
registerFieldInput('select-multiple', SelectInput);
registerFieldInput('checkbox', CheckboxInput);
registerFieldInput('radio', ChoiceInput);

registerFieldDisplay('text', TextDisplay);
registerFieldDisplay('innerHTML', HtmlDisplay);
registerFieldDisplay('money', MoneyDisplay);
registerFieldDisplay('button', ButtonDisplay);
registerFieldDisplay('link', LinkDisplay);
registerFieldDisplay('file', FileDisplay);

const unknownInputs = new Map<string, FieldInputComponent>();

/** An input that shows spec §8's unknown-type message, logging 'view type ({type})' once. */
function unknownInput(type: string): FieldInputComponent {
  let component = unknownInputs.get(type);
  if (!component) {
    console.error(`view type (${type})`);
    const Unknown = (_props: FieldInputProps) => createElement(UnknownTypeNotice, { type });
    Unknown.displayName = `UnknownInput(${type})`;
    component = Unknown;
    unknownInputs.set(type, component);
  }
  return component;
}

/** The input of a form type (text when none is given), or the unknown-type notice. */
export function getFieldInput(type: string | undefined): FieldInputComponent {
  const key = type ?? 'text';
  return inputs.get(key) ?? unknownInput(key);
}

/** Whether an input is registered for the type. */
export function hasFieldInput(type: string): boolean {
  return inputs.has(type);
}

/** The renderer of a display type (text when none is given); unknown types log and fall back to text. */
export function getFieldDisplay(type: string | undefined): FieldDisplayComponent {
  const key = type ?? 'text';
  const component = displays.get(key);
  if (component) return component;
  console.error(`view type (${key})`);
  return TextDisplay;
}
