import type { ScreenPreloadContext } from '../core/modules/module-types';
import { hasPermission } from '../core/permission';
import { prefetchList } from '../data-screen/list/prefetch-list';
import { moduleConfigs } from '../modules';

/**
 * Asks for the list a model's data screen opens with. It loads with the module configs
 * only, so the call goes out while the data screen's own, larger, code is still loading.
 */
export function prefetchModuleList(model: string, { search, queryClient }: ScreenPreloadContext): Promise<void> {
  const config = moduleConfigs[model];
  return config ? prefetchList({ queryClient, config, search, can: (permission) => hasPermission(permission) }) : Promise.resolve();
}
