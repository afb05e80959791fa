import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { FormSettings } from '../../core/config/field-config';
import { datasetQueryOptions } from './dataset-query';
import { useHeldOptions } from './held-options';
import { type FieldOptionItem, toOption } from './option-list';

const NO_PARAMS: readonly never[] = [];

/** Where an option list stands: loading, loaded (maybe empty) or failed. */
export interface FieldOptionsResult {
  options: FieldOptionItem[];
  status: 'loading' | 'ready' | 'error';
}

/**
 * The options of a select-like field (spec §3, §5): a static list, or {endpoint}/dataset
 * with limit 1000 and active=1 plus the get_param values of the fields it depends on.
 * When one of those changes the field is cleared and the list is queried again. The rows
 * the field already holds join the list when that page lacks them (inactive, or past
 * 1000). A failure is logged as 'Cannot get {label} datalist' and reported as status 'error'.
 */
export function useFieldOptions(settings: FormSettings, name: string, label: string): FieldOptionsResult {
  const { i18n } = useTranslation();
  const pointer = settings.option?.list_pointer;
  const getParams = settings.option?.get_param ?? NO_PARAMS;
  const form = useForm();
  const { values } = useFormState({ subscription: { values: getParams.length > 0 } });
  const params = useMemo(() => {
    const entries = getParams.map((param) => [param.alias ?? param.id, (values as Record<string, unknown> | undefined)?.[param.id]] as const);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== null && value !== ''));
  }, [getParams, values]);
  const paramKey = JSON.stringify(params);
  const previous = useRef(paramKey);
  useEffect(() => {
    if (previous.current !== paramKey) form.change(name, undefined);
    previous.current = paramKey;
  }, [paramKey, form, name]);

  const endpoint = typeof pointer?.list === 'string' ? pointer.list : null;
  const query = useQuery({ ...datasetQueryOptions(endpoint ?? '', params), enabled: endpoint !== null });
  useEffect(() => {
    if (query.isError) console.error(`Cannot get ${label} datalist`, query.error);
  }, [query.isError, query.error, label]);

  const page = useMemo(() => {
    if (!pointer || endpoint === null || !query.data) return undefined;
    return query.data.data.map((row) => toOption(row, pointer, i18n.language));
  }, [pointer, endpoint, query.data, i18n.language]);
  const { input } = useField<unknown>(name, { subscription: { value: true } });
  const withHeld = useHeldOptions(pointer, input.value, page);

  return useMemo(() => {
    if (!pointer) return { options: [], status: 'ready' };
    if (endpoint === null) {
      const rows = pointer.list as readonly Record<string, unknown>[];
      return { options: rows.map((row) => toOption(row, pointer, i18n.language)), status: 'ready' };
    }
    if (query.isError) return { options: [], status: 'error' };
    return withHeld ? { options: withHeld, status: 'ready' } : { options: [], status: 'loading' };
  }, [pointer, endpoint, query.isError, withHeld, i18n.language]);
}
