import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { AppHeader, AppLayout, Sidebar } from '@alegato/ui';
import { setNavigateHome } from '../api/client';
import { DataProviders } from '../api/swr';
import { signOut } from '../auth/session';
import { authAtom } from '../state/auth';
import { usePlanOverrideActive } from '../state/planOverride';
import { useConfig } from '../state/config';
import { sidebarItems } from '../navigation';
import { PlanRefusalDialog } from './PlanRefusalDialog';

/** Id of the app's `<main>`, the target of the skip link. */
const APP_MAIN_ID = 'contenido-app';

/**
 * The signed-in app's frame (a lazy chunk): header (greeting with the e-mail, 'Testing' badge while a
 * plan override is active, 'Admin' for admins, 'Cerrar sesión'), the sidebar of spec §2 (admin items
 * only for admins), and server data (SWR, the HTTP client's 401 redirect).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useConfig();
  const { user } = useAtomValue(authAtom);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const isAdmin = user?.role === 'admin';
  // The admin's simulation as the server holds it, the local copy kept in step (spec §4).
  const testingActive = usePlanOverrideActive(isAdmin);

  useEffect(() => {
    setNavigateHome(() => navigate('/'));
  }, [navigate]);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
    void navigate('/', { replace: true });
  };

  return (
    <DataProviders>
      <AppLayout
        mainId={APP_MAIN_ID}
        header={
          <AppHeader
            productName={config.productName}
            email={user?.email ?? ''}
            testingActive={testingActive}
            isAdmin={isAdmin}
            onAdmin={() => void navigate('/admin')}
            onSignOut={() => void onSignOut()}
            signingOut={signingOut}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setSidebarOpen((open) => !open)}
          />
        }
        sidebar={
          <Sidebar
            items={sidebarItems(isAdmin)}
            activePath={pathname === '/' ? '/dashboard' : pathname}
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
          />
        }
      >
        {children ?? <Outlet />}
      </AppLayout>
      <PlanRefusalDialog />
    </DataProviders>
  );
}
