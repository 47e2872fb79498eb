import { useMemo } from 'react';
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
  useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useGetDashboardStatsQuery, type DashboardStats } from '../../../api/enhancedApi';
import { ErrorBanner } from '../shared/ErrorBanner';
import { useQueryErrorBanner } from '../shared/useErrorBanner';
import { ScrollableTable } from '../../../components/ScrollableTable';

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

/** Week label, e.g. "6/30", read as a calendar date (no time-zone shift). */
const weekLabel = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${month}/${date}`;
};

/** docs/product.md#admin-console: dashboard statistics: counters, a weekly chart and the most active posters. */
export default function OverviewTab() {
  const theme = useTheme();
  const { data, error, isLoading } = useGetDashboardStatsQuery();
  const { banner } = useQueryErrorBanner(error);
  const stats = data?.stats;
  const weekly = useMemo(() => data?.weekly ?? [], [data]);

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
                <BarChart
                  height={300}
                  colors={[theme.palette.primary.main, theme.palette.secondary.main]}
                  // Axis and legend text follow the page's light or dark palette.
                  sx={{
                    '& .MuiChartsAxis-root .MuiChartsAxis-line, & .MuiChartsAxis-root .MuiChartsAxis-tick':
                      {
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
