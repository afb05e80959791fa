import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import type { FormSettings, FormViewName } from '../../core/config/field-config';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import { createRecord, updateRecord } from '../../core/data/data-provider';
import type { Row } from '../../core/data/data-types';
import { listKey } from '../list/list-query-options';
import { moduleEndpoints } from '../module-actions';
import { formName, type ViewField } from '../view-fields';
import { buildPayload, filterValues } from './form-values';
import { submissionErrors } from './server-errors';

/** What happens after a submit, by mode. */
export interface FormSubmitOptions {
  config: ModuleConfig;
  mode: FormViewName;
  fields: ViewField<FormSettings>[];
  record?: Row;
  /** After a successful create or update, with the server's data. */
  onSaved?: (data: Row) => void;
  /** Filter mode: the filters to store. */
  onFilter?: (filters: Record<string, unknown>) => void;
}

/**
 * The submit of a data form: create/update call the server and toast spec §2's
 * message; a 422 answers submission errors for the fields; filter mode hands back
 * filter_api plus the non-empty values.
 */
export function useFormSubmit({ config, mode, fields, record, onSaved, onFilter }: FormSubmitOptions) {
  const { t } = useTranslation('data-screen');
  const queryClient = useQueryClient();
  const endpoints = moduleEndpoints(config);
  const title = resolveText(config.title);
  return async (values: Record<string, unknown>): Promise<SubmissionErrors | undefined> => {
    const payload = buildPayload(fields, values, mode, record);
    if (mode === 'filter') {
      onFilter?.(filterValues(payload, config.filter_api));
      return undefined;
    }
    try {
      const result = mode === 'create' ? await createRecord(endpoints.create, payload) : await updateRecord(endpoints.update, payload);
      await queryClient.invalidateQueries({ queryKey: listKey(endpoints.list) });
      await queryClient.invalidateQueries({ queryKey: ['record', endpoints.read] });
      alert.success(t(mode === 'create' ? 'toast.created' : 'toast.updated', { title }));
      onSaved?.(result.data);
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, fields.map(({ field, settings }) => formName(field, settings)));
      if (errors) return errors;
      alert.error(errorMessage(error, title));
      return undefined;
    }
  };
}
