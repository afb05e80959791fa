import { generatedModules } from '../../generated';
import type { ModuleOverride } from '../core/config/module-config';
import { resolveText } from '../core/config/resolve-text';

// One collator for every comparison: localeCompare with a locale builds one each call.
const byIndonesianTitle = new Intl.Collator('id');

/** Every model by its title, so the log names what changed in the user's language instead of the model's code name. */
const modelOptions = Object.values(generatedModules)
  .map((config) => ({ value: config.model_api, label: config.title }))
  .sort((a, b) => byIndonesianTitle.compare(resolveText(a.label, 'id'), resolveText(b.label, 'id')));

/**
 * Audit log: the audited model by its title, and a detail that shows each changed field
 * before → after (src/modules/views/audit-log-detail.tsx) instead of the stored JSON.
 */
export const auditLogOverride: ModuleOverride = {
  views: { detail: { mode: 'custom' } },
  fields: {
    model: {
      list: { format: 'enum', options: modelOptions },
      detail: { format: 'enum', options: modelOptions },
      filter: { type: 'select', option: { list_pointer: { list: modelOptions, label: 'label', code: 'value' } } },
    },
    before: { detail: { show: false } },
    after: { detail: { show: false } },
  },
};
