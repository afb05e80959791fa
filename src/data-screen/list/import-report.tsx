import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../core/data/data-types';
import { formatInteger } from '../../core/format';

/** A dry run's verdict: what a commit would create and update, and each refused cell by row number and column. */
export function ImportReportView({ message, report }: { message: string; report: ImportReport }) {
  const { t, i18n } = useTranslation('data-screen');
  const count = (value: number) => formatInteger(value, i18n.language);
  const problems = report.errors.flatMap((error) =>
    Object.entries(error.messages).flatMap(([field, messages]) => messages.map((text) => ({ row: error.row, column: report.labels[field] ?? field, text }))),
  );
  return (
    <>
      <Alert severity={report.invalid === 0 ? 'success' : 'warning'}>{message}</Alert>
      <Typography variant="subtitle1" component="p" role="status">
        {t('import.summary', { created: count(report.created), updated: count(report.updated) })}
        {report.invalid > 0 ? ` · ${t('import.invalidRows', { invalid: count(report.invalid) })}` : ''}
      </Typography>
      {problems.length > 0 ? (
        <TableContainer sx={{ maxHeight: 280 }}>
          <Table size="small" stickyHeader aria-label={t('import.problems')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('import.rowHeader')}</TableCell>
                <TableCell>{t('import.columnHeader')}</TableCell>
                <TableCell>{t('import.messageHeader')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((problem, index) => (
                <TableRow key={`${problem.row}-${index}`}>
                  <TableCell>{count(problem.row)}</TableCell>
                  <TableCell>{problem.column}</TableCell>
                  <TableCell>{problem.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
}
