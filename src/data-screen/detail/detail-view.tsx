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
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import type { Row } from '../../core/data/data-types';
import { usePermissionCheck } from '../../core/use-permission';
import { getFieldDisplay } from '../../fields/field-registry';
import { valueOf } from '../list/list-columns';
import { moduleActions, moduleEndpoints } from '../module-actions';
import { displayFields } from '../view-fields';
import { recordQueryOptions } from './record-query-options';

/** The detail view of one record. */
export interface DetailViewProps {
  config: ModuleConfig;
  id: string;
  onBack: () => void;
  onEdit?: () => void;
  /** What shows below the table: the child tabs. */
  renderChildren?: (record: Row) => ReactNode;
}

/** Spec §2's detail: a label/value table of the detail fields with a back button. */
export function DetailView({ config, id, onBack, onEdit, renderChildren }: DetailViewProps) {
  const { t } = useTranslation('data-screen');
  const can = usePermissionCheck();
  const fields = useMemo(() => displayFields(config, 'detail', can), [config, can]);
  const record = useQuery(recordQueryOptions(moduleEndpoints(config).read, id));
  const canEdit = moduleActions(config, can).update && onEdit;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack}>{t('action.back')}</Button>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{t('title.detail', { title: resolveText(config.title) })}</Typography>
          {canEdit ? <Button startIcon={<EditIcon />} variant="outlined" onClick={onEdit}>{t('action.edit')}</Button> : null}
        </Stack>
        {record.isLoading ? <Stack alignItems="center" sx={{ py: 4 }}><CircularProgress /></Stack> : null}
        {record.isError ? <Alert severity="error">{(record.error as Error).message}</Alert> : null}
        {record.data ? (
          <Table size="small">
            <TableBody>
              {fields.map((item) => {
                const Display = getFieldDisplay(item.settings.type);
                return (
                  <TableRow key={item.field.id}>
                    <TableCell component="th" scope="row" sx={{ width: { xs: '40%', md: 280 }, fontWeight: 600, color: 'text.secondary', verticalAlign: 'top' }}>
                      {resolveText(item.field.label)}
                    </TableCell>
                    <TableCell>
                      <Display field={item.field} settings={item.settings} value={valueOf(record.data, item)} row={record.data} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </Paper>
      {record.data && renderChildren ? renderChildren(record.data) : null}
    </Stack>
  );
}
