import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { WEEKLY_CHART_HEIGHT } from './weeklyChartHeight';
import type { WeeklySeries } from '../../../api/enhancedApi';

/** Week label, e.g. "6/30", read as a calendar date (no time-zone shift). */
const weekLabel = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${month}/${date}`;
};

/**
 * The Overview's "Items per week" bars. A chunk of its own with the chart library (vite.config.ts
 * `admin-charts`), so the counters show without waiting for it (docs/deploy.md#caching-and-compression).
 */
export default function WeeklyChart({ weekly }: { weekly: WeeklySeries }) {
  const theme = useTheme();
  return (
    <BarChart
      height={WEEKLY_CHART_HEIGHT}
      colors={[theme.palette.primary.main, theme.palette.secondary.main]}
      // Axis and legend text follow the page's light or dark palette.
      sx={{
        '& .MuiChartsAxis-root .MuiChartsAxis-line, & .MuiChartsAxis-root .MuiChartsAxis-tick': {
          stroke: theme.palette.text.secondary,
        },
        '& .MuiChartsAxis-root .MuiChartsAxis-tickLabel': {
          fill: theme.palette.text.secondary,
        },
      }}
      slotProps={{ legend: { sx: { color: theme.palette.text.primary } } }}
      xAxis={[{ scaleType: 'band', data: weekly.map((w) => weekLabel(w.weekStart)) }]}
      series={[
        { data: weekly.map((w) => w.posted), label: 'Posted' },
        { data: weekly.map((w) => w.returned), label: 'Returned' },
      ]}
    />
  );
}
