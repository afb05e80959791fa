import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyDatePicker } from '../../widgets/date-picker';
import { departmentOptionsQuery, projectOptionsQuery, type DashboardFilter } from './dashboard-api';
import type { DashboardFilterState } from './dashboard-filter';

export interface FilterBarProps extends DashboardFilterState {
  /** A date range (summary, acquisition, leaderboard) or a single day (monitoring). */
  dates: 'range' | 'day';
}

const ALL = '';
const toId = (value: string) => (value === ALL ? null : Number(value));

/**
 * Department and project selects (the project list follows the department) and the dates. The
 * dates are empty and disabled until the day the dashboard opens on is known, rather than
 * showing days up to today that then change under the user's eyes.
 */
export function FilterBar({ filter, change, reset, ready, dates }: FilterBarProps) {
  const { t } = useTranslation('dashboard');
  const departments = useQuery(departmentOptionsQuery());
  const projects = useQuery(projectOptionsQuery(filter.department_id));
  const dateField = (key: keyof Pick<DashboardFilter, 'date_from' | 'date_to' | 'date'>, label: string) => (
    <LazyDatePicker
      kind="date"
      id={`dashboard-${key}`}
      label={label}
      value={ready ? filter[key] : ''}
      disabled={!ready}
      onChange={(stored) => stored && change({ [key]: stored })}
      fullWidth={false}
      sx={{ width: 180 }}
    />
  );

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('filter.title')}
      variant="outlined"
      onSubmit={(event) => event.preventDefault()}
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label={t('filter.department')}
        value={filter.department_id === null ? ALL : String(filter.department_id)}
        onChange={(event) => change({ department_id: toId(event.target.value) })}
        sx={{ minWidth: 220 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={ALL}>{t('filter.allDepartments')}</MenuItem>
        {(departments.data ?? []).map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filter.project')}
        value={filter.project_id === null ? ALL : String(filter.project_id)}
        onChange={(event) => change({ project_id: toId(event.target.value) })}
        sx={{ minWidth: 260 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={ALL}>{t('filter.allProjects')}</MenuItem>
        {(projects.data ?? []).map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {dates === 'range' ? (
        <>
          {dateField('date_from', t('filter.dateFrom'))}
          {dateField('date_to', t('filter.dateTo'))}
        </>
      ) : (
        dateField('date', t('filter.date'))
      )}
      <Button startIcon={<RestartAltIcon />} onClick={reset} sx={{ ml: 'auto' }}>
        {t('filter.reset')}
      </Button>
    </Paper>
  );
}
