import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolveExceptionsAnswer } from '../../../common/wire/presence-exceptions.ts';
import en from '../../../locales/en/presence-exception.json';
import id from '../../../locales/id/presence-exception.json';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { postPath } from '../../core/data/data-provider';
import { addNamespace } from '../../core/i18n';
import type { BulkActionProps } from '../../data-screen/list/bulk-action';

type Action = 'accept' | 'reject' | 'correct';

/** The longest reason the server takes (max:2000). */
const REASON_MAX_LENGTH = 2000;

/**
 * The exceptions inbox's bulk resolution (issue #50): the exceptions picked on the page are
 * accepted, rejected or corrected at once, each with the one reason given.
 */
export function ExceptionResolution({ selected, onDone }: BulkActionProps) {
  addNamespace('presence-exception', { id, en });
  const { t } = useTranslation('presence-exception');
  const [action, setAction] = useState<Action | null>(null);
  const count = selected.length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }} role="status">
          {count > 0 ? t('selected', { count }) : t('pick')}
        </Typography>
        <Button variant="contained" color="success" disabled={count === 0} onClick={() => setAction('accept')}>
          {t('accept')}
        </Button>
        <Button variant="outlined" color="error" disabled={count === 0} onClick={() => setAction('reject')}>
          {t('reject')}
        </Button>
        <Button variant="outlined" disabled={count === 0} onClick={() => setAction('correct')}>
          {t('correct')}
        </Button>
      </Stack>
      {action ? (
        <ResolutionDialog
          action={action}
          ids={selected.map((row) => Number(row.id))}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            onDone();
          }}
        />
      ) : null}
    </Paper>
  );
}

function ResolutionDialog({ action, ids, onClose, onDone }: { action: Action; ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('presence-exception');
  const titleId = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [time, setTime] = useState('');
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const resolve = useMutation({
    mutationFn: () =>
      postPath<ResolveExceptionsAnswer>('/presence-exception/resolve', { ids, action, reason: reason.trim(), ...(action === 'correct' ? { time, direction } : {}) }),
    onSuccess: async (answer) => {
      alert.success(answer.message);
      // The recaps, the raw presences and the dashboards changed with it.
      await queryClient.invalidateQueries();
      onDone();
    },
    onError: (error) => {
      const fields = isAxiosError(error) && error.response?.status === 422 ? (error.response.data as { data?: Record<string, string[]> }).data : undefined;
      setRefused(fields ?? {});
      if (!fields) alert.error(errorMessage(error, t('failed')));
    },
  });
  const missingReason = reason.trim() === '';
  const fieldError = (name: string) => refused[name]?.[0];
  const count = ids.length;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(`title.${action}`, { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t(`intro.${action}`)}</DialogContentText>
        {action === 'correct' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
            <TextField
              label={t('time')}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              required
              margin="dense"
              error={Boolean(fieldError('time'))}
              helperText={fieldError('time')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <div>
              <FormLabel id={`${titleId}-direction`}>{t('direction')}</FormLabel>
              <RadioGroup row aria-labelledby={`${titleId}-direction`} value={direction} onChange={(event) => setDirection(event.target.value as 'in' | 'out')}>
                <FormControlLabel value="in" control={<Radio />} label={t('in')} />
                <FormControlLabel value="out" control={<Radio />} label={t('out')} />
              </RadioGroup>
            </div>
          </Stack>
        ) : null}
        <TextField
          label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          error={(touched && missingReason) || Boolean(fieldError('reason'))}
          slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
          helperText={fieldError('reason') ?? (touched && missingReason ? t('reasonRequired') : `${reason.length}/${REASON_MAX_LENGTH}`)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" color={action === 'reject' ? 'error' : 'primary'} disabled={missingReason || resolve.isPending} onClick={() => resolve.mutate()}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
