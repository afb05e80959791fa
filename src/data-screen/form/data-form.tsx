import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { FormViewName } from '../../core/config/field-config';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import type { Row } from '../../core/data/data-types';
import { usePermissionCheck } from '../../core/use-permission';
import { recordQueryOptions } from '../detail/record-query-options';
import { moduleEndpoints } from '../module-actions';
import { formFields } from '../view-fields';
import { FormFields } from './form-fields';
import { hiddenByToggle, initialValues, validateForm } from './form-values';
import { useAutofillPreset } from './use-autofill-preset';
import { useFormSubmit } from './use-form-submit';

/** The form of a module in create, update or filter mode. */
export interface DataFormProps {
  config: ModuleConfig;
  mode: FormViewName;
  /** The record to edit (update mode): loaded by id first (GET show). */
  id?: string | null;
  /** Filter mode: the filters in force, shown as the starting values. */
  filters?: Record<string, unknown>;
  /** After a successful create or update. */
  onSaved?: (data: Row) => void;
  /** Filter mode: the filters to store (empty object after Reset Filter). */
  onFilter?: (filters: Record<string, unknown>) => void;
  /** Back and cancel. */
  onCancel: () => void;
  /** Inside a filter panel: one column, no back button. */
  compact?: boolean;
}

/** Spec §2's create/update/filter form: title by mode, back, submit, Reset Filter, cancel; server errors under the fields. */
export function DataForm({ config, mode, id, filters, onSaved, onFilter, onCancel, compact }: DataFormProps) {
  const { t } = useTranslation('data-screen');
  const can = usePermissionCheck();
  const fields = useMemo(() => formFields(config, mode, can), [config, mode, can]);
  const endpoint = moduleEndpoints(config).read;
  const record = useQuery({ ...recordQueryOptions(endpoint, id ?? ''), enabled: mode === 'update' && Boolean(id) });
  const submit = useFormSubmit({ config, mode, fields, record: record.data, onSaved, onFilter });
  const autofill = useAutofillPreset(mode);
  const initial = useMemo(
    () => initialValues(fields, mode === 'update' ? record.data : undefined, mode === 'filter' ? filters : autofill),
    [fields, mode, record.data, filters, autofill],
  );
  const title = t(`title.${mode}`, { title: resolveText(config.title) });
  if (mode === 'update' && record.isLoading) return <Stack alignItems="center" sx={{ py: 6 }}><CircularProgress /></Stack>;
  if (mode === 'update' && record.isError) return <Alert severity="error">{(record.error as Error).message}</Alert>;
  return (
    <Paper variant={compact ? 'elevation' : 'outlined'} elevation={0} sx={{ p: compact ? 0 : 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        {!compact ? (
          <Button startIcon={<ArrowBackIcon />} onClick={onCancel}>{t('action.back')}</Button>
        ) : null}
        <Typography variant="h6" component="h2">{title}</Typography>
      </Stack>
      <Form
        onSubmit={submit}
        initialValues={initial}
        validate={(values) => validateForm(fields, values, hiddenByToggle(fields, values))}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              {submitError ? <Alert severity="error">{String(submitError)}</Alert> : null}
              <FormFields fields={fields} mode={mode} columns={compact ? 1 : 2} />
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                {mode === 'filter' ? (
                  <Button
                    color="warning"
                    onClick={() => {
                      form.reset({});
                      onFilter?.({});
                    }}
                  >
                    {t('action.resetFilter')}
                  </Button>
                ) : null}
                <Button onClick={onCancel}>{t('action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} /> : undefined}>
                  {mode === 'filter' ? t('action.applyFilter') : t('action.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      />
    </Paper>
  );
}
