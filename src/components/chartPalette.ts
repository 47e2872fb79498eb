import { useTheme } from '@mui/material';

/**
 * The bar charts' colours, axis and legend in the page's light or dark palette (the admin
 * Overview's weekly bars, the public figures' monthly bars). Spread into a BarChart.
 */
export function useChartPalette() {
  const theme = useTheme();
  return {
    colors: [theme.palette.primary.main, theme.palette.secondary.main],
    sx: {
      '& .MuiChartsAxis-root .MuiChartsAxis-line, & .MuiChartsAxis-root .MuiChartsAxis-tick': {
        stroke: theme.palette.text.secondary,
      },
      '& .MuiChartsAxis-root .MuiChartsAxis-tickLabel': {
        fill: theme.palette.text.secondary,
      },
    },
    slotProps: { legend: { sx: { color: theme.palette.text.primary } } },
  };
}
