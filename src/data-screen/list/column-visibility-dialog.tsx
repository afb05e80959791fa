import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

/** The column-visibility modal: one switch per column (spec §2). */
export function ColumnVisibilityDialog(props: {
  open: boolean;
  columns: { id: string; label: string }[];
  visibility: Record<string, boolean>;
  onChange: (visibility: Record<string, boolean>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('data-screen');
  const { open, columns, visibility, onChange, onClose } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('columns.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack>
          {columns.map((column) => (
            <FormControlLabel
              key={column.id}
              control={
                <Switch
                  checked={visibility[column.id] !== false}
                  onChange={(event) => onChange({ ...visibility, [column.id]: event.target.checked })}
                />
              }
              label={column.label}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
