import { BarChart } from '@mui/x-charts/BarChart';
import { useChartPalette } from '../../../components/chartPalette';
import { monthLabel } from './statsFormat';
import type { PublicStats } from '../../../api/enhancedApi';

export const MONTHLY_CHART_HEIGHT = 300;

/**
 * Reported and returned items per month of posting. A chunk of its own with the chart library,
 * so the figures show without waiting for it; the table beside it carries the same numbers for
 * screen readers (docs/product.md#public-figures), so the drawing itself is hidden from them.
 */
export default function MonthlyChart({ months }: { months: PublicStats['months'] }) {
  const palette = useChartPalette();
  return (
    // inert: hidden from screen readers and out of the tab order (the chart has focusable parts).
    <div inert>
      <BarChart
        height={MONTHLY_CHART_HEIGHT}
        {...palette}
        xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
        series={[
          { data: months.map((m) => m.reported), label: 'Reported found' },
          { data: months.map((m) => m.returned), label: 'Returned' },
        ]}
      />
    </div>
  );
}
