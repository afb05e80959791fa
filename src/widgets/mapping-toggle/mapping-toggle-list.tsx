import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Text } from '../../core/config/field-config';
import { PageControls } from '../shared/page-controls';
import { resolveText as textOf } from '../../core/config/resolve-text';
import { MAPPING_PAGE_SIZES, type SwitchFilter } from './mapping-rules';
import { useMappingList, type MappingListOptions } from './use-mapping-list';
import '../../core/widgets-text';

export interface MappingToggleListProps extends Omit<MappingListOptions, 'failedMessage'> {
  /** Columns shown before the switch; default the row's `name`. */
  columns?: readonly { data: string; label: Text }[];
  /** Header of the switch column. */
  switchLabel?: Text;
  /** Disables every switch, e.g. without update permission. */
  readOnly?: boolean;
}

const FILTER_CHOICES: readonly SwitchFilter[] = ['all', 1, 0];

/**
 * Mapping toggle list (spec §2, §4, §7): a paged, searchable list with a switch per row
 * that saves at once. The role ↔ permission screen is its first user.
 */
export function MappingToggleList({ columns, switchLabel, readOnly, ...options }: MappingToggleListProps) {
  const { t } = useTranslation('widgets');
  const list = useMappingList({ ...options, failedMessage: t('mapping.failed') });
  const shown = columns?.length ? columns : [{ data: 'name', label: '' }];
  const filterLabel = (choice: SwitchFilter) => (choice === 'all' ? t('mapping.all') : choice === 1 ? t('mapping.active') : t('mapping.inactive'));

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <TextField
          size="small"
          value={list.searchText}
          onChange={(event) => list.setSearch(event.target.value)}
          placeholder={t('mapping.search')}
          slotProps={{ htmlInput: { 'aria-label': t('mapping.search'), type: 'search' } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <TextField select size="small" label={t('mapping.filter')} value={String(list.switchFilter)} sx={{ minWidth: 160 }}
          onChange={(event) => list.setSwitchFilter(event.target.value === 'all' ? 'all' : (Number(event.target.value) as 0 | 1))}
        >
          {FILTER_CHOICES.map((choice) => (
            <MenuItem key={String(choice)} value={String(choice)}>
              {filterLabel(choice)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.data}>{textOf(column.label)}</TableCell>
            ))}
            <TableCell align="right">{textOf(switchLabel)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!list.isLoading && list.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={shown.length + 1} align="center">
                {list.search ? t('mapping.notFound', { search: list.search }) : t('mapping.empty')}
              </TableCell>
            </TableRow>
          )}
          {list.rows.map(({ row, on, saving }) => {
            const name = String(row[shown[0]!.data] ?? row.id);
            return (
              <TableRow key={String(row.id)} aria-busy={saving} aria-disabled={saving} sx={{ opacity: saving ? 0.6 : 1 }}>
                {shown.map((column) => (
                  <TableCell key={column.data}>{String(row[column.data] ?? '')}</TableCell>
                ))}
                <TableCell align="right">
                  {saving && <CircularProgress size={16} sx={{ mr: 1, verticalAlign: 'middle' }} aria-hidden />}
                  <Switch
                    checked={on}
                    disabled={readOnly || saving}
                    onChange={(event) => void list.toggle(row, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('mapping.toggle', { name }) } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <PageControls page={list.page} total={list.total} limit={list.limit} onPage={list.setPage} limits={MAPPING_PAGE_SIZES} onLimit={list.setLimit} />
    </Box>
  );
}
