import { useQuery } from '@tanstack/react-query';
import { accountQueries, type AvailabilityField } from '../../core/auth/account-api';
import { useDebounced } from '../../widgets/shared/use-debounced';

/**
 * Where an availability check stands: empty (nothing typed), checking (typing or asking),
 * taken, invalid (not an email), free, or unknown (the check failed; the server checks
 * again on submit, so the user is not held up).
 */
export type AvailabilityStatus = 'empty' | 'checking' | 'taken' | 'invalid' | 'free' | 'unknown';

/** Waits this long after the last keystroke before asking the server. */
export const AVAILABILITY_DELAY_MS = 400;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a status blocks the next step. */
export function isConflict(status: AvailabilityStatus): boolean {
  return status === 'taken' || status === 'invalid';
}

/** Whether a status lets the user go on. */
export function isSettled(status: AvailabilityStatus): boolean {
  return status === 'free' || status === 'unknown';
}

/** Spec §5 step 1: checks an email or username through find-user-by-username-email as it changes. */
export function useAvailability(field: AvailabilityField, value: string, delayMs: number = AVAILABILITY_DELAY_MS): AvailabilityStatus {
  const trimmed = value.trim();
  const settled = useDebounced(trimmed, delayMs);
  const malformed = field === 'email' && settled !== '' && !EMAIL_PATTERN.test(settled);
  const query = useQuery({ ...accountQueries.availability(field, settled), enabled: settled !== '' && !malformed, retry: false });
  if (trimmed === '') return 'empty';
  if (settled !== trimmed) return 'checking';
  if (malformed) return 'invalid';
  if (query.isError) return 'unknown';
  if (query.data === undefined) return 'checking';
  return query.data ? 'taken' : 'free';
}
