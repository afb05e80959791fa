import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { formatNumber, numberSeparators } from '../../core/format';
import { usePermissionCheck } from '../../core/use-permission';
import { RatingForm } from './rating-form';
import { RATING_MAX, ratingPayload } from './rating-types';
import { useRating } from './use-rating';
import '../../core/widgets-text';

export interface RatingPanelProps {
  /** Read with GET {getter} and the params, e.g. '/rating/employee'. */
  getter: string;
  /** Submitted with POST {setter}. */
  setter: string;
  /** Filter params of the read, e.g. {subject_id: 12}. */
  params: Record<string, unknown>;
  /** What the submission carries besides data_rating; default the params. */
  submitParams?: Record<string, unknown>;
  /** Without it nothing loads or shows (spec §6), e.g. 'view-employee'. */
  viewPermission: string;
  /** Without it the rating form is hidden (spec §6), e.g. 'do-rating-employee'. */
  ratePermission: string;
  /** Called once a submitted rating is saved, beside the panel's own reload. */
  onSaved?: () => void;
  /** The screen already reads the rating with the same params (a detail, beside its record): the panel shows that answer instead of asking again. */
  readAlongside?: boolean;
  /**
   * What shows below the panel. It waits for the rating's first try, so it appears where it
   * stays: the panel arriving above it would otherwise move it under the pointer.
   */
  children?: ReactNode;
}

/** Rating panel (spec §2, §3, §6, §7): overall stars with two decimals, each aspect's average and the user's own rating, and the user's form. */
export function RatingPanel({ getter, setter, params, submitParams = params, viewPermission, ratePermission, onSaved, readAlongside, children }: RatingPanelProps) {
  const { t, i18n } = useTranslation('widgets');
  const can = usePermissionCheck();
  // Two decimals (spec §9), written as every other number of the screen is in the user's language.
  const { thousands, decimal } = numberSeparators(i18n.language);
  const twoDecimals = (value: unknown) => formatNumber(value, 2, thousands, decimal);
  const canView = can(viewPermission);
  const { rating, submit } = useRating({ getter, setter, params, enabled: canView, readAlongside });
  if (!canView) return children;
  if (rating.isLoading) {
    const loader = <CircularProgress aria-label={t('loading')} />;
    // Only the first try is waited for: while a failed read is tried again, what follows shows too.
    return rating.failureCount === 0 ? loader : (
      <>
        {loader}
        {children}
      </>
    );
  }
  if (!rating.data) return children;

  const { data_main: main, data_rating: items } = rating.data;
  const overall = Number(main.overall_rating_value ?? 0);
  const onSubmit = (mine: Record<string, number | null>) =>
    submit.mutate(ratingPayload(submitParams, items, mine), {
      onSuccess: (answer) => {
        alert.success(answer?.message || t('rating.saved'));
        onSaved?.();
      },
      onError: (error) => alert.error(errorMessage(error, t('rating.submit'))),
    });

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {main.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
          <Typography variant="h4" component="p" aria-label={t('rating.overall')}>
            {twoDecimals(overall)}
          </Typography>
          <Rating value={overall} max={RATING_MAX} precision={0.1} readOnly aria-label={t('rating.stars', { value: twoDecimals(overall) })} />
        </Box>
        {items.map((item) => {
          const average = twoDecimals(item.rating_value ?? 0);
          return (
            <Box
              key={String(item.rating_type_id)}
              role="group"
              aria-label={item.rating_type_name}
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', columnGap: 2, py: 0.5 }}
            >
              <Box>
                <Typography variant="body2">{item.rating_type_name}</Typography>
                {/* Spec §3: each aspect shows the reader's own rating beside the average, whether or not they may rate. */}
                <Typography variant="caption" color="text.secondary">
                  {item.my_rating_value === null ? t('rating.notRated') : t('rating.mine', { value: formatNumber(item.my_rating_value, 0, thousands, decimal) })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Rating value={Number(item.rating_value ?? 0)} max={RATING_MAX} precision={0.1} readOnly size="small" aria-label={t('rating.stars', { value: average })} />
                <Typography variant="body2">{average}</Typography>
              </Box>
            </Box>
          );
        })}
        {can(ratePermission) && (
          // Keyed by the answer so a reload after submitting resets the form to the saved stars.
          <RatingForm key={rating.dataUpdatedAt} items={items} submitting={submit.isPending} onSubmit={onSubmit} />
        )}
      </Paper>
      {children}
    </>
  );
}
