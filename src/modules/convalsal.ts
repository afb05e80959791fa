import type { ModuleOverride } from '../core/config/module-config';

/** Vendor/subcontractor: its documents and projects as detail tabs keyed by convalsal_id. */
export const convalsalOverride: ModuleOverride = {
  views: {
    detail: {
      children: [
        { module: 'convalsal-document', parent_key: 'convalsal_id' },
        { module: 'project-convalsal', parent_key: 'convalsal_id' },
      ],
    },
  },
};
