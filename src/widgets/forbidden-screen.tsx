import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from './status-panel';

export interface ForbiddenScreenProps {
  /** The title of the route the user may not read; without one, the user may read no route at all. */
  title?: string;
  /** A way on, e.g. back to the list. */
  action?: ReactNode;
}

/** The 403 "no access" screen shown inside the layout. */
export function ForbiddenScreen({ title, action }: ForbiddenScreenProps) {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      icon={<LockOutlinedIcon color="error" sx={{ fontSize: 56 }} />}
      code={t('forbidden.code')}
      title={t('forbidden.title')}
      body={title ? t('forbidden.body', { title }) : t('forbidden.noModules')}
      action={action}
      heading="h2"
    />
  );
}
