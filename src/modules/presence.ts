import type { FieldConfig, ToggleField } from '../core/config/field-config';
import type { ModuleOverride } from '../core/config/module-config';

/** Each subject type and the field that picks its subject. */
const subjects = [
  { type: 'employee', field: 'employee_id' },
  { type: 'user', field: 'user_id' },
  { type: 'visitor', field: 'visitor_id' },
] as const;

/**
 * A correction names one subject: only the picker of the chosen type shows, and choosing
 * another type clears the others, which the server refuses beside the chosen one.
 */
const toggles: ToggleField[] = subjects.flatMap(({ type, field }) => [
  { id: field, show_when: [type] },
  { id: field, when: subjects.filter((other) => other.type !== type).map((other) => other.type) },
]);

const subjectType: Partial<FieldConfig> = { create: { option: { toggle_field: toggles } }, update: { option: { toggle_field: toggles } } };

/** How long an app's event took to reach the server, as a person reads a span of time. */
const duration: Partial<FieldConfig> = { list: { format: 'duration' }, detail: { format: 'duration' } };

/**
 * Raw presence (attendance corrections): the subject's picker follows the subject type; the
 * field app's evidence shows how long each event took to reach the server as a span of time.
 */
export const presenceOverride: ModuleOverride = {
  fields: { subject_type: subjectType, delay_seconds: duration },
};
