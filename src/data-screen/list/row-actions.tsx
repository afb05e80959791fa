import { useTranslation } from 'react-i18next';
import type { Row } from '../../core/data/data-types';
import { hint } from '../../widgets/hint-area';
import type { ModuleActions } from '../module-actions';
import { type ActionTone, PlainIcon, ROW_ACTIONS_CLASS } from './plain-controls';

/** What a row's action icons do. */
export interface RowActionHandlers {
  onDetail: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

// Material Icons' Visibility, Edit and Delete, as @mui/icons-material draws them.
const DETAIL_ICON = 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EDIT_ICON = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const DELETE_ICON = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';

function RowAction({ tone, label, icon, onClick }: { tone: ActionTone; label: string; icon: string; onClick: () => void }) {
  return (
    <button type="button" data-tone={tone} aria-label={label} {...hint(label)} onClick={onClick}>
      <PlainIcon path={icon} />
    </button>
  );
}

/**
 * Detail, edit and delete icons of one row, each only when allowed (spec §2, §6), as plain
 * buttons (plain-controls); a HintArea around the rows names them on hover and focus.
 */
export function RowActions({ row, actions, handlers }: { row: Row; actions: ModuleActions; handlers: RowActionHandlers }) {
  const { t } = useTranslation('data-screen');
  return (
    <span className={ROW_ACTIONS_CLASS}>
      {actions.detail ? <RowAction tone="info" label={t('action.detail')} icon={DETAIL_ICON} onClick={() => handlers.onDetail(row)} /> : null}
      {actions.update ? <RowAction tone="primary" label={t('action.edit')} icon={EDIT_ICON} onClick={() => handlers.onEdit(row)} /> : null}
      {actions.delete ? <RowAction tone="error" label={t('action.delete')} icon={DELETE_ICON} onClick={() => handlers.onDelete(row)} /> : null}
    </span>
  );
}
