import { lazy, Suspense, useEffect } from 'react';
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetDashboardStatsQuery, type DashboardStats } from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { WEEKLY_CHART_BLOCK_HEIGHT } from './weeklyChartHeight';

const COUNTERS: [keyof DashboardStats, string][] = [
  ['totalItems', 'Total items'],
  ['lostItems', 'Lost'],
  ['foundItems', 'Found'],
  ['claimedItems', 'Claimed'],
  ['returnedItems', 'Returned'],
  ['totalUsers', 'Users'],
  ['activeUsers', 'Active users'],
  ['totalKeepers', 'Keepers'],
  ['totalCategories', 'Categories'],
  ['totalConversations', 'Conversations'],
];

// The chart library is a quarter of the admin's first-load JavaScript: the counters and the table
// show without it, the chart fills its sized slot once its chunk is in
// (docs/deploy.md#caching-and-compression). Its download starts when the tab mounts, after the
// page's own code, so it does not share the slow link with the entry.
const loadWeeklyChart = () => import('./WeeklyChart');
const WeeklyChart = lazy(loadWeeklyChart);

/** docs/product.md#admin-console: dashboard statistics: counters, a weekly chart and the most active posters. */
export default function OverviewTab() {
  const { data, error, isLoading } = useGetDashboardStatsQuery();
  const { banner } = useQueryErrorBanner(error);
  const stats = data?.stats;
  useEffect(() => {
    void loadWeeklyChart();
  }, []);

  return (
    <Stack spacing={3}>
      <ErrorBanner text={banner} />
      {isLoading ? <CircularProgress aria-label="Loading statistics" /> : null}
      {stats ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, 1fr)',
                sm: 'repeat(3, 1fr)',
                md: 'repeat(5, 1fr)',
              },
            }}
          >
            {COUNTERS.map(([key, label]) => (
              <Card key={key}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography variant="h4" component="p">
                    {String(stats[key])}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: '3fr 2fr' } }}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Items per week
                </Typography>
                <Suspense
                  fallback={<Box sx={{ height: WEEKLY_CHART_BLOCK_HEIGHT }} aria-hidden="true" />}
                >
                  <WeeklyChart weekly={data?.weekly ?? []} />
                </Suspense>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Most active users
                </Typography>
                {stats.mostActiveUsers.length === 0 ? (
                  <Typography color="text.secondary">No items posted yet.</Typography>
                ) : (
                  <ScrollableTable label="Most active users">
                    <Table size="small" aria-label="Most active users">
                      <TableHead>
                        <TableRow>
                          <TableCell>User</TableCell>
                          <TableCell align="right">Items</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {stats.mostActiveUsers.map((u) => (
                          <TableRow key={u.userId}>
                            <TableCell>
                              <Typography variant="body2">{u.name}</Typography>
                              <Typography variant="caption" color="text.secondary">
                                {u.email}
                              </Typography>
                            </TableCell>
                            <TableCell align="right">{u.itemCount}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </ScrollableTable>
                )}
              </CardContent>
            </Card>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
