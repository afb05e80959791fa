import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicDepartments, usePublicProjects, useRegisterRoles } from '../../core/auth/account-api';
import type { RegistrationForm } from '../../core/auth/account-types';
import { ACCOUNT_NS } from '../account-text';

/** Step 3: everything entered, as a label/value table, before the submit. */
export function ReviewStep({ values }: { values: RegistrationForm }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const roles = useRegisterRoles();
  const departments = usePublicDepartments();
  const projects = usePublicProjects(values.department_id);
  const rows: [string, string][] = [
    [t('register.fullname'), values.fullname.trim()],
    [t('register.email'), values.email.trim()],
    [t('register.username'), values.username.trim()],
    [t('register.password'), '•'.repeat(Math.min(values.password.length, 16))],
    [t('register.role'), roles.data?.find((role) => role.id === values.role_id)?.role_name ?? ''],
    [t('register.department'), departments.data?.find((department) => department.id === values.department_id)?.department_name ?? ''],
    [t('register.project'), projects.data?.find((project) => project.id === values.project_id)?.project_name ?? ''],
    [t('register.jobPosition'), values.job_position.trim()],
  ];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('register.reviewIntro')}
      </Typography>
      <Table size="small" aria-label={t('register.steps.review')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%', pl: 0 }}>
                {label}
              </TableCell>
              <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
