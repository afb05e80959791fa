import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { formatLongDate } from '../../core/format';
import type { ResolvedRoute } from '../../core/modules/module-types';
import '../../core/menu-text';
import { LoadingScreen } from '../../widgets/loading-screen/loading-screen';
import type { DashboardFilterState } from './dashboard-filter';
import { FilterBar } from './filter-bar';

export interface DashboardFrameProps<T> {
  route: ResolvedRoute;
  subtitle: string;
  filterState: DashboardFilterState;
  dates: 'range' | 'day';
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * What the four dashboards share: the title, the filter bar, a loader until the first
 * answer, a thin progress bar while a new filter loads, and failures through the alert.
 */
export function DashboardFrame<T>({ route, subtitle, filterState, dates, query, children }: DashboardFrameProps<T>) {
  const { t } = useTranslation('dashboard');
  const { error, data, isFetching, isPending } = query;

  useEffect(() => {
    if (error) alert.error(errorMessage(error, t('loadFailed')));
  }, [error, t]);

  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 0 }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {t(route.titleKey)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      <FilterBar {...filterState} dates={dates} />
      <ShownDays filterState={filterState} dates={dates} />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending && <LinearProgress aria-label={t('refreshing')} />}</Box>
      {data !== undefined ? children(data) : isPending ? <LoadingScreen fullScreen={false} /> : <EmptyNote />}
    </Box>
  );
}

/** Which day or days the numbers are of, in words ('Data tanggal 21 November 2026'), and why when it is not today. */
function ShownDays({ filterState, dates }: Pick<DashboardFrameProps<unknown>, 'filterState' | 'dates'>) {
  const { t } = useTranslation('dashboard');
  const { filter, ready, openedBefore } = filterState;
  // While the opening day is asked for, its line's place is kept, so what is below stays put.
  if (!ready) {
    return (
      <Box sx={{ mb: 1 }} aria-hidden>
        <Typography variant="subtitle1" component="p" data-dashboard-days-pending>
          <Skeleton width="16em" />
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 1 }} aria-live="polite">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-dashboard-days>
        {dates === 'day' ? t('shownDay', { date: formatLongDate(filter.date) }) : t('shownRange', { from: formatLongDate(filter.date_from), to: formatLongDate(filter.date_to) })}
      </Typography>
      {openedBefore && (
        <Typography variant="body2" color="text.secondary">
          {t('openedOnLastAttendance')}
        </Typography>
      )}
    </Box>
  );
}

/** The empty state of a chart or table. */
export function EmptyNote({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children ?? t('empty')}
    </Typography>
  );
}
