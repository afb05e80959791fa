import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { DetailRatingConfig } from '../../core/config/module-config';
import { useRecordContext } from '../../core/data/record-context';
import { usePermissionCheck } from '../../core/use-permission';
import { RatingPanel, ratingOptions } from '../../widgets/rating';
import { rowId } from '../view-fields';
import { useShowContext } from './show-context';

/** The rating's read of the detail's record, keyed by the id as the address has it (the record's key). */
function useReadParams(): Record<string, unknown> {
  const { id } = useShowContext();
  return useMemo(() => ({ subject_id: id }), [id]);
}

/**
 * Reads the record's rating as the detail opens, beside the record itself: the panel, and
 * the tabs that wait for it, then come with the record instead of a round trip after it.
 */
export function DetailRatingRead({ rating }: { rating: DetailRatingConfig }) {
  const can = usePermissionCheck();
  const params = useReadParams();
  useQuery({ ...ratingOptions(rating.getter, params), enabled: can(rating.permission.view) });
  return null;
}

/**
 * The rating panel of the loaded record (spec §2, §6): it loads only with the view
 * permission and offers its form only with do-rating. A saved rating reloads the record
 * too, as its stored average (a worker's rating) changes with it. What follows the panel
 * (the child tabs) shows once the rating has loaded, below it. It shows what
 * DetailRatingRead read.
 */
export function DetailRating({ rating, children }: { rating: DetailRatingConfig; children?: ReactNode }) {
  const { config, refetch } = useShowContext();
  const params = useReadParams();
  const subjectId = rowId(config, useRecordContext());
  const submitParams = useMemo(() => ({ subject_id: subjectId }), [subjectId]);
  return (
    <RatingPanel
      getter={rating.getter}
      setter={rating.setter}
      params={params}
      submitParams={submitParams}
      viewPermission={rating.permission.view}
      ratePermission={rating.permission.rating}
      onSaved={refetch}
      readAlongside
    >
      {children}
    </RatingPanel>
  );
}
