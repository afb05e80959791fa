import type { Autofill, AutofillField, LoginDepartment, LoginProject } from './auth-types';

function field(options: { label: string; code: number }[]): AutofillField {
  // Spec §3: the first option of each list is preselected.
  return { value: options[0]?.code ?? null, options };
}

/** Builds the stored autofill from the departments and projects of a login answer. */
export function buildAutofill(departments: readonly LoginDepartment[], projects: readonly LoginProject[]): Autofill {
  return {
    department_id: field(departments.map((d) => ({ label: d.department_name, code: d.id }))),
    project_id: field(projects.map((p) => ({ label: p.project_name, code: p.id }))),
  };
}

/** The autofill with one field's chosen value replaced. */
export function chooseAutofill(autofill: Autofill, key: keyof Autofill, value: AutofillField['value']): Autofill {
  return { ...autofill, [key]: { ...autofill[key], value } };
}
