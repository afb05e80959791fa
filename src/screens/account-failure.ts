import { errorMessage, toApiError } from '../core/api-error';

/**
 * The text of a failed account call for the generic error alert (spec §8: data.message
 * or message). A 422 also lists its field messages, so the user learns which value the
 * server refused even when the wizard has moved past that field.
 */
export function accountFailureText(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  const data = toApiError(error).body?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return message;
  const fieldMessages = Object.values(data)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value !== '' && value !== message);
  return [message, ...new Set(fieldMessages)].join('\n');
}
