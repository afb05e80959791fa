import en from '../../locales/en/validation.json';
import id from '../../locales/id/validation.json';

/** The key of a rule's message in locales/{id,en}/validation.json. */
export type MessageKey = keyof typeof id;

/** A failed rule: its message and the message's parameters besides the field's label. */
export interface RuleFailure {
  key: MessageKey;
  params?: Record<string, string>;
}

/** Spec §5's rule messages, word for word in both languages; the server reads the same files as the client. */
const catalogues: Record<'id' | 'en', Record<MessageKey, string>> = { id, en };

/** The message of a failed rule in `locale` (Indonesian when it has none), `label` as its {{field}}. */
export function ruleMessage(locale: string, failure: RuleFailure, label: string): string {
  const catalogue = locale === 'en' ? catalogues.en : catalogues.id;
  const params: Record<string, string> = { ...failure.params, field: label };
  return catalogue[failure.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => params[name] ?? match);
}
