import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { alert } from '../../core/alert';

/** A reviewer's decision: approve, or reject with the reason the other side reads. */
export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

/** The panel's words, one key each, in the user's language. */
export type DecisionTextKey = 'title' | 'intro' | 'approve' | 'reject' | 'rejectTitle' | 'reason' | 'reasonHint' | 'reasonRequired' | 'cancel' | 'submitReject';

export interface DecisionPanelProps {
  text: (key: DecisionTextKey) => string;
  /** What the approval's confirm asks. */
  confirm: string;
  /** The longest reason the server takes: the box stops there instead of failing on send. */
  maxLength: number;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

/**
 * A decision on something awaiting review (a registration, a data-change request): approve
 * after a confirm, or reject with a reason whose submit stays disabled until one is typed.
 */
export function DecisionPanel({ text, confirm, maxLength, busy, onDecide }: DecisionPanelProps) {
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    if (await alert.confirm({ text: confirm })) onDecide({ action: 'approve' });
  };
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h3">{text('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{text('intro')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => void approve()}>
          {text('approve')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setRejecting(true)}>
          {text('reject')}
        </Button>
      </Stack>
      <ReasonDialog
        open={rejecting}
        text={text}
        maxLength={maxLength}
        busy={busy}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => {
          setRejecting(false);
          onDecide({ action: 'reject', reason });
        }}
      />
    </Paper>
  );
}

function ReasonDialog(props: { open: boolean; text: DecisionPanelProps['text']; maxLength: number; busy: boolean; onClose: () => void; onSubmit: (reason: string) => void }) {
  const { open, text, maxLength, busy, onClose, onSubmit } = props;
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text('rejectTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={text('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          error={touched && missing}
          slotProps={{ htmlInput: { maxLength } }}
          helperText={touched && missing ? text('reasonRequired') : `${text('reasonHint')} (${reason.length}/${maxLength})`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button color="error" variant="contained" disabled={missing || busy} onClick={() => onSubmit(reason.trim())}>
          {text('submitReject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
