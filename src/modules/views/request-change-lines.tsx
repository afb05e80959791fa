import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { FieldConfig, FormSettings } from '../../core/config/field-config';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import { getFieldInput } from '../../fields/field-registry';

/** A line as the form holds it; the payload's old and new values are worked out on submit. */
export interface LineValues {
  field_name?: string;
  /** A list's line: 'create' adds the value, 'deleted' removes it. A column's line always updates. */
  change_type?: 'create' | 'deleted';
  value?: unknown;
}

/** The worker's sub-record lists and the child model field each one's entries are picked by. */
const LIST_ENTRIES: Readonly<Record<string, { module: string; field: string }>> = {
  skills: { module: 'employee-skill', field: 'skill_id' },
  disease_histories: { module: 'employee-disease-history', field: 'disease_id' },
  certifications: { module: 'employee-certification', field: 'certificate_name' },
};

/** The data a line may name: the detail model's field_name options, each with its label. */
export function requestableOptions(modules: Record<string, ModuleConfig>) {
  const field = modules['employee-request-change-detail']?.fields.find((candidate) => candidate.id === 'field_name');
  return field?.list?.options ?? [];
}

export const isListLine = (fieldName: string | undefined) => fieldName !== undefined && fieldName in LIST_ENTRIES;

/**
 * The input of a line's value: the worker's own field's input (a date, a phone number, a
 * photo upload, a choice of gender), a related row or list entry picked by its name, since
 * a line keeps the name and the server finds the row when the request is approved.
 */
export function valueInput(modules: Record<string, ModuleConfig>, fieldName: string): { field: FieldConfig; settings: FormSettings } | undefined {
  const entry = LIST_ENTRIES[fieldName];
  const field = entry
    ? modules[entry.module]?.fields.find((candidate) => candidate.id === entry.field)
    : modules.employee?.fields.find((candidate) => candidate.id === fieldName);
  const settings = field?.create;
  if (!field || !settings) return undefined;
  const pointer = settings.option?.list_pointer;
  // A related row is kept by its name: the option's value is its label column.
  const byName = settings.type === 'select' && pointer ? { ...settings, option: { ...settings.option, list_pointer: { ...pointer, code: pointer.label } } } : settings;
  return { field, settings: { ...byName, validation: undefined, value: undefined } };
}

/** A request's lines, edited in place: add a line, pick the data, enter the new value or the entry to add or remove. */
export function RequestChangeLines({ modules }: { modules: Record<string, ModuleConfig> }) {
  const { t } = useTranslation('data-validation');
  const form = useForm();
  const { input, meta } = useField<LineValues[]>('details', { subscription: { value: true, error: true, touched: true, submitFailed: true } });
  const lines = Array.isArray(input.value) ? input.value : [];
  const options = requestableOptions(modules);
  const listError = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('form.lines')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('form.linesIntro')}</Typography>
      <Stack spacing={2}>
        {lines.map((line, index) => (
          <LineRow key={index} index={index} line={line} modules={modules} options={options} onRemove={() => form.change('details', lines.filter((_, at) => at !== index))} />
        ))}
        <Box>
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => form.change('details', [...lines, {}])}>{t('form.addLine')}</Button>
        </Box>
        {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      </Stack>
    </Paper>
  );
}

function LineRow(props: { index: number; line: LineValues; modules: Record<string, ModuleConfig>; options: ReturnType<typeof requestableOptions>; onRemove: () => void }) {
  const { index, line, modules, options, onRemove } = props;
  const { t } = useTranslation('data-validation');
  const form = useForm();
  const name = `details[${index}]`;
  const fieldName = useField<string>(`${name}.field_name`);
  const list = isListLine(line.field_name);
  const value = line.field_name ? valueInput(modules, line.field_name) : undefined;
  const Input = value ? getFieldInput(value.settings.type) : undefined;
  const fieldError = (fieldName.meta.touched || fieldName.meta.submitFailed) && fieldName.meta.error ? String(fieldName.meta.error) : undefined;
  const label = list ? (line.change_type === 'deleted' ? t('form.itemToRemove') : t('form.itemToAdd')) : t('form.newValue');
  return (
    <Box role="group" aria-label={`${t('form.lines')} ${index + 1}`} sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '1.2fr 0.8fr 2fr auto' } }}>
      <TextField
        select
        size="small"
        fullWidth
        required
        label={t('form.field')}
        value={line.field_name ?? ''}
        error={Boolean(fieldError)}
        helperText={fieldError}
        onBlur={() => fieldName.input.onBlur()}
        onChange={(event) => {
          // Another field takes another kind of value: what was typed for the former one goes.
          form.batch(() => {
            form.change(`${name}.field_name`, event.target.value);
            form.change(`${name}.value`, undefined);
            form.change(`${name}.change_type`, isListLine(event.target.value) ? 'create' : undefined);
          });
        }}
      >
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)}>{resolveText(option.label)}</MenuItem>
        ))}
      </TextField>
      {list ? (
        <TextField select size="small" fullWidth label={t('form.action')} value={line.change_type ?? 'create'} onChange={(event) => form.change(`${name}.change_type`, event.target.value)}>
          <MenuItem value="create">{t('form.add')}</MenuItem>
          <MenuItem value="deleted">{t('form.remove')}</MenuItem>
        </TextField>
      ) : (
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      )}
      {value && Input ? (
        <Input
          key={line.field_name}
          field={value.field}
          settings={value.settings}
          mode="create"
          name={`${name}.value`}
          label={label}
          required={list}
        />
      ) : (
        <Box />
      )}
      <IconButton aria-label={t('form.removeLine')} onClick={onRemove}><DeleteIcon /></IconButton>
    </Box>
  );
}

/** The lines as the server takes them: a column's new value, or a list's entry as the new value added or the old value removed. */
export function linesPayload(lines: readonly LineValues[] | undefined) {
  return (lines ?? []).map((line) => {
    const value = line.value === undefined || line.value === null || line.value === '' ? null : String(line.value);
    if (!isListLine(line.field_name)) return { field_name: line.field_name, change_type: 'update', new_value: value, old_value: null };
    const removing = line.change_type === 'deleted';
    return { field_name: line.field_name, change_type: removing ? 'deleted' : 'create', new_value: removing ? null : value, old_value: removing ? value : null };
  });
}

/** The lines' own checks: at least one, each naming its data, and a list's entry given. */
export function validateLines(lines: readonly LineValues[] | undefined, t: (key: string) => string): Record<string, unknown> {
  if (!lines || lines.length === 0) return { details: t('form.noLines') };
  const errors = lines.map((line) => (line.field_name ? undefined : { field_name: t('form.fieldRequired') }));
  return errors.some(Boolean) ? { details: errors } : {};
}
