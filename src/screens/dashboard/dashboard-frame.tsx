import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import type { ResolvedRoute } from '../../core/modules/module-types';
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
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t(route.titleKey)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      <FilterBar {...filterState} dates={dates} />
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending && <LinearProgress aria-label={t('refreshing')} />}</Box>
      {data !== undefined ? children(data) : isPending ? <LoadingScreen fullScreen={false} /> : <EmptyNote />}
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
