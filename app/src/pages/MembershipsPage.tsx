import { useState } from 'react';
import { Heading, MembershipPanel, Stack, Text } from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { useRouteHandle } from '../useCurrentRoute';
import { useNow, useSimulation, useVerification } from '../admin/memberships/hooks';
import { membershipPlans, planName, remainingMs } from '../admin/memberships/model';
import { useAtomValue } from 'jotai';
import { authAtom } from '../state/auth';

const PLANS = membershipPlans();

/**
 * /admin/memberships (issue 14 item 6): the admin simulates a plan for 2 hours on the server (the header's
 * 'Testing' badge follows), restores the own plan, and verifies every capability of the plan in effect
 * against the plan table ('Ejecutar Tests'; 'Debug Consola' shows the raw answer; 'Limpiar Tests').
 */
export function MembershipsPage() {
  const handle = useRouteHandle();
  const { user } = useAtomValue(authAtom);
  const simulation = useSimulation();
  const verification = useVerification();
  const [debugOpen, setDebugOpen] = useState(false);
  const now = useNow();
  const { run } = verification;
  const last = run.state === 'ready' ? run.result : run.state === 'idle' ? undefined : run.previous;
  const override = simulation.override;
  const title = handle?.title ?? 'Membresías';

  const afterChange = (change: Promise<void>) =>
    void change.then(() => {
      // The last run was for the plan before the change.
      verification.clear();
    });

  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="memberships-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <MembershipPanel
          state={simulation.state}
          plans={PLANS}
          ownPlan={override?.originalPlan ?? user?.plan ?? ''}
          simulatedPlan={override?.currentPlan ?? null}
          remainingMs={remainingMs(override, now)}
          busy={simulation.busy}
          errorMessage={simulation.errorMessage}
          onSimulate={(plan) => afterChange(simulation.simulate(plan))}
          onRestore={() => afterChange(simulation.restore())}
          onRetry={simulation.retry}
          verification={{
            state: run.state === 'ready' && run.result.rows.length === 0 ? 'idle' : run.state,
            rows: last?.rows ?? [],
            planName: last ? planName(last.plan) : undefined,
          }}
          onRunTests={() => void verification.start()}
          onClearTests={() => {
            verification.clear();
            setDebugOpen(false);
          }}
          debugOpen={debugOpen}
          onDebugOpenChange={setDebugOpen}
          debugJson={last?.json ?? null}
        />
      </Stack>
    </>
  );
}
