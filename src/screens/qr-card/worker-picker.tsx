import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { formatInteger } from '../../core/format';
import type { ListPointer } from '../../core/config/field-config';
import type { LookupOption, LookupSelectAll } from '../../widgets/lookup';
import { LookupModal } from '../../widgets/lookup/lookup-modal';
import { fetchProjectWorkers, projectChoicesQueryOptions, type ManpowerRow } from './qr-card-api';

export interface WorkerPickerProps {
  projectId: number | null;
  onProject: (projectId: number | null) => void;
  selected: readonly ManpowerRow[];
  /** The new selection, in the order the user chose. */
  onSelect: (rows: ManpowerRow[]) => void;
}

/** A row can be printed only with a QR number. */
export const printable = (row: ManpowerRow) => !!row.qr_number;

/**
 * Project choice, then the project's manpower picked in the lookup modal (spec §9: 10 a page,
 * active only, type-ahead from 2 characters, the chosen ones 8 a page), searched and paged by the
 * server: a project may have thousands of workers.
 */
export function WorkerPicker({ projectId, onProject, selected, onSelect }: WorkerPickerProps) {
  const { t } = useTranslation('qr-card');
  const [open, setOpen] = useState(false);
  const [skipped, setSkipped] = useState(0);
  const projects = useQuery(projectChoicesQueryOptions());
  useEffect(() => {
    if (projects.error) alert.error(errorMessage(projects.error, t('loadFailed')));
  }, [projects.error, t]);
  useEffect(() => setSkipped(0), [projectId]);

  const pointer = useMemo<ListPointer>(
    () => ({
      list: '/project-manpower',
      code: 'id',
      label: 'employee.fullname',
      columns: [
        { data: 'employee.fullname', label: t('workers.name') },
        { data: 'position', label: t('workers.position') },
        { data: 'qr_number', label: t('workers.qrNumber'), nowrap: true },
      ],
    }),
    [t],
  );
  const params = useMemo(() => ({ project_id: projectId }), [projectId]);
  const selectAll = useMemo<LookupSelectAll | undefined>(
    () =>
      projectId === null
        ? undefined
        : { label: (total) => t('workers.selectAll', { count: total }), load: async () => (await fetchProjectWorkers(projectId)) as unknown as LookupOption[] },
    [projectId, t],
  );

  const close = (chosen: LookupOption[]) => {
    setOpen(false);
    const rows = chosen as unknown as ManpowerRow[];
    setSkipped(rows.filter((row) => !printable(row)).length);
    onSelect(rows.filter(printable));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('workers.project')}
        value={projectId === null ? '' : String(projectId)}
        onChange={(event) => onProject(event.target.value === '' ? null : Number(event.target.value))}
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<GroupAddIcon />} disabled={projectId === null} onClick={() => setOpen(true)}>
          {t('workers.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {projectId === null ? t('workers.chooseProject') : t('workers.selected', { count: formatInteger(selected.length) })}
        </Typography>
        <Button size="small" onClick={() => onSelect([])} disabled={selected.length === 0}>
          {t('workers.clear')}
        </Button>
      </Box>
      {skipped > 0 && (
        <Typography variant="body2" color="warning.main" role="status">
          {t('workers.skippedNoQr', { count: formatInteger(skipped) })}
        </Typography>
      )}
      {open && (
        <LookupModal
          open
          label={t('workers.lookupLabel')}
          pointer={pointer}
          multiple
          initial={selected as unknown as LookupOption[]}
          params={params}
          selectAll={selectAll}
          onClose={close}
        />
      )}
    </Box>
  );
}
