import { modelReadPermissions } from '../../generated/read-permissions';
import type { RecordLink } from '../core/config/field-config';
import type { ModuleOverride } from '../core/config/module-config';

// The visitor's route in the module registry (src/app), which modules do not import.
const toVisitor: RecordLink = { path: '/tenaga-kerja/visitor', id: 'visitor_id', permission: modelReadPermissions.visitor };

/** Guest book: the visitor's name opens the visitor (the visitor screen of spec §2's manpower module). */
export const guestBookOverride: ModuleOverride = {
  fields: {
    visitor_id: { list: { type: 'link', to: toVisitor }, detail: { type: 'link', to: toVisitor } },
  },
};
