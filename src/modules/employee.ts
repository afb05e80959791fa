import type { ModuleOverride } from '../core/config/module-config';

/** Employee: its sub-records (certifications, documents, histories …) as detail tabs keyed by employee_id. */
export const employeeOverride: ModuleOverride = {
  views: {
    detail: {
      children: [
        { module: 'employee-certification', parent_key: 'employee_id' },
        { module: 'employee-document', parent_key: 'employee_id' },
        { module: 'employee-skill', parent_key: 'employee_id' },
        { module: 'employee-disease-history', parent_key: 'employee_id' },
        { module: 'employee-education', parent_key: 'employee_id' },
        { module: 'employee-emergency-contact', parent_key: 'employee_id' },
        { module: 'employee-project-history', parent_key: 'employee_id' },
        { module: 'employee-other-project', parent_key: 'employee_id' },
        { module: 'employee-blacklist', parent_key: 'employee_id' },
        { module: 'employee-request-change', parent_key: 'employee_id' },
      ],
    },
  },
};
