import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import useSWR from 'swr';
import { ActivityCharts, Button, Card, DashboardOverview, DeadlinesWidget, Stack, es } from '@alegato/ui';
import { planDefinition } from '@alegato/domain';
import { AppShell } from '../components/AppShell';
import { useLegislationAvailable } from '../legislation/hooks';
import { legislationCopy } from '../legislation/messages';
import { PageMeta } from '../components/PageMeta';
import { authAtom } from '../state/auth';
import { useRouteHandle } from '../useCurrentRoute';
import { sidebarItems } from '../navigation';
import { deadlinesKey, fetchDeadlines } from '../dashboard/deadlines';
import { useActivity } from '../dashboard/useActivity';

/**
 * The public legislation is not loaded (`/system/capabilities`, issue 12 item 6): the search finds only
 * the user's documents until it is. Says so, with the Búsqueda Legal screen one click away (it tells how
 * to load it and, for an admin, offers the import).
 */
function LegislationMissingNotice() {
  return (
    <Card.Root variant="soft" data-slot="dashboard-legislation-missing">
      <Card.Header>
        <Card.Title level={2}>{es.search.legislationMissingTitle}</Card.Title>
        <Card.Description>{es.search.legislationMissingDescription}</Card.Description>
      </Card.Header>
      <Card.Footer>
        <Button asChild size="sm" variant="outline">
          <Link to="/search">{legislationCopy.openSearch}</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * 'Próximos plazos' (issue 13 item 5): the plazos of the user's analysed cases and documents due in the
 * next 60 days (`GET /api/deadlines`), each linked to its case and document.
 */
function UpcomingDeadlines({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useSWR(deadlinesKey(userId), fetchDeadlines);
  return (
    <DeadlinesWidget
      state={error && !data ? 'error' : isLoading && !data ? 'loading' : 'ready'}
      deadlines={data ?? []}
      onRetry={() => void mutate()}
    />
  );
}

/**
 * 'Tu actividad' (issue 14 item 9): the user's documents, analyses and reports per day over the last 30
 * days (`GET /api/dashboard/activity`), the month's analyses against the plan (`GET /api/plan`) and the
 * latest items. The charts load with this page, never with the public ones.
 */
function Activity({ userId }: { userId: string }) {
  const { activity, usage } = useActivity(userId);
  return (
    <ActivityCharts
      state={activity.state}
      days={activity.data?.days ?? []}
      recent={activity.data?.recent ?? []}
      usage={usage.data ?? null}
      onRetry={() => {
        activity.retry();
        usage.retry();
      }}
    />
  );
}

/**
 * The dashboard's content: greeting, trial status and plan, shortcuts to the sections, and a notice when
 * the public legislation is not loaded, the user's activity and usage, and the upcoming plazos.
 */
export function DashboardContent() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const legislationAvailable = useLegislationAvailable(user !== null);
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
      <Stack gap="xl">
        <DashboardOverview
          name={user.name ?? ''}
          email={user.email}
          planLabel={planDefinition(user.plan).label}
          trial={trial}
          shortcuts={sidebarItems(false)
            .filter((item) => item.to !== '/dashboard')
            .map((item) => ({ to: item.to, label: item.label, icon: item.icon }))}
        />
        {legislationAvailable === false ? <LegislationMissingNotice /> : null}
        <Activity userId={user.id} />
        <UpcomingDeadlines userId={user.id} />
      </Stack>
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
