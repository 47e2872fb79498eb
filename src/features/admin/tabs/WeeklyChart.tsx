import { BarChart } from '@mui/x-charts/BarChart';
import { useChartPalette } from '../../../components/chartPalette';
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
  const palette = useChartPalette();
  return (
    <BarChart
      height={WEEKLY_CHART_HEIGHT}
      {...palette}
      xAxis={[{ scaleType: 'band', data: weekly.map((w) => weekLabel(w.weekStart)) }]}
      series={[
        { data: weekly.map((w) => w.posted), label: 'Posted' },
        { data: weekly.map((w) => w.returned), label: 'Returned' },
      ]}
    />
  );
}
