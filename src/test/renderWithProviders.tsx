import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { makeStore, type RootState } from '../app/store';
import { routes as appRoutes } from '../app/router';
import type { ReactElement } from 'react';
import type { SessionUser } from '../app/sessionSlice';

type Options = {
  /** Where the memory router starts, e.g. '/items/abc'. */
  route?: string;
  /** History state at `route`, e.g. { from: '/dashboard' } as the guards set it. */
  routeState?: unknown;
  preloadedState?: Partial<RootState>;
  /** Render one element at `path` instead of the whole app's routes. */
  path?: string;
  extraRoutes?: RouteObject[];
};

/*
 * The app's theme without ripples: a ripple fades out on a timer after a click, and when that
 * lands after the test's last step React warns of an update outside act(...) (the test log
 * must stay quiet, src/test/setupTests.ts). Ripples are decoration; nothing reads them.
 */
const withoutRipples = (theme: Theme): Theme => ({
  ...theme,
  components: {
    ...theme.components,
    MuiButtonBase: {
      ...theme.components?.MuiButtonBase,
      defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
    },
  },
});

/** Renders with the real store (makeStore), theme, toasts and router. */
export function renderWithProviders(ui: ReactElement | null, options: Options = {}) {
  const store = makeStore(options.preloadedState);
  const routes: RouteObject[] = ui
    ? [
        { path: options.path ?? '*', element: ui },
        ...(options.extraRoutes ?? []),
        { path: '*', element: <p>Other page</p> },
      ]
    : appRoutes;
  const route = options.route ?? '/';
  const router = createMemoryRouter(routes, {
    initialEntries: [
      options.routeState === undefined ? route : { ...parsePath(route), state: options.routeState },
    ],
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <AppProviders store={store}>
      <ThemeProvider theme={withoutRipples}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppProviders>,
  );
  return { store, router, user, ...utils };
}

/** The whole app (all routes, layout, guards) at a route. */
export const renderApp = (options: Omit<Options, 'path' | 'extraRoutes'> = {}) =>
  renderWithProviders(null, options);

export const testUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-student',
  name: 'Sam Student',
  email: 'sam@campus.edu',
  role: 'user',
  ...over,
});

/** A preloaded logged-in session. */
export const loggedInState = (user: SessionUser = testUser()): Partial<RootState> =>
  ({ session: { token: 'test-token', user } }) as Partial<RootState>;
