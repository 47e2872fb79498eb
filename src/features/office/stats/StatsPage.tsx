import { lazy, Suspense, useEffect } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetPublicStatsQuery } from '../../../api/enhancedApi';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { QueryErrorAlert } from '../../../components/feedback/QueryBody';
import { StatsTable } from './StatsTable';
import { StatsTotals } from './StatsTotals';
import { monthLabel } from './statsFormat';

// The chart library is large: the figures and tables show without it, the chart fills its sized
// slot once its chunk is in (as the admin Overview's, docs/deploy.md#caching-and-compression).
const loadMonthlyChart = () => import('./MonthlyChart');
const MonthlyChart = lazy(loadMonthlyChart);
const CHART_BLOCK_HEIGHT = 329;

/**
 * `/stats` (everyone, no login; docs/product.md#public-figures): how many found items were
 * reported and returned, overall, per month and per category. Nothing personal.
 */
export default function StatsPage() {
  const query = useGetPublicStatsQuery();
  const { data, error, isLoading } = query;
  useEffect(() => {
    void loadMonthlyChart();
  }, []);

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Lost &amp; found in figures
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Found items reported on the portal and how many went back to their owners. Lost reports are
        not counted; the figures may be a minute old.
      </Typography>
      {error ? <QueryErrorAlert action="load figures" query={query} /> : null}
      {isLoading ? <LoadingBlock label="Loading figures" /> : null}
      {data ? (
        <Stack spacing={3}>
          <StatsTotals totals={data.totals} />
          <Card component="section" aria-labelledby="stats-months">
            <CardContent>
              <Typography id="stats-months" variant="h6" component="h2" gutterBottom>
                Per month, last 12 months
              </Typography>
              <Suspense fallback={<Box sx={{ height: CHART_BLOCK_HEIGHT }} aria-hidden="true" />}>
                <MonthlyChart months={data.months} />
              </Suspense>
              <StatsTable
                label="Figures per month"
                firstColumn="Month posted"
                rows={data.months.map((m) => ({ ...m, key: m.month, label: monthLabel(m.month) }))}
              />
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="stats-categories">
            <CardContent>
              <Typography id="stats-categories" variant="h6" component="h2" gutterBottom>
                Per category
              </Typography>
              {data.categories.length === 0 ? (
                <Typography color="text.secondary">No found items reported yet.</Typography>
              ) : (
                <StatsTable
                  label="Figures per category"
                  firstColumn="Category"
                  bars
                  rows={data.categories.map((c) => ({ ...c, key: c.name, label: c.name }))}
                />
              )}
            </CardContent>
          </Card>
        </Stack>
      ) : null}
    </Box>
  );
}
