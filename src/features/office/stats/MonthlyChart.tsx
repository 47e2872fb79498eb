import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel } from './statsFormat';
import type { PublicStats } from '../../../api/enhancedApi';

export const MONTHLY_CHART_HEIGHT = 300;

/**
 * Reported and returned items per month of posting. A chunk of its own with the chart library,
 * so the figures show without waiting for it; the table beside it carries the same numbers for
 * screen readers (docs/product.md#public-figures), so the drawing itself is hidden from them.
 */
export default function MonthlyChart({ months }: { months: PublicStats['months'] }) {
  const theme = useTheme();
  return (
    // inert: hidden from screen readers and out of the tab order (the chart has focusable parts).
    <div inert>
      <BarChart
        height={MONTHLY_CHART_HEIGHT}
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
        xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.month)) }]}
        series={[
          { data: months.map((m) => m.reported), label: 'Reported found' },
          { data: months.map((m) => m.returned), label: 'Returned' },
        ]}
      />
    </div>
  );
}
