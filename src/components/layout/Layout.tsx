import { Outlet } from 'react-router-dom';

/** Placeholder: the shell work (issue 2) adds navbar, footer and toasts. */
export function Layout() {
  return <Outlet />;
}
