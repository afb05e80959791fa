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
  const { filter, ready, openedBefore, mayOpenBefore } = filterState;
  // While the opening day is asked for, its line's place is kept, so what is below stays put.
  if (!ready) {
    return (
      <Box sx={{ mb: 1 }} aria-hidden>
        <Typography variant="subtitle1" component="p" data-dashboard-days-pending>
          <Skeleton width="16em" />
        </Typography>
        {mayOpenBefore && <NoteLine />}
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 1 }} aria-live="polite">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-dashboard-days>
        {dates === 'day' ? t('shownDay', { date: formatLongDate(filter.date) }) : t('shownRange', { from: formatLongDate(filter.date_from), to: formatLongDate(filter.date_to) })}
      </Typography>
      {openedBefore ? <NoteLine>{t('openedOnLastAttendance')}</NoteLine> : mayOpenBefore && <NoteLine />}
    </Box>
  );
}

/**
 * The line under the days that says why they are not today's. A dashboard that may open on an
 * earlier day keeps it, empty while there is nothing to say, so nothing below moves as the note
 * comes with the opening day or goes once the user picks a filter.
 */
function NoteLine({ children }: { children?: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" aria-hidden={children === undefined ? true : undefined}>
      {children ?? '\u00a0'}
    </Typography>
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
