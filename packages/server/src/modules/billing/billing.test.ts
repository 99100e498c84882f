import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, PlanStatusSchema } from '@alegato/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { loadConfig } from '../../config.js';

const WEBHOOK_SECRET = 'whsec_test_alegato';

/** A request the fake Stripe received: path and form fields. */
interface SeenRequest {
  path: string;
  fields: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A local stand-in for Stripe's API (`/v1/customers`, `/v1/checkout/sessions`,
 * `/v1/billing_portal/sessions`), answering as Stripe would with the fields the server reads.
 */
async function startFakeStripe(): Promise<{ url: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({ path, fields, authorization: req.headers.authorization });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      n += 1;
      let body: Record<string, unknown> | null = null;
      if (req.method === 'POST' && path === '/v1/customers') {
        body = { id: `cus_fake_${n}`, object: 'customer', email: fields.get('email') };
      } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        body = {
          id: `cs_fake_${n}`,
          object: 'checkout.session',
          mode: 'subscription',
          customer: fields.get('customer'),
          client_reference_id: fields.get('client_reference_id'),
          url: `${base}/c/pay/cs_fake_${n}`,
        };
      } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        body = {
          id: `bps_fake_${n}`,
          object: 'billing_portal.session',
          customer: fields.get('customer'),
          url: `${base}/p/session/bps_fake_${n}`,
        };
      }
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'request-id': `req_${n}` });
      res.end(
        JSON.stringify(
          body ?? { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

const planOf = async (env: AuthTestEnv, token: string) => {
  const res = await env.call('GET', '/api/plan', { token });
  expect(res.status).toBe(200);
  return PlanStatusSchema.parse(((await res.json()) as Envelope<unknown>).data);
};

const auditRows = (env: AuthTestEnv, userId: string, action: string) =>
  env.base.database.db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'detail'])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();

/** Posts a Stripe event to the webhook, signed with `secret` as Stripe would. */
const sendEvent = async (
  env: AuthTestEnv,
  event: { id: string; type: string; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) => {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return env.call('POST', '/api/public/billing/webhook', {
    body: payload,
    headers: { 'stripe-signature': signature },
  });
};

describe('billing configuration', () => {
  it('defaults to the demo and asks for the keys and prices with BILLING=stripe', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'none', stripe: undefined });
    expect(() => loadConfig({ BILLING: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: es obligatoria con BILLING=stripe/,
    );
    const config = loadConfig({
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_INDIVIDUAL: 'price_i',
      STRIPE_PRICE_DESPACHO: 'price_d',
      STRIPE_PRICE_EMPRESARIAL: 'price_e',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.billing.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(config.billing.stripe?.prices.despacho).toBe('price_d');
  });
});

describeEachTarget('billing in demo mode', (target) => {
  const env = useAuthEnv(target);

  it('changes the plan at once, for a month, audited, and charges nothing', async () => {
    const ana = await env.user('ana');
    expect((await planOf(env, ana.token)).plan).toBe('estudiante');

    const info = await env.call('GET', '/api/billing', { token: ana.token });
    const billing = (
      (await info.json()) as Envelope<{ provider: string; plans: { id: string }[]; portal: boolean }>
    ).data;
    expect(billing.provider).toBe('demo');
    expect(billing.plans.map((p) => p.id)).toEqual(['estudiante', 'individual', 'despacho', 'empresarial']);
    expect(billing.portal).toBe(false);

    const before = Date.now();
    const res = await env.call('POST', '/api/billing/change', {
      token: ana.token,
      body: { plan: 'individual' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope<{ plan: string; demo: boolean; message: string }>;
    expect(body).toMatchObject({
      success: true,
      data: { plan: 'individual', demo: true, message: MESSAGES.billing.demoNotice },
    });
    const status = await planOf(env, ana.token);
    expect(status.plan).toBe('individual');
    expect(status.usage.limit).toBe(50);
    const expires = new Date(status.expires_at!).getTime();
    expect(expires).toBeGreaterThan(before + 27 * 86_400_000);
    expect(expires).toBeLessThan(before + 32 * 86_400_000);
    const audits = await auditRows(env, ana.id, 'plan_change');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ from: 'estudiante', to: 'individual', provider: 'demo' });

    // Back to the free plan: no paid period left.
    await env.call('POST', '/api/billing/change', { token: ana.token, body: { plan: 'estudiante' } });
    const back = await planOf(env, ana.token);
    expect(back.plan).toBe('estudiante');
    expect(back.expires_at === null || new Date(back.expires_at).getTime() < before + 31 * 86_400_000).toBe(
      true,
    );
  });

  it('refuses an unknown plan, Checkout, the portal and the webhook without Stripe', async () => {
    const bea = await env.user('bea');
    const bad = await env.call('POST', '/api/billing/change', {
      token: bea.token,
      body: { plan: 'platino' },
    });
    expect(bad.status).toBe(400);
    expect((await planOf(env, bea.token)).plan).toBe('estudiante');
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const r = await env.call('POST', path, { token: bea.token, body: { plan: 'individual' } });
      expect(r.status).toBe(409);
    }
    const hook = await sendEvent(env, { id: 'evt_demo', type: 'invoice.paid', object: {} });
    expect(hook.status).toBe(409);
    expect((await env.call('POST', '/api/billing/change', { body: { plan: 'individual' } })).status).toBe(
      401,
    );
  });
});

describeEachTarget('billing with Stripe', (target) => {
  const stripeEnv: Record<string, string> = {
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_INDIVIDUAL: 'price_individual_test',
    STRIPE_PRICE_DESPACHO: 'price_despacho_test',
    STRIPE_PRICE_EMPRESARIAL: 'price_empresarial_test',
    PUBLIC_URL: 'https://alegato.test',
  };
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeEnv.STRIPE_API_URL = fake.url;
  });
  afterAll(() => fake.close());
  const env = useAuthEnv(target, stripeEnv);

  it('starts Checkout with the plan’s price and the user’s customer, and opens the portal', async () => {
    fake.seen.length = 0;
    const ana = await env.user('ana');
    const res = await env.call('POST', '/api/billing/checkout', {
      token: ana.token,
      body: { plan: 'despacho' },
    });
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as Envelope<{ url: string }>).data;
    expect(url).toMatch(new RegExp(`^${fake.url}/c/pay/cs_fake_\\d+$`));

    const customer = fake.seen.find((r) => r.path === '/v1/customers')!;
    expect(customer.authorization).toBe('Bearer sk_test_fake');
    expect(customer.fields.get('email')).toMatch(/^ana\./);
    expect(customer.fields.get('metadata[user_id]')).toBe(ana.id);
    const session = fake.seen.find((r) => r.path === '/v1/checkout/sessions')!.fields;
    expect(session.get('mode')).toBe('subscription');
    expect(session.get('line_items[0][price]')).toBe('price_despacho_test');
    expect(session.get('client_reference_id')).toBe(ana.id);
    expect(session.get('customer')).toMatch(/^cus_fake_/);
    expect(session.get('metadata[plan]')).toBe('despacho');
    expect(session.get('success_url')).toBe(
      'https://alegato.test/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(session.get('cancel_url')).toBe('https://alegato.test/subscription');

    // A second Checkout reuses the customer; the free plan has none.
    await env.call('POST', '/api/billing/checkout', { token: ana.token, body: { plan: 'individual' } });
    expect(fake.seen.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const prices = fake.seen
      .filter((r) => r.path === '/v1/checkout/sessions')
      .map((r) => r.fields.get('line_items[0][price]'));
    expect(prices).toEqual(['price_despacho_test', 'price_individual_test']);
    const free = await env.call('POST', '/api/billing/checkout', {
      token: ana.token,
      body: { plan: 'estudiante' },
    });
    expect(free.status).toBe(400);
    // Nothing changes until Stripe says it is paid; a demo change is refused.
    expect((await planOf(env, ana.token)).plan).toBe('estudiante');
    const change = await env.call('POST', '/api/billing/change', {
      token: ana.token,
      body: { plan: 'despacho' },
    });
    expect(change.status).toBe(409);

    const info = (
      (await (await env.call('GET', '/api/billing', { token: ana.token })).json()) as Envelope<{
        provider: string;
        portal: boolean;
      }>
    ).data;
    expect(info).toMatchObject({ provider: 'stripe', portal: true });
    const portal = await env.call('POST', '/api/billing/portal', { token: ana.token });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as Envelope<{ url: string }>).data.url).toMatch(
      /\/p\/session\/bps_fake_\d+$/,
    );
    const portalReq = fake.seen.find((r) => r.path === '/v1/billing_portal/sessions')!.fields;
    expect(portalReq.get('customer')).toBe(session.get('customer'));
    expect(portalReq.get('return_url')).toBe('https://alegato.test/subscription');

    const bea = await env.user('bea');
    expect((await env.call('POST', '/api/billing/portal', { token: bea.token })).status).toBe(409);
  });

  it('applies signed webhook events once and refuses forged ones', async () => {
    const ana = await env.user('ana');
    await env.call('POST', '/api/billing/checkout', { token: ana.token, body: { plan: 'despacho' } });
    const customerId = (
      await env.base.database.db
        .selectFrom('billing_customers')
        .select('customer_id')
        .where('user_id', '=', ana.id)
        .executeTakeFirstOrThrow()
    ).customer_id;
    const completed = {
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      object: {
        id: 'cs_1',
        object: 'checkout.session',
        client_reference_id: ana.id,
        customer: customerId,
        subscription: 'sub_1',
        metadata: { plan: 'despacho', user_id: ana.id },
      },
    };

    // Forged: signed with another secret, or not signed.
    const forged = await sendEvent(env, completed, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await env.call('POST', '/api/public/billing/webhook', {
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);
    expect((await planOf(env, ana.token)).plan).toBe('estudiante');

    const first = await sendEvent(env, completed);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect((await planOf(env, ana.token)).plan).toBe('despacho');
    // Subscribed: another Checkout would start a second subscription; the portal changes plans.
    const again = await env.call('POST', '/api/billing/checkout', {
      token: ana.token,
      body: { plan: 'empresarial' },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('billing_use_portal');

    // The period's invoice sets the renewal date.
    const periodEnd = Math.floor(Date.UTC(2031, 0, 15) / 1000);
    const paid = await sendEvent(env, {
      id: 'evt_invoice_1',
      type: 'invoice.paid',
      object: {
        id: 'in_1',
        object: 'invoice',
        customer: customerId,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        lines: {
          object: 'list',
          data: [
            {
              id: 'il_1',
              period: { start: periodEnd - 2_592_000, end: periodEnd },
              pricing: { price_details: { price: 'price_despacho_test' } },
            },
          ],
        },
      },
    });
    expect(paid.status).toBe(200);
    const renewed = await planOf(env, ana.token);
    expect(renewed.plan).toBe('despacho');
    expect(renewed.expires_at).toBe('2031-01-15T00:00:00.000Z');

    // An upgrade in the portal.
    await sendEvent(env, {
      id: 'evt_sub_updated_1',
      type: 'customer.subscription.updated',
      object: {
        id: 'sub_1',
        object: 'subscription',
        customer: customerId,
        status: 'active',
        items: {
          object: 'list',
          data: [{ id: 'si_1', price: { id: 'price_empresarial_test' }, current_period_end: periodEnd }],
        },
      },
    });
    expect((await planOf(env, ana.token)).plan).toBe('empresarial');

    // Cancelled: back to the free plan. A replay of the first event changes nothing.
    const deleted = await sendEvent(env, {
      id: 'evt_sub_deleted_1',
      type: 'customer.subscription.deleted',
      object: { id: 'sub_1', object: 'subscription', customer: customerId, status: 'canceled' },
    });
    expect(deleted.status).toBe(200);
    expect((await planOf(env, ana.token)).plan).toBe('estudiante');
    const stored = await env.base.database.db
      .selectFrom('billing_customers')
      .select(['customer_id', 'subscription_id'])
      .where('user_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ customer_id: customerId, subscription_id: null });
    const replay = await sendEvent(env, completed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await planOf(env, ana.token)).plan).toBe('estudiante');

    const events = await auditRows(env, ana.id, 'billing_event');
    const applied = events.map((e) => (e.detail as { event_id?: string }).event_id).filter(Boolean);
    expect(applied).toEqual(['evt_checkout_1', 'evt_invoice_1', 'evt_sub_updated_1', 'evt_sub_deleted_1']);

    // Events for nobody we know, or of other types, are acknowledged and ignored.
    const other = await sendEvent(env, {
      id: 'evt_other',
      type: 'customer.created',
      object: { id: 'cus_x' },
    });
    expect(await other.json()).toEqual({ received: true });
  });
});
