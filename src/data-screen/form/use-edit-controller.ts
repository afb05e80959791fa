import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import type { FormMode, FormSettings, FormViewName } from '../../core/config/field-config';
import type { ModuleConfig } from '../../core/config/module-config';
import { resolveText } from '../../core/config/resolve-text';
import { createRecord, updateRecord } from '../../core/data/data-provider';
import type { Row } from '../../core/data/data-types';
import { usePermissionCheck } from '../../core/use-permission';
import { preloadFieldInputs, typesWithInputCode } from '../../fields/field-registry';
import { recordKey, recordQueryOptions, recordRequest } from '../detail/record-query-options';
import { listKey } from '../list/list-query-options';
import { moduleEndpoints } from '../module-actions';
import { formFields, formName, type ViewField } from '../view-fields';
import { buildPayload, filterValues, hiddenByToggle, initialValues, validateForm } from './form-values';
import { submissionErrors } from './server-errors';
import { useAutofillPreset } from './use-autofill-preset';

type Values = Record<string, unknown>;

/** Options of the edit controller. */
export interface UseEditControllerOptions {
  config: ModuleConfig;
  mode: FormMode;
  /** 'return' mode: the view whose field settings the form shows. Default 'create'. */
  fieldsOf?: FormViewName;
  /** The record to edit (update mode): loaded by id first (GET show). Default none. */
  id?: string | null;
  /** Filter mode: the filters in force, shown as the starting values. Default none. */
  filters?: Values;
  /** Spec §4's success event: after a create or update with the server's data; in 'return' mode with the payload. Default nothing. */
  onSaved?: (data: Row) => void;
  /** Filter mode: the filters to store (empty object after Reset Filter). Default nothing. */
  onFilter?: (filters: Values) => void;
}

/** Everything a create, update or filter form renders and does; no MUI, no axios. */
export interface EditController {
  config: ModuleConfig;
  mode: FormMode;
  /** The view whose field settings the form shows: the mode's own, or fieldsOf in 'return' mode. */
  view: FormViewName;
  id: string | null;
  /** Update mode: the record once loaded; undefined otherwise. */
  record: Row | undefined;
  /** Update mode: the record is loading; the form waits for it. */
  isLoading: boolean;
  /** Update mode: why the record could not be loaded; null otherwise. */
  error: Error | null;
  /** The inputs the user may fill in this mode (spec §6), in config order. */
  fields: ViewField<FormSettings>[];
  /** The record's values (update), the filters in force (filter) or the defaults and autofill (create). */
  initialValues: Values;
  /** Spec §5's client validation of the fields a toggle does not hide. */
  validate: (values: Values) => Values;
  /**
   * The submit: create/update call the server and toast spec §2's message, answering a
   * 422 as submission errors for the fields; 'return' mode hands the payload back, and
   * filter mode, which returns its data the same way, filter_api plus the non-empty values.
   */
  save: (values: Values) => Promise<SubmissionErrors | undefined>;
  /** A create or update is on its way to the server. */
  isSaving: boolean;
  /** Filter mode's Reset Filter: hands back no filters at all. */
  resetFilters: () => void;
}

/**
 * The headless form (react-admin's useEditController, create and filter included): loads
 * the record to edit through the shared record query, works out the fields and starting
 * values, and owns the save pipeline (payload, call, cache invalidation, toast, errors).
 */
export function useEditController({ config, mode, fieldsOf = 'create', id = null, filters, onSaved, onFilter }: UseEditControllerOptions): EditController {
  const { t } = useTranslation('data-screen');
  const can = usePermissionCheck();
  const queryClient = useQueryClient();
  const endpoints = moduleEndpoints(config);
  const view: FormViewName = mode === 'return' ? fieldsOf : mode;
  const editing = mode === 'update' && Boolean(id);
  const record = useQuery({ ...recordQueryOptions(recordRequest(config), id ?? ''), enabled: editing });
  const loaded = mode === 'update' ? record.data : undefined;
  const fields = useMemo(() => formFields(config, view, can), [config, view, can]);
  // Inputs whose widget loads apart (a map) are in before the form is drawn: a widget arriving
  // after it would push the fields below it down under the user's pointer.
  const codeTypes = useMemo(() => typesWithInputCode(fields.map(({ settings }) => settings.type)), [fields]);
  // Code that fails to load is not asked again here: the input asks once more as it renders,
  // and shows the failure then.
  const inputCode = useQuery({
    queryKey: ['field-input-code', ...codeTypes],
    queryFn: () => preloadFieldInputs(codeTypes).then(() => null),
    staleTime: Infinity,
    retry: false,
    enabled: codeTypes.length > 0,
  });
  const autofill = useAutofillPreset(view);
  const initial = useMemo(() => initialValues(fields, loaded, view === 'filter' ? filters : autofill), [fields, loaded, view, filters, autofill]);
  const title = resolveText(config.title);
  const write = useMutation({
    mutationFn: (payload: Values) => (mode === 'create' ? createRecord(endpoints.create, payload) : updateRecord(endpoints.update, payload)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey(endpoints.list) });
      await queryClient.invalidateQueries({ queryKey: recordKey(endpoints.read) });
    },
  });

  /** The fourth mode: the data goes back to the caller, nothing is saved. */
  const returnData = (payload: Values) => {
    if (mode === 'filter') onFilter?.(filterValues(payload, config.filter_api));
    else onSaved?.(payload);
  };

  const save = async (values: Values): Promise<SubmissionErrors | undefined> => {
    const payload = buildPayload(fields, values, view, loaded);
    if (mode === 'filter' || mode === 'return') {
      returnData(payload);
      return undefined;
    }
    try {
      const result = await write.mutateAsync(payload);
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

  return {
    config,
    mode,
    view,
    id,
    record: loaded,
    isLoading: (editing && record.isLoading) || inputCode.isLoading,
    error: editing ? record.error : null,
    fields,
    initialValues: initial,
    validate: (values) => validateForm(fields, values, hiddenByToggle(fields, values)),
    save,
    isSaving: write.isPending,
    resetFilters: () => onFilter?.({}),
  };
}
