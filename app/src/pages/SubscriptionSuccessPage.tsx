import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PLANS } from '@alegato/domain';
import { Button, Heading, Inline, Stack, Text, UsageMeter } from '@alegato/ui';
import { PageMeta } from '../components/PageMeta';
import { setSessionPlan } from '../subscription/billing';
import { subscriptionCopy } from '../subscription/messages';
import { toUsageMeter } from '../subscription/toViewModel';
import { usePlanStatus } from '../subscription/usePlanStatus';
import { useRouteHandle } from '../useCurrentRoute';

/** How often, and how many times, the page asks again while Stripe's confirmation is on its way. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 15;

/**
 * `/subscription/success` (signed in only): back from Stripe Checkout, or after a change. Re-reads the
 * plan (`GET /api/plan`) and confirms the plan in effect; while a paid Checkout (`?session_id=`) has not
 * been confirmed by Stripe's webhook yet, says so and asks again every 2 s for half a minute.
 */
export function SubscriptionSuccessPage() {
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  const fromCheckout = params.has('session_id');
  const plan = usePlanStatus();
  const [polls, setPolls] = useState(0);
  const status = plan.status;
  const paid = status ? status.own_plan !== 'estudiante' : false;
  const waiting = fromCheckout && !paid && polls < CONFIRM_POLLS;
  const { refresh } = plan;

  // Once on arrival: the cached status may predate the payment.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  // Then every 2 s while Stripe's webhook has not confirmed it.
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => {
      void refresh();
      setPolls((n) => n + 1);
    }, CONFIRM_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, polls, refresh]);

  useEffect(() => {
    if (status) setSessionPlan(status.own_plan);
  }, [status]);

  const title = handle?.title ?? 'Subscripción completada';
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="subscription-success-page">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted" role="status" data-slot="subscription-success-status">
            {waiting || !status
              ? subscriptionCopy.confirming
              : subscriptionCopy.active(PLANS[status.own_plan].label)}
          </Text>
        </Stack>
        <UsageMeter
          state={plan.state}
          {...(status ? toUsageMeter(status, new Date()) : {})}
          onRetry={() => void plan.refresh()}
        />
        <Inline gap="sm">
          <Button asChild>
            <Link to="/subscription">{subscriptionCopy.backToSubscription}</Link>
          </Button>
          <Button asChild variant="outline" tone="neutral">
            <Link to="/dashboard">{subscriptionCopy.toDashboard}</Link>
          </Button>
        </Inline>
      </Stack>
    </>
  );
}
