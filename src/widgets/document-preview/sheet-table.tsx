import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSheetPreview } from '../../core/data/data-provider';
import { formatDecimal, formatInteger } from '../../core/format';
import { PreviewProblem } from './preview-problem';
import '../../core/widgets-text';

type Cell = string | number | boolean | null;

/** A cell as the user reads numbers: '1.234,5' in Indonesian. */
function cellText(cell: Cell, locale: string): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? formatInteger(cell, locale) : formatDecimal(cell, locale, 0);
  return String(cell);
}

/** A spreadsheet's first sheet as the server read it: its header and first rows, never a formula run. */
export function SheetTable({ url, title }: { url: string; title: string }) {
  const { t, i18n } = useTranslation('widgets');
  const sheet = useQuery({ queryKey: ['sheet-preview', url], queryFn: () => getSheetPreview(url), staleTime: Infinity, retry: false });
  if (sheet.isError) return <PreviewProblem error={sheet.error} />;
  if (!sheet.data) return null;
  const { header, rows, total } = sheet.data;
  if (total === 0) return <Typography sx={{ p: 3, textAlign: 'center' }}>{t('preview.emptySheet')}</Typography>;
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index) => index);
  return (
    <Box>
      <Box sx={{ overflow: 'auto', maxHeight: '70vh' }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((index) => (
                <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {header[index] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, at) => (
              <TableRow key={at}>
                {columns.map((index) => (
                  <TableCell key={index} align={typeof row[index] === 'number' ? 'right' : 'left'}>
                    {cellText(row[index] ?? null, i18n.language)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1 }}>
        {t('preview.rowsShown', { shown: formatInteger(rows.length, i18n.language), total: formatInteger(total, i18n.language) })}
      </Typography>
    </Box>
  );
}
