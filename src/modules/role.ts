import type { ModuleOverride } from '../core/config/module-config';

/** Roles: the detail lists every permission string with a switch (src/modules/views). */
export const roleOverride: ModuleOverride = {
  views: { detail: { mode: 'custom' } },
};
