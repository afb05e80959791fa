import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { resolveText } from '../../core/config/resolve-text';
import { createRecord } from '../../core/data/data-provider';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { useEditContext } from '../../data-screen/form/edit-context';
import { FormFields } from '../../data-screen/form/form-fields';
import { buildPayload } from '../../data-screen/form/form-values';
import { submissionErrors } from '../../data-screen/form/server-errors';
import { listKey } from '../../data-screen/list/list-query-options';
import { moduleEndpoints } from '../../data-screen/module-actions';
import { formName } from '../../data-screen/view-fields';
import { moduleConfigs } from '../index';
import { useDataValidationText } from './data-validation-text';
import { type LineValues, RequestChangeLines, linesPayload, validateLines } from './request-change-lines';
import '../../core/data-screen-text';

type Values = Record<string, unknown> & { details?: LineValues[] };

/**
 * Filing a data-change request: the generic inputs of the request (the worker, who asks, a
 * note) and its lines, saved together in one call; the server records the worker's current
 * values as the old ones and files it for review.
 */
export function RequestChangeCreate({ goTo }: CustomViewProps) {
  useDataValidationText();
  const { t } = useTranslation('data-validation');
  const { t: tScreen } = useTranslation('data-screen');
  const { config, fields, initialValues, validate } = useEditContext();
  const queryClient = useQueryClient();
  const endpoints = moduleEndpoints(config);
  const title = resolveText(config.title);
  const create = useMutation({
    mutationFn: (payload: Record<string, unknown>) => createRecord(endpoints.create, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(endpoints.list) }),
  });

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const payload = { ...buildPayload(fields, values, 'create'), details: linesPayload(values.details) };
    try {
      const result = await create.mutateAsync(payload);
      alert.success(tScreen('toast.created', { title }));
      goTo('detail', String((result.data as { id: number }).id));
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, fields.map(({ field, settings }) => formName(field, settings)));
      if (errors) return errors;
      alert.error(errorMessage(error, title));
      return undefined;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => goTo('list')}>{tScreen('action.back')}</Button>
        <Typography variant="h6" component="h2">{tScreen('title.create', { title })}</Typography>
      </Stack>
      <Form<Values>
        onSubmit={submit}
        initialValues={{ ...initialValues, details: [{}] }}
        validate={(values) => ({ ...validate(values), ...validateLines(values.details, t) })}
        render={({ handleSubmit, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              {submitError ? <Alert severity="error">{String(submitError)}</Alert> : null}
              <FormFields fields={fields} mode="create" />
              <RequestChangeLines modules={moduleConfigs} />
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button onClick={() => goTo('list')}>{tScreen('action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={create.isPending} startIcon={create.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}>
                  {tScreen('action.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      />
    </Paper>
  );
}
