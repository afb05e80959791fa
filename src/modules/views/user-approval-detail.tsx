import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { postPath } from '../../core/data/data-provider';
import { useRecordContext } from '../../core/data/record-context';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { type Decision, DecisionPanel } from './decision-panel';
import { useUserSettingsText } from './user-settings-text';

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
  return (
    <DecisionPanel
      text={(key) => t(`approval.${key}`)}
      confirm={t('approval.approveConfirm', { name: String(record.fullname ?? '') })}
      maxLength={REASON_MAX_LENGTH}
      busy={decide.isPending}
      onDecide={(decision) => decide.mutate(decision)}
    />
  );
}
