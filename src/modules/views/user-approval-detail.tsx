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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { postPath } from '../../core/data/data-provider';
import { useRecordContext } from '../../core/data/record-context';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { useUserSettingsText } from './user-settings-text';

type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

/** The longest reason the server takes (max:500): the box stops there instead of failing on send. */
const REASON_MAX_LENGTH = 500;

/**
 * A pending registration with the Department Admin's decision (issue #5): approve, or
 * reject with a reason that is mailed to the user. The server checks the department.
 */
export function UserApprovalDetail({ goTo }: CustomViewProps) {
  useUserSettingsText();
  const { permissions } = useShowContext();
  return <DetailView onBack={() => goTo('list')}>{permissions.update ? <ApprovalDecision goTo={goTo} /> : null}</DetailView>;
}

/** The decision below the loaded registration: approve after a confirm, or reject with a reason. */
function ApprovalDecision({ goTo }: CustomViewProps) {
  const { t } = useTranslation('user-settings');
  const { id } = useShowContext();
  const record = useRecordContext();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      postPath<{ message: string }>(`/user-approval/${decision.action}`, decision.action === 'reject' ? { id, reason: decision.reason } : { id }),
    onSuccess: async (answer) => {
      alert.success(answer.message);
      await queryClient.invalidateQueries();
      goTo('list');
    },
    onError: (error) => alert.error(errorMessage(error, t('approval.failed'))),
  });

  const approve = async () => {
    const confirmed = await alert.confirm({ text: t('approval.approveConfirm', { name: String(record.fullname ?? '') }) });
    if (confirmed) decide.mutate({ action: 'approve' });
  };
  const reasonMissing = reason.trim() === '';

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h3">{t('approval.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('approval.intro')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={decide.isPending} onClick={() => void approve()}>
          {t('approval.approve')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={decide.isPending} onClick={() => setRejecting(true)}>
          {t('approval.reject')}
        </Button>
      </Stack>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm" aria-labelledby="reject-title">
        <DialogTitle id="reject-title">{t('approval.rejectTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('approval.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setReasonTouched(true)}
            required
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            error={reasonTouched && reasonMissing}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            helperText={
              reasonTouched && reasonMissing
                ? t('approval.reasonRequired')
                : `${t('approval.reasonHint')} (${reason.length}/${REASON_MAX_LENGTH})`
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{t('approval.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={reasonMissing || decide.isPending}
            onClick={() => {
              setRejecting(false);
              decide.mutate({ action: 'reject', reason: reason.trim() });
            }}
          >
            {t('approval.submitReject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
