import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePublicDepartments, usePublicProjects, useRegisterRoles } from '../../core/auth/account-api';
import type { RegistrationForm } from '../../core/auth/account-types';
import { ACCOUNT_NS } from '../account-text';
import { OptionSelect } from './option-select';

export interface PlacementStepProps {
  values: RegistrationForm;
  onChange: <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => void;
}

/** Step 2: role, department, the department's project and job position (spec §5). */
export function PlacementStep({ values, onChange }: PlacementStepProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const roles = useRegisterRoles();
  const departments = usePublicDepartments();
  const projects = usePublicProjects(values.department_id);
  const failed = roles.isError || departments.isError || projects.isError;
  const noDepartment = values.department_id === null;
  const projectHint = noDepartment
    ? t('register.chooseDepartmentFirst')
    : projects.isFetching
      ? t('register.loadingOptions')
      : projects.data?.length === 0
        ? t('register.noProjects')
        : undefined;

  return (
    <Stack spacing={2}>
      {failed && <Alert severity="error">{t('register.loadFailed')}</Alert>}
      <OptionSelect
        label={t('register.role')}
        name="role_id"
        value={values.role_id}
        options={roles.data ?? []}
        optionId={(role) => role.id}
        optionLabel={(role) => role.role_name}
        onChange={(value) => onChange('role_id', value)}
        helperText={roles.data?.find((role) => role.id === values.role_id)?.description ?? undefined}
      />
      <OptionSelect
        label={t('register.department')}
        name="department_id"
        value={values.department_id}
        options={departments.data ?? []}
        optionId={(department) => department.id}
        optionLabel={(department) => department.department_name}
        onChange={(value) => onChange('department_id', value)}
      />
      <OptionSelect
        label={t('register.project')}
        name="project_id"
        value={values.project_id}
        options={noDepartment ? [] : (projects.data ?? [])}
        optionId={(project) => project.id}
        optionLabel={(project) => project.project_name}
        onChange={(value) => onChange('project_id', value)}
        disabled={noDepartment || projects.isFetching || projects.data?.length === 0}
        helperText={projectHint}
      />
      <TextField
        label={t('register.jobPosition')}
        name="job_position"
        value={values.job_position}
        onChange={(event) => onChange('job_position', event.target.value)}
        autoComplete="organization-title"
        required
        fullWidth
      />
    </Stack>
  );
}
