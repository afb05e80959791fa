import type { ComponentType } from 'react';
import type { DisplaySettings, FieldConfig, FormSettings, FormViewName } from '../core/config/field-config';

/**
 * What every form input receives. The input reads and writes its value with
 * react-final-form's `useField(name)`; the form owns validation and passes the
 * resolved label, so inputs only render (CONVENTIONS: logic apart from the view).
 */
export interface FieldInputProps {
  field: FieldConfig;
  /** The field's settings for this form mode (create, update or filter). */
  settings: FormSettings;
  mode: FormViewName;
  /** The form value's name: settings.setter ?? field.data. */
  name: string;
  /** The label in the current language. */
  label: string;
  placeholder?: string;
  hint?: string;
  /** Shows the red asterisk (spec §5). */
  required: boolean;
  disabled?: boolean;
}

export type FieldInputComponent = ComponentType<FieldInputProps>;

/** What a list cell or a detail value receives. */
export interface FieldDisplayProps {
  field: FieldConfig;
  settings: DisplaySettings;
  /** The value read from the row through view_data. */
  value: unknown;
  row: Record<string, unknown>;
}

export type FieldDisplayComponent = ComponentType<FieldDisplayProps>;
