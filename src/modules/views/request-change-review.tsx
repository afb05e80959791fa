import Alert from '@mui/material/Alert';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestChangeDecisionAnswer, RequestChangeReviewAnswer } from '../../../common/wire/request-changes.ts';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { resolveText } from '../../core/config/resolve-text';
import { getPath, postPath } from '../../core/data/data-provider';
import type { CustomViewProps } from '../../data-screen/data-screen';
import { DetailView } from '../../data-screen/detail/detail-view';
import { useShowContext } from '../../data-screen/detail/show-context';
import { useDataValidationText } from './data-validation-text';
import { type Decision, DecisionPanel } from './decision-panel';
import { RequestChangeDiff } from './request-change-diff';

type Review = RequestChangeReviewAnswer['data'];

/** The longest reason the server takes (max:2000). */
const REASON_MAX_LENGTH = 2000;

/** The server writes the labels in the user's language: another language is another answer. */
const reviewKey = (id: string, language: string) => ['employee-request-change', 'review', id, language] as const;

/**
 * A data-change request as its reviewer reads it (issue #12): the request's fields, the diff
 * of what it changes, and, while it awaits review and the user may decide, approve (applies
 * every change to the worker at once) or reject with a reason (sends it back for revision).
 */
export function RequestChangeReview({ goTo }: CustomViewProps) {
  useDataValidationText();
  const { id, permissions } = useShowContext();
  const { i18n } = useTranslation();
  const review = useQuery({ queryKey: reviewKey(id, i18n.language), queryFn: () => getPath<RequestChangeReviewAnswer>(`/employee-request-change/${id}/review`) });
  const [refusal, setRefusal] = useState<Record<string, string[]> | undefined>();
  const data = review.data?.data;
  return (
    <DetailView onBack={() => goTo('list')} onEdit={data?.pending ? () => goTo('update', id) : undefined}>
      <RequestChangeDiff lines={data?.lines} pending={data?.pending ?? false} isLoading={review.isLoading} error={review.error} errors={refusal} />
      {data && permissions.update ? <ReviewDecision review={data} goTo={goTo} onRefused={setRefusal} /> : null}
    </DetailView>
  );
}

/** Approve after a confirm, or reject with a reason; a decided request says how it was decided. */
function ReviewDecision({ review, goTo, onRefused }: CustomViewProps & { review: Review; onRefused: (errors: Record<string, string[]> | undefined) => void }) {
  const { t } = useTranslation('data-validation');
  const { config } = useShowContext();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      postPath<RequestChangeDecisionAnswer>(`/employee-request-change/${decision.action}`, decision.action === 'reject' ? { id: review.id, reason: decision.reason } : { id: review.id }),
    onSuccess: async (answer) => {
      onRefused(undefined);
      alert.success(answer.message);
      await queryClient.invalidateQueries();
      goTo('list');
    },
    onError: async (error) => {
      const fields = isAxiosError(error) && error.response?.status === 422 ? (error.response.data as { data?: Record<string, string[]> }).data : undefined;
      onRefused(fields);
      alert.error(errorMessage(error, t('decision.failed')));
      // A 409 means someone decided first: show the request as it now stands.
      await queryClient.invalidateQueries({ queryKey: ['employee-request-change', 'review', String(review.id)] });
    },
  });

  if (!review.pending) {
    const options = config.fields.find((field) => field.id === 'status')?.detail?.options;
    const status = options?.find((option) => String(option.value) === review.status)?.label;
    return <Alert severity="info">{t('decision.decided', { status: resolveText(status) })}</Alert>;
  }
  return (
    <DecisionPanel
      text={(key) => t(`decision.${key}`)}
      confirm={t('decision.approveConfirm', { name: review.employee.fullname })}
      maxLength={REASON_MAX_LENGTH}
      busy={decide.isPending}
      onDecide={(decision) => decide.mutate(decision)}
    />
  );
}
