import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../core/app-config/app-config-api';
import type { ResolvedRoute } from '../core/modules/module-types';
import { usePermissionCheck } from '../core/use-permission';
import { useDocumentTitle } from '../core/use-document-title';
import { ForbiddenScreen } from '../widgets/forbidden-screen';
import { RoutePlaceholderScreen } from '../screens/route-placeholder-screen';
import '../core/menu-text';

/** One module route: its screen (or the placeholder) when the user may read it, else 403. */
export function ModuleRouteScreen({ route }: { route: ResolvedRoute }) {
  const { t } = useTranslation('menu');
  const config = useAppConfig();
  const can = usePermissionCheck();
  const title = t(route.titleKey);
  useDocumentTitle(title, config.app_name);
  if (!can(route.permission)) return <ForbiddenScreen title={title} />;
  const Screen = route.screen ?? RoutePlaceholderScreen;
  return <Screen route={route} />;
}
