import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../core/config/resolve-text';
import type { DisplaySettings } from '../../core/config/field-config';
import type { Row } from '../../core/data/data-types';
import { displayText } from '../../fields/displays/display-value';
import type { ViewField } from '../view-fields';
import { shownValue, valueOf } from '../list/list-columns';
import { isThumbnailColumn } from '../list/list-thumbnail';
import { useShowContext } from './show-context';

/**
 * Whether a plain-text field shows nothing for `record` through its display format (a status
 * format names a missing value): the detail then says so ("-") instead of a blank cell.
 */
function showsNothing(item: ViewField<DisplaySettings>, record: Row, language: string): boolean {
  return (item.settings.type ?? 'text') === 'text' && displayText(valueOf(record, item), item.settings, language).trim() === '';
}

/** The detail view of the record its ShowBase loads. */
export interface DetailViewProps {
  onBack: () => void;
  /** Shows the edit button when the user may edit the record. */
  onEdit?: () => void;
  /** What shows below the table once the record has loaded (the child tabs); it reads the record with useRecordContext(). */
  children?: ReactNode;
  /** What shows between the heading and the table once the record has loaded (a record's summary). */
  summary?: ReactNode;
}

/** Spec §2's detail: a label/value table of the detail fields with a back button; renders the show controller's state. */
export function DetailView({ onBack, onEdit, children, summary }: DetailViewProps) {
  const { t, i18n } = useTranslation('data-screen');
  const { config, record, isLoading, error, fields, actions } = useShowContext();
  const canEdit = actions.update && onEdit;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack}>{t('action.back')}</Button>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{t('title.detail', { title: resolveText(config.title) })}</Typography>
          {canEdit ? <Button startIcon={<EditIcon />} variant="outlined" onClick={onEdit}>{t('action.edit')}</Button> : null}
        </Stack>
        {isLoading ? <Stack alignItems="center" sx={{ py: 4 }}><CircularProgress aria-label={t('loading')} /></Stack> : null}
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {record ? summary : null}
        {record ? (
          <Table size="small">
            <TableBody>
              {fields.map((item) => {
                return (
                  <TableRow key={item.field.id}>
                    <TableCell component="th" scope="row" sx={{ width: { xs: '40%', md: 280 }, fontWeight: 600, color: 'text.secondary', verticalAlign: 'top' }}>
                      {resolveText(item.field.label)}
                    </TableCell>
                    <TableCell>{showsNothing(item, record, i18n.language) ? t('detail.empty') : shownValue(item, record, isThumbnailColumn(item))}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </Paper>
      {record ? children : null}
    </Stack>
  );
}
