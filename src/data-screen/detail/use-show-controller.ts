import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DisplaySettings } from '../../core/config/field-config';
import type { ModuleConfig } from '../../core/config/module-config';
import type { Row } from '../../core/data/data-types';
import { usePermissionCheck } from '../../core/use-permission';
import { type ModuleActions, moduleActions, type ModulePermissions, modulePermissions } from '../module-actions';
import { displayFields, type ViewField } from '../view-fields';
import { recordQueryOptions, recordRequest } from './record-query-options';

/** Options of the show controller. */
export interface UseShowControllerOptions {
  config: ModuleConfig;
  /** The record's primary key, as the URL carries it. */
  id: string;
}

/** Everything a detail view renders; no MUI, no axios. */
export interface ShowController {
  config: ModuleConfig;
  id: string;
  /** The record once loaded (GET {read}/{id}/show); undefined while loading or after an error. */
  record: Row | undefined;
  isLoading: boolean;
  /** Why the record could not be loaded; null when it could. */
  error: Error | null;
  refetch: () => void;
  /** The detail fields the user may see, in their configured order (spec §6). */
  fields: ViewField<DisplaySettings>[];
  /** The record actions the module offers and the user may use, e.g. the edit button. */
  actions: ModuleActions;
  /** The module's permissions the user holds, for what custom views offer beside the actions. */
  permissions: ModulePermissions;
}

/**
 * The headless detail (react-admin's useShowController): loads one record through the
 * shared record query (the update form reads the same cache entry) and works out what
 * the user may see of it and do with it.
 */
export function useShowController({ config, id }: UseShowControllerOptions): ShowController {
  const can = usePermissionCheck();
  const record = useQuery(recordQueryOptions(recordRequest(config), id));
  const fields = useMemo(() => displayFields(config, 'detail', can), [config, can]);
  const actions = useMemo(() => moduleActions(config, can), [config, can]);
  const permissions = useMemo(() => modulePermissions(config, can), [config, can]);
  return {
    config,
    id,
    record: record.data,
    isLoading: record.isLoading,
    error: record.error,
    refetch: () => void record.refetch(),
    fields,
    actions,
    permissions,
  };
}
