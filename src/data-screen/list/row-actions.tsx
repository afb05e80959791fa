import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../core/data/data-types';
import { hint } from '../../widgets/hint-area';
import type { ModuleActions } from '../module-actions';

/** What a row's action icons do. */
export interface RowActionHandlers {
  onDetail: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** Detail, edit and delete icons of one row, each only when allowed (spec §2, §6); a HintArea around the rows names them on hover and focus. */
export function RowActions({ row, actions, handlers }: { row: Row; actions: ModuleActions; handlers: RowActionHandlers }) {
  const { t } = useTranslation('data-screen');
  return (
    // Tight on a phone, where the pinned actions column takes its width from the data.
    <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }}>
      {actions.detail ? (
        <IconButton size="small" color="info" aria-label={t('action.detail')} {...hint(t('action.detail'))} onClick={() => handlers.onDetail(row)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ) : null}
      {actions.update ? (
        <IconButton size="small" color="primary" aria-label={t('action.edit')} {...hint(t('action.edit'))} onClick={() => handlers.onEdit(row)}>
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
      {actions.delete ? (
        <IconButton size="small" color="error" aria-label={t('action.delete')} {...hint(t('action.delete'))} onClick={() => handlers.onDelete(row)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Stack>
  );
}
