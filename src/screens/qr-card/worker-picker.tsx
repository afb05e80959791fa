import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { useDebounced } from '../../widgets/shared/use-debounced';
import { manpowerQueryOptions, projectChoicesQueryOptions, type ManpowerRow } from './qr-card-api';

/** Table page sizes of spec §9. */
const PAGE_SIZES = [20, 50, 75, 100];

export interface WorkerPickerProps {
  projectId: number | null;
  onProject: (projectId: number | null) => void;
  selected: ReadonlyMap<number, ManpowerRow>;
  /** Adds or removes rows from the selection. */
  onSelect: (rows: readonly ManpowerRow[], checked: boolean) => void;
  onClear: () => void;
}

/** A row can be printed only with a QR number. */
export const printable = (row: ManpowerRow) => !!row.qr_number;

/** Project choice, a search box and the project's manpower with a checkbox each. */
export function WorkerPicker({ projectId, onProject, selected, onSelect, onClear }: WorkerPickerProps) {
  const { t } = useTranslation('qr-card');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[0]!);
  const settledSearch = useDebounced(search.trim());
  const projects = useQuery(projectChoicesQueryOptions());
  const list = useQuery(manpowerQueryOptions({ projectId, page, limit, search: settledSearch }));

  useEffect(() => setPage(1), [settledSearch, projectId, limit]);
  useEffect(() => {
    const error = list.error ?? projects.error;
    if (error) alert.error(errorMessage(error, t('loadFailed')));
  }, [list.error, projects.error, t]);

  const rows = projectId === null ? [] : (list.data?.data ?? []);
  const choosable = rows.filter(printable);
  const chosenHere = choosable.filter((row) => selected.has(row.id)).length;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('workers.project')}
          value={projectId === null ? '' : String(projectId)}
          onChange={(event) => onProject(event.target.value === '' ? null : Number(event.target.value))}
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="" disabled>
            {t('workers.chooseProject')}
          </MenuItem>
          {(projects.data ?? []).map((project) => (
            <MenuItem key={project.id} value={String(project.id)}>
              {project.project_name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('workers.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          disabled={projectId === null}
          sx={{ minWidth: 200, flex: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {t('workers.selected', { count: selected.size })}
        </Typography>
        <Button size="small" onClick={onClear} disabled={selected.size === 0}>
          {t('workers.clear')}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
      {projectId === null ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('workers.chooseProject')}
        </Typography>
      ) : rows.length === 0 ? (
        !list.isPending && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {settledSearch ? t('workers.notFound', { search: settledSearch }) : t('workers.empty')}
          </Typography>
        )
      ) : (
        <>
          <Box sx={{ overflowX: 'auto', maxHeight: 440, overflowY: 'auto' }}>
            <Table size="small" stickyHeader aria-label={t('workers.title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={choosable.length > 0 && chosenHere === choosable.length}
                      indeterminate={chosenHere > 0 && chosenHere < choosable.length}
                      disabled={choosable.length === 0}
                      onChange={(event) => onSelect(choosable, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('workers.selectAll') } }}
                    />
                  </TableCell>
                  <TableCell>{t('workers.name')}</TableCell>
                  <TableCell>{t('workers.position')}</TableCell>
                  <TableCell>{t('workers.qrNumber')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const name = row.employee?.fullname ?? `#${row.employee_id}`;
                  return (
                    <TableRow key={row.id} hover selected={selected.has(row.id)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(row.id)}
                          disabled={!printable(row)}
                          onChange={(event) => onSelect([row], event.target.checked)}
                          slotProps={{ input: { 'aria-label': t('workers.select', { name }) } }}
                        />
                      </TableCell>
                      <TableCell>{name}</TableCell>
                      <TableCell>{row.position ?? '-'}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap', color: row.qr_number ? undefined : 'text.disabled' }}>
                        {row.qr_number ?? t('workers.noQr')}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={Math.max(0, page - 1)}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => setLimit(Number(event.target.value))}
            labelRowsPerPage={t('workers.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('workers.displayed', { from, to, count })}
          />
        </>
      )}
    </Box>
  );
}
