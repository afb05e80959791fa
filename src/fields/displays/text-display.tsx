import { useTranslation } from 'react-i18next';
import type { FieldDisplayProps } from '../field-props';
import { displayText } from './display-value';

/** Plain text, formatted by the field's display format. */
export function TextDisplay({ value, settings }: FieldDisplayProps) {
  const { i18n } = useTranslation();
  return <span className={settings.class}>{displayText(value, settings, i18n.language)}</span>;
}
