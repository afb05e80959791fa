import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { MappingToggleList } from '../../widgets/mapping-toggle/mapping-toggle-list';
import { useUserSettingsText } from './user-settings-text';

/** A role with the switch list of the permission strings it holds (spec §2 mapping toggle list). */
export function RoleDetail({ goTo }: CustomViewProps) {
  useUserSettingsText();
  const { t } = useTranslation('user-settings');
  const { id, permissions } = useShowContext();
  return (
    <DetailView onBack={() => goTo('list')} onEdit={() => goTo('update', id)}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h3">{t('rolePermissions.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('rolePermissions.intro')}</Typography>
        <MappingToggleList
          getter="/role-permission"
          setter="/role-permission"
          filters={{ role_id: Number(id) }}
          extraParams={{ role_id: Number(id) }}
          setterIdField="permission_id"
          alertText={t('rolePermissions.offConfirm')}
          columns={[
            { data: 'name', label: t('rolePermissions.permission') },
            { data: 'description', label: t('rolePermissions.description') },
          ]}
          switchLabel={t('rolePermissions.switch')}
          readOnly={!permissions.update}
        />
      </Paper>
    </DetailView>
  );
}
