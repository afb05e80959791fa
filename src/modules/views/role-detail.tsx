import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { RolePermissionMatrix } from './role-permission-matrix';
import { useUserSettingsText } from './user-settings-text';

/** A role with its permissions, one switch per module and action, saved together. */
export function RoleDetail({ goTo }: CustomViewProps) {
  useUserSettingsText();
  const { t } = useTranslation('user-settings');
  const { id, permissions } = useShowContext();
  return (
    <DetailView onBack={() => goTo('list')} onEdit={() => goTo('update', id)}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h3">{t('rolePermissions.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('rolePermissions.intro')}</Typography>
        <RolePermissionMatrix roleId={Number(id)} readOnly={!permissions.update} />
      </Paper>
    </DetailView>
  );
}
