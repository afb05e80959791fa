import { useMemo } from 'react';
import type { FormViewName } from '../../core/config/field-config';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { useStored } from '../../core/use-stored';

/**
 * The department and project chosen in the aside's autofill (spec §1 feature
 * 'autofill', §3 stored state), as starting values of a new record's form.
 */
export function useAutofillPreset(mode: FormViewName): Record<string, unknown> | undefined {
  const { features } = useAppConfig();
  const autofill = useStored('autofill');
  return useMemo(() => {
    if (mode !== 'create' || !features.autofill || !autofill) return undefined;
    const preset: Record<string, unknown> = {};
    if (autofill.department_id.value !== null) preset.department_id = autofill.department_id.value;
    if (autofill.project_id.value !== null) preset.project_id = autofill.project_id.value;
    return preset;
  }, [mode, features.autofill, autofill]);
}
