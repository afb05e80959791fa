import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../core/config/resolve-text';
import { EditBase, useEditContext } from './edit-context';
import { focusFirstInvalid } from './focus-first-invalid';
import { FormFields } from './form-fields';
import type { UseEditControllerOptions } from './use-edit-controller';

/** How the form view shows: its buttons' targets and its layout. */
export interface DataFormViewProps {
  /** Back and cancel. */
  onCancel: () => void;
  /** Inside a filter panel: one column, no back button. */
  compact?: boolean;
}

/** The form of a module in any of spec §4's modes (create, update, filter, return): its controller and its view. */
export type DataFormProps = UseEditControllerOptions & DataFormViewProps;

/** A module's form: the edit controller around the generic form view. */
export function DataForm({ onCancel, compact, ...options }: DataFormProps) {
  return (
    <EditBase {...options}>
      <DataFormView onCancel={onCancel} compact={compact} />
    </EditBase>
  );
}

/** Spec §2's create/update/filter form: title by mode, back, submit, Reset Filter, cancel; server errors under the fields. Renders the edit controller's state. */
export function DataFormView({ onCancel, compact }: DataFormViewProps) {
  const { t } = useTranslation('data-screen');
  const { config, view, fields, initialValues, validate, save, isSaving, isLoading, error, resetFilters } = useEditContext();
  const title = t(`title.${view}`, { title: resolveText(config.title) });
  const formRef = useRef<HTMLFormElement>(null);
  const decorators = useMemo(() => [focusFirstInvalid(() => formRef.current)], []);
  if (isLoading) return <Stack alignItems="center" sx={{ py: 6 }}><CircularProgress aria-label={t('loading')} /></Stack>;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  return (
    <Paper variant={compact ? 'elevation' : 'outlined'} elevation={0} sx={{ p: compact ? 0 : 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        {!compact ? (
          <Button startIcon={<ArrowBackIcon />} onClick={onCancel}>{t('action.back')}</Button>
        ) : null}
        <Typography variant="h6" component="h2">{title}</Typography>
      </Stack>
      <Form
        onSubmit={save}
        initialValues={initialValues}
        validate={validate}
        decorators={decorators}
        render={({ handleSubmit, submitError, form }) => (
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              {submitError ? <Alert severity="error">{String(submitError)}</Alert> : null}
              <FormFields fields={fields} mode={view} columns={compact ? 1 : 2} />
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                {view === 'filter' ? (
                  <Button
                    color="warning"
                    onClick={() => {
                      form.reset({});
                      resetFilters();
                    }}
                  >
                    {t('action.resetFilter')}
                  </Button>
                ) : null}
                <Button onClick={onCancel}>{t('action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={isSaving} startIcon={isSaving ? <CircularProgress size={16} aria-hidden /> : undefined}>
                  {view === 'filter' ? t('action.applyFilter') : t('action.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      />
    </Paper>
  );
}
