import { useAtomValue } from 'jotai';
import { DashboardOverview } from '@alegato/ui';
import { planDefinition } from '@alegato/domain';
import { AppShell } from '../components/AppShell';
import { PageMeta } from '../components/PageMeta';
import { authAtom } from '../state/auth';
import { useRouteHandle } from '../useCurrentRoute';
import { sidebarItems } from '../navigation';

/** The dashboard's content: greeting, trial status and plan, shortcuts to the sections. */
export function DashboardContent() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  if (!user) return null;
  const trial = user.trial?.trialEndDate
    ? {
        isInTrial: user.trial.isInTrial,
        remainingDays: user.trial.remainingDays,
        trialEndDate: user.trial.trialEndDate,
        plan: planDefinition(user.plan).label,
      }
    : null;
  return (
    <>
      <PageMeta title={handle?.title ?? 'Dashboard'} description={handle?.description ?? ''} />
      <DashboardOverview
        name={user.name ?? ''}
        email={user.email}
        planLabel={planDefinition(user.plan).label}
        trial={trial}
        shortcuts={sidebarItems(false)
          .filter((item) => item.to !== '/dashboard')
          .map((item) => ({ to: item.to, label: item.label, icon: item.icon }))}
      />
    </>
  );
}

/** `/` signed in: the dashboard inside the app shell (default export for `React.lazy`). */
export default function Dashboard() {
  return (
    <AppShell>
      <DashboardContent />
    </AppShell>
  );
}
