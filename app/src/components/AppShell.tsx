import { useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setNavigateHome } from '../api/client';
import { DataProviders } from '../api/swr';

/**
 * The signed-in app's frame (a lazy chunk). Today it provides server data (SWR, the HTTP client with
 * its 401 redirect); the app-shell issue adds the header and the sidebar generated from
 * `sidebarRoutes()`.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigateHome(() => navigate('/'));
  }, [navigate]);
  return <DataProviders>{children ?? <Outlet />}</DataProviders>;
}
