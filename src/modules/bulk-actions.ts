import type { BulkAction } from '../data-screen/list/bulk-action';
import { ExceptionResolution } from './views/exception-resolution';

/** Actions on many rows of a module's list at once, by model name. */
export const moduleBulkActions: Record<string, BulkAction> = {
  'presence-exception': { permission: 'update-presence-exception', Panel: ExceptionResolution },
};
