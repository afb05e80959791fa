import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { formatDate, formatInteger, formatShownDate } from '../../core/format';

export interface TrendPoint {
  date: string;
  value: number;
}

export interface TrendChartProps {
  points: readonly TrendPoint[];
  /** Accessible name of the chart. */
  title: string;
  /** Name of the series, shown in each point's tooltip. */
  series: string;
  variant?: 'line' | 'bar';
  color?: string;
}

const W = 800;
const H = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };
const TICKS = 4;

/** A round upper bound for the axis: TICKS steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= TICKS) return TICKS;
  const rough = value / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Math.ceil(step) * TICKS;
}


/** A per-day series as a plain SVG line (with area) or column chart; every point has a tooltip. */
export function TrendChart({ points, title, series, variant = 'line', color }: TrendChartProps) {
  const theme = useTheme();
  const stroke = color ?? theme.palette.primary.main;
  const max = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const count = Math.max(1, points.length);
  const band = plotW / count;
  const x = (index: number) => PAD.left + band * index + band / 2;
  const y = (value: number) => PAD.top + plotH - (plotH * value) / max;
  const labelEvery = Math.max(1, Math.ceil(count / 12));
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const area = points.length > 0 ? `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z` : '';
  const axis = theme.palette.text.secondary;

  return (
    <Box component="figure" sx={{ m: 0, overflowX: 'auto' }}>
      <svg role="img" aria-label={title} viewBox={`0 0 ${W} ${H}`} width="100%" style={{ display: 'block', minWidth: 480 }}>
        <title>{title}</title>
        {Array.from({ length: TICKS + 1 }, (_, tick) => {
          const value = (max / TICKS) * tick;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(value)} y2={y(value)} stroke={theme.palette.divider} strokeDasharray={tick === 0 ? undefined : '3 3'} />
              <text x={PAD.left - 6} y={y(value)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={axis}>
                {formatInteger(value)}
              </text>
            </g>
          );
        })}
        {variant === 'line' ? (
          <>
            <path d={area} fill={alpha(stroke, 0.12)} />
            <path d={line} fill="none" stroke={stroke} strokeWidth={2} strokeLinejoin="round" />
          </>
        ) : null}
        {points.map((point, index) => (
          <g key={point.date}>
            <title>{`${formatShownDate(point.date)} · ${series}: ${formatInteger(point.value)}`}</title>
            {variant === 'bar' ? (
              <rect x={x(index) - band * 0.35} width={band * 0.7} y={y(point.value)} height={Math.max(0, y(0) - y(point.value))} rx={2} fill={stroke} />
            ) : (
              <>
                <rect x={x(index) - band / 2} width={band} y={PAD.top} height={plotH} fill="transparent" />
                <circle cx={x(index)} cy={y(point.value)} r={count > 60 ? 1.5 : 3} fill={stroke} />
              </>
            )}
            {index % labelEvery === 0 && (
              <text x={x(index)} y={H - 8} textAnchor="middle" fontSize={11} fill={axis}>
                {formatDate(point.date, 'week')}
              </text>
            )}
          </g>
        ))}
      </svg>
    </Box>
  );
}
