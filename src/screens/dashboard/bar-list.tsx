import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../core/format';
import { EmptyNote } from './dashboard-frame';

export interface Bar {
  label: string;
  value: number;
  color?: string;
}

/** Horizontal bars in HTML: labels of any length wrap instead of being cut off. */
export function BarList({ bars, title }: { bars: readonly Bar[]; title: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  if (bars.every((bar) => bar.value === 0)) return <EmptyNote />;
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {bars.map((bar) => (
        <Box component="li" key={bar.label} sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, 34%) 1fr 56px', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {bar.label}
          </Typography>
          <Box sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${(100 * bar.value) / max}%`, bgcolor: bar.color ?? 'primary.main', borderRadius: 1 }} />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-bar={bar.label}>
            {formatInteger(bar.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
