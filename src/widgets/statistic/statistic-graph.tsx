import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export interface GraphBar {
  label: string;
  value: number;
  color?: string;
  /** The value as shown. */
  text: string;
}

export interface StatisticGraphProps {
  bars: readonly GraphBar[];
  horizontal?: boolean;
  /** Accessible name of the chart. */
  title: string;
}

const SIZE = { width: 600, height: 260, gap: 12, labelBand: 120, valueBand: 28 };

/** A plain SVG bar chart, vertical or horizontal, readable by screen readers through its titles. */
export function StatisticGraph({ bars, horizontal, title }: StatisticGraphProps) {
  const theme = useTheme();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const fill = (bar: GraphBar) => bar.color ?? theme.palette.primary.main;
  const count = Math.max(1, bars.length);
  const { width, height, gap, labelBand, valueBand } = SIZE;

  return (
    <Box component="figure" sx={{ m: 0, mt: 2, overflowX: 'auto' }}>
      <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width, display: 'block' }}>
        <title>{title}</title>
        {bars.map((bar, index) => {
          if (horizontal) {
            const band = (height - gap) / count;
            const length = ((width - labelBand - valueBand * 2) * bar.value) / max;
            const y = index * band + gap;
            return (
              <g key={bar.label}>
                <title>{`${bar.label}: ${bar.text}`}</title>
                <text x={labelBand - 6} y={y + (band - gap) / 2} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={theme.palette.text.primary}>
                  {bar.label}
                </text>
                <rect x={labelBand} y={y} width={length} height={band - gap} rx={3} fill={fill(bar)} />
                <text x={labelBand + length + 6} y={y + (band - gap) / 2} dominantBaseline="middle" fontSize={12} fill={theme.palette.text.secondary}>
                  {bar.text}
                </text>
              </g>
            );
          }
          const band = width / count;
          const length = ((height - valueBand * 2) * bar.value) / max;
          const x = index * band + gap / 2;
          const top = height - valueBand - length;
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${bar.text}`}</title>
              <rect x={x} y={top} width={band - gap} height={length} rx={3} fill={fill(bar)} />
              <text x={x + (band - gap) / 2} y={top - 6} textAnchor="middle" fontSize={12} fill={theme.palette.text.secondary}>
                {bar.text}
              </text>
              <text x={x + (band - gap) / 2} y={height - 8} textAnchor="middle" fontSize={12} fill={theme.palette.text.primary}>
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
