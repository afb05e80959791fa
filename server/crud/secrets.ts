import type { ModelDeclaration } from '../models/types.ts';

/** Columns that hold credentials by their name: passwords, tokens, one-time codes and any hash of them. */
const SECRET_NAME = /^(password|token|code)(_hash)?$|_(hash|token)$/;

/** True for a credential column (by name, or a `hidden` field of `model`): never audited nor exported. */
export function isSecretColumn(model: ModelDeclaration | undefined, column: string): boolean {
  return SECRET_NAME.test(column) || model?.fields.some((field) => field.hidden && field.name === column) === true;
}

/** `record` without its credential columns; anything but a plain object is answered as it is. */
export function withoutSecrets(model: ModelDeclaration | undefined, record: unknown): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([column]) => !isSecretColumn(model, column)));
}
