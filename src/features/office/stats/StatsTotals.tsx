import { Box, Card, CardContent, Typography } from '@mui/material';
import { daysText, percent } from './statsFormat';
import type { StatsRow } from '../../../api/enhancedApi';

/** The four headline figures, as a list of labelled values. */
export function StatsTotals({ totals }: { totals: StatsRow }) {
  const figures: [string, string][] = [
    ['Items reported found', String(totals.reported)],
    ['Returned to their owners', String(totals.returned)],
    ['Return rate', percent(totals.returnRate)],
    ['Median time to return', daysText(totals.medianDaysToReturn)],
  ];
  return (
    <Box
      component="ul"
      aria-label="Totals"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {figures.map(([label, value]) => (
        <Card component="li" key={label}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h4" component="p">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
