import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatisticConfig, StatisticItem } from '../../core/config/module-config';
import { DECIMAL_SEPARATOR, formatNumber, THOUSANDS_SEPARATOR } from '../../core/format';
import { resolveText as textOf } from '../../core/config/resolve-text';
import { StatisticGraph } from './statistic-graph';
import { StatisticIcon } from './statistic-icons';

export interface StatisticCardsProps {
  config: StatisticConfig;
  /** The list answer's `rekap`: a number per item id. */
  rekap: Record<string, number> | null | undefined;
}

/** An item's value as shown: its transform, or a whole number with '.' for thousands. */
export function statisticText(item: StatisticItem, value: number): string {
  if (item.transform) return item.transform(value);
  return formatNumber(value, item.numeric === false ? 2 : 0, THOUSANDS_SEPARATOR, DECIMAL_SEPARATOR);
}

/** Statistic cards from a list's `rekap` (spec §2, §3), plus the optional bar graph. */
export function StatisticCards({ config, rekap }: StatisticCardsProps) {
  const { t, i18n } = useTranslation('widgets');
  const values = rekap ?? {};
  const read = (item: StatisticItem) => Number(values[item.id] ?? 0) || 0;
  const graphItems = config.graph?.categories?.length ? config.items.filter((item) => config.graph!.categories!.includes(item.id)) : config.items;

  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {config.items.map((item) => (
          <Paper key={item.id} variant="outlined" className={item.bgClass} sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <StatisticIcon icon={item.icon} color={item.color} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {textOf(item.label, i18n.language)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600, color: item.color }} data-statistic={item.id}>
                {statisticText(item, read(item))}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
      {config.graph && (
        <StatisticGraph
          title={t('statistic.graph')}
          horizontal={config.graph.horizontal}
          bars={graphItems.map((item) => ({ label: textOf(item.label, i18n.language), value: read(item), color: item.color, text: statisticText(item, read(item)) }))}
        />
      )}
    </Box>
  );
}
