import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import type { ModuleScreenProps } from '../core/modules/module-types';
import '../core/menu-text';
import { StatusPanel } from '../widgets/status-panel';

/** What a module route shows until its screen is plugged into the registry (spec §2). */
export function RoutePlaceholderScreen({ route }: ModuleScreenProps) {
  const { t } = useTranslation('common');
  const title = t(route.titleKey);
  return (
    <StatusPanel
      icon={<ConstructionIcon color="disabled" sx={{ fontSize: 64 }} />}
      title={title}
      body={t('placeholder.body', { title })}
      heading="h2"
    />
  );
}
