import { useState } from 'react';
import useSWR from 'swr';
import { CACHE_TIMES, PLANS, isPlanId } from '@alegato/domain';
import { Heading, PlanCards, Stack, Text, UsageMeter } from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import {
  BILLING_KEY,
  changePlanDemo,
  fetchBillingInfo,
  openBillingPortal,
  startCheckout,
} from '../subscription/billing';
import { subscriptionCopy } from '../subscription/messages';
import { toPlanCardPlan, toUsageMeter } from '../subscription/toViewModel';
import { usePlanStatus } from '../subscription/usePlanStatus';
import { toast } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';

/**
 * `/subscription` (issue 14 item 3): this month's analyses against the plan's limit, and the four plans
 * of spec §6. Without a payment provider (demo) a plan change applies at once, with a toast; with
 * Stripe a first paid plan goes through Checkout, while a change of a running subscription (or back to
 * the free plan) and 'Gestionar facturación' open the customer portal.
 * Failures toast through the HTTP client (402/403 included).
 */
export function SubscriptionPage() {
  const handle = useRouteHandle();
  const plan = usePlanStatus();
  const billing = useSWR(BILLING_KEY, fetchBillingInfo, { dedupingInterval: CACHE_TIMES.statsMs });
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [portalBusy, setPortalBusy] = useState(false);
  const info = billing.data;

  const choosePlan = async (id: string) => {
    if (!isPlanId(id) || !info || pendingPlan) return;
    setPendingPlan(id);
    try {
      if (info.provider === 'demo') {
        const changed = await changePlanDemo(id);
        toast({ message: subscriptionCopy.changedDemo(PLANS[changed.plan].label), tone: 'positive' });
        await Promise.all([plan.refresh(), billing.mutate()]);
        setPendingPlan(null);
      } else if (id === 'estudiante' || (plan.status?.own_plan !== 'estudiante' && info.portal)) {
        // Cancelling, or changing a running subscription, happens in Stripe's customer portal.
        window.location.assign(await openBillingPortal());
      } else {
        // Leaves the app for Stripe's page; the button keeps waiting until it does.
        window.location.assign(await startCheckout(id));
      }
    } catch {
      // The HTTP client has shown the server's message.
      setPendingPlan(null);
    }
  };

  const manageBilling = async () => {
    if (portalBusy) return;
    setPortalBusy(true);
    try {
      window.location.assign(await openBillingPortal());
    } catch {
      setPortalBusy(false);
    }
  };

  const title = handle?.title ?? 'Subscripción';
  const status = plan.status;
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="subscription-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          {handle?.description ? <Text tone="muted">{handle.description}</Text> : null}
        </Stack>
        <UsageMeter
          state={plan.state}
          {...(status ? toUsageMeter(status, new Date()) : {})}
          onRetry={() => void plan.refresh()}
        />
        <PlanCards
          state={billing.error && !info ? 'error' : !info ? 'loading' : 'ready'}
          plans={(info?.plans ?? []).map(toPlanCardPlan)}
          currentPlan={status?.own_plan ?? null}
          mode={info?.provider ?? 'demo'}
          pendingPlan={pendingPlan}
          onChoosePlan={(id) => void choosePlan(id)}
          onManageBilling={info?.portal ? () => void manageBilling() : undefined}
          onRetry={() => void billing.mutate()}
        />
      </Stack>
    </>
  );
}
