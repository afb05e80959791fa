import { FORM_ERROR, setIn } from 'final-form';
import { toApiError } from '../../core/api-error';

/**
 * A 422's field messages ({field: [messages]}) as final-form submission errors. Keys of
 * sub-records ('emergency_contacts.1.contact_name') land under the field of their prefix;
 * keys that match no field, and the message itself, become the form error.
 */
export function submissionErrors(error: unknown, names: readonly string[]): Record<string, unknown> | null {
  const apiError = toApiError(error);
  if (apiError.status !== 422) return null;
  const data = apiError.body?.data;
  let errors: Record<string, unknown> = {};
  const orphans: string[] = [];
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
      const messages = (Array.isArray(raw) ? raw : [raw]).map(String).filter((item) => item !== '');
      if (messages.length === 0) continue;
      const target = names.includes(key) ? key : names.find((name) => key.startsWith(`${name}.`));
      if (!target) {
        orphans.push(...messages);
        continue;
      }
      const existing = errors[target];
      errors = setIn(errors, target, existing ? `${String(existing)} ${messages.join(' ')}` : messages.join(' ')) as Record<string, unknown>;
    }
  }
  const formMessage = [apiError.body?.message ?? apiError.message, ...orphans].filter(Boolean).join(' · ');
  return { ...errors, [FORM_ERROR]: formMessage };
}
