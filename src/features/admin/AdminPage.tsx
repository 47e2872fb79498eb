import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import { PageLoader } from '../../components/PageLoader';

type TabDef = { key: string; label: string; Component: LazyExoticComponent<ComponentType> };

// Each tab is its own chunk: the DataGrid and chart code load only when their tab opens.
const ADMIN_TABS: TabDef[] = [
  { key: 'overview', label: 'Overview', Component: lazy(() => import('./tabs/OverviewTab')) },
  { key: 'users', label: 'Users', Component: lazy(() => import('./tabs/UsersTab')) },
  { key: 'items', label: 'Items', Component: lazy(() => import('./tabs/ItemsTab')) },
  { key: 'keepers', label: 'Keepers', Component: lazy(() => import('./tabs/KeepersTab')) },
  {
    key: 'conversations',
    label: 'Conversations',
    Component: lazy(() => import('./tabs/ConversationsTab')),
  },
  {
    key: 'categories',
    label: 'Categories',
    Component: lazy(() => import('./categories/CategoriesTab')),
  },
  { key: 'places', label: 'Places', Component: lazy(() => import('./places/PlacesTab')) },
  { key: 'desks', label: 'Desks', Component: lazy(() => import('./desks/DesksTab')) },
  { key: 'campus', label: 'Campus', Component: lazy(() => import('./campus/CampusTab')) },
  {
    key: 'create-account',
    label: 'Create Account',
    Component: lazy(() => import('./tabs/CreateAccountTab')),
  },
  { key: 'audit', label: 'Audit', Component: lazy(() => import('./tabs/AuditTab')) },
];

/** /admin (docs/product.md#screens): the admin dashboard; the open tab lives in the URL (?tab=users). */
export default function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = ADMIN_TABS.find((tab) => tab.key === searchParams.get('tab')) ?? ADMIN_TABS[0];
  const { Component } = current;

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Admin Dashboard
      </Typography>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Tabs
          value={current.key}
          onChange={(_event, key: string) => setSearchParams({ tab: key })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Admin sections"
        >
          {ADMIN_TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`admin-tab-${tab.key}`}
              aria-controls="admin-tabpanel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="admin-tabpanel" aria-labelledby={`admin-tab-${current.key}`}>
        <Suspense fallback={<PageLoader />}>
          <Component />
        </Suspense>
      </Box>
    </Container>
  );
}
