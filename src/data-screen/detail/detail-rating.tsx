import { useMemo, type ReactNode } from 'react';
import type { DetailRatingConfig } from '../../core/config/module-config';
import { useRecordContext } from '../../core/data/record-context';
import { RatingPanel } from '../../widgets/rating';
import { rowId } from '../view-fields';
import { useShowContext } from './show-context';

/**
 * The rating panel of the loaded record (spec §2, §6): it loads only with the view
 * permission and offers its form only with do-rating. A saved rating reloads the record
 * too, as its stored average (a worker's rating) changes with it. What follows the panel
 * (the child tabs) shows once the rating has loaded, below it.
 */
export function DetailRating({ rating, children }: { rating: DetailRatingConfig; children?: ReactNode }) {
  const { config, refetch } = useShowContext();
  const subjectId = rowId(config, useRecordContext());
  const params = useMemo(() => ({ subject_id: subjectId }), [subjectId]);
  return (
    <RatingPanel
      getter={rating.getter}
      setter={rating.setter}
      params={params}
      viewPermission={rating.permission.view}
      ratePermission={rating.permission.rating}
      onSaved={refetch}
    >
      {children}
    </RatingPanel>
  );
}
