import type { ModuleOverride } from '../core/config/module-config';

/**
 * Roles: the detail lists every permission string with a switch (src/modules/views); whether
 * a role is offered at registration reads as spec §4's allow flag.
 */
export const roleOverride: ModuleOverride = {
  views: { detail: { mode: 'custom' } },
  fields: {
    self_register: { list: { format: 'allow' }, detail: { format: 'allow' } },
  },
};
