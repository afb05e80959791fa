import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticConfig, StatisticItem } from '../../core/config/module-config';
import { formatFixed } from '../../core/format';
import { resolveText as textOf } from '../../core/config/resolve-text';
import { StatisticGraph } from './statistic-graph';
import { StatisticIcon } from './statistic-icons';
import '../../core/widgets-text';

export interface StatisticCardsProps {
  config: StatisticConfig;
  /** The list answer's `rekap`: a number per item id. */
  rekap: Record<string, number> | null | undefined;
  /** The figures are still on their way: each card shows a placeholder, not a 0, in the place its figure takes. */
  loading?: boolean;
  /** The figures are of the rows the server counted, fewer than match: each reads "at least" (≥). */
  atLeast?: boolean;
}

/** An item's value as shown: its transform, or a number in the user's language ('79.806' in Indonesian, '79,806' in English). */
export function statisticText(item: StatisticItem, value: number): string {
  if (item.transform) return item.transform(value);
  return formatFixed(value, item.numeric === false ? 2 : 0);
}

/**
 * Statistic cards from a list's `rekap` (spec §2, §3), plus the optional bar graph. On a
 * phone they start folded behind a button, so the list itself is on the first screen.
 */
export function StatisticCards({ config, rekap, loading = false, atLeast = false }: StatisticCardsProps) {
  const { t, i18n } = useTranslation('widgets');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [unfolded, setUnfolded] = useState(false);
  const regionId = useId();
  const values = rekap ?? {};
  const read = (item: StatisticItem) => Number(values[item.id] ?? 0) || 0;
  const graphItems = config.graph?.categories?.length ? config.items.filter((item) => config.graph!.categories!.includes(item.id)) : config.items;

  return (
    <Box component="section" sx={{ mb: 2 }}>
      {phone ? (
        <Button size="small" aria-expanded={unfolded} aria-controls={regionId} endIcon={unfolded ? <ExpandLess /> : <ExpandMore />} onClick={() => setUnfolded((value) => !value)}>
          {unfolded ? t('statistic.hide') : t('statistic.show')}
        </Button>
      ) : null}
      <Collapse in={!phone || unfolded} id={regionId}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' }, pt: phone ? 1 : 0 }}>
          {config.items.map((item) => (
            <Paper key={item.id} variant="outlined" className={item.bgClass} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
              <StatisticIcon icon={item.icon} color={item.color} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {textOf(item.label, i18n.language)}
                </Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 600, color: item.color }} data-statistic={item.id} aria-busy={loading || undefined}>
                  {loading ? <Skeleton width="3ch" /> : atLeast ? t('statistic.atLeast', { value: statisticText(item, read(item)) }) : statisticText(item, read(item))}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
        {config.graph && (
          <StatisticGraph
            title={t('statistic.graph')}
            horizontal={config.graph.horizontal}
            bars={loading ? [] : graphItems.map((item) => ({ label: textOf(item.label, i18n.language), value: read(item), color: item.color, text: statisticText(item, read(item)) }))}
          />
        )}
      </Collapse>
    </Box>
  );
}
