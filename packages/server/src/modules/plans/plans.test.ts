import {
  PLAN_IDS,
  PLANS,
  cheapestPlanWith,
  planAllows,
  type PlanCapability,
  type PlanId,
} from '@alegato/domain';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { meteringPeriod, ownPlanOf } from './service.js';
import { SAMPLE_CONTENT } from '@alegato/legal-nlp';
import { createApp } from '../../app.js';
import { createCapturingLogger } from '../../../test/targets.js';
import { createReportsBackground } from '../reports/background.js';

const CONTRATO = [
  'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
  '',
  'En Jaén, a 1 de marzo de 2024.',
  '',
  'REUNIDOS: de una parte, Inmobiliaria Sur, S.L., arrendadora; de otra, Doña María López Ruiz, arrendataria.',
  '',
  'PRIMERA.- Renta. La renta mensual es de 750 euros, pagadera por meses anticipados.',
  '',
  'SEGUNDA.- Fianza. La arrendataria entrega una fianza de 1.500 euros conforme al artículo 36 de la Ley 29/1994.',
].join('\n');

const PDF_REQUEST = {
  contenido_markdown: '# Informe\n\nContenido del informe para el plan.',
  titulo: 'Informe del plan',
  caso_id: 'default',
  metadata: { fecha: '25/11/2026', tipo_documento: 'informe', generado_por: 'Alegato' },
};

type Outcome = { status: number; body: { code?: string; message?: string; upgrade_plan?: string } };

/** One user on `plan` with a case holding two ready documents. */
async function setUp(env: AuthTestEnv, plan: PlanId) {
  const user = await env.userOnPlan(plan, plan);
  const res = await env.call('POST', '/cases', { token: user.token, body: { title: `Caso ${plan}` } });
  const caseId = ((await res.json()) as { data: { case: { id: string } } }).data.case.id;
  const docs = [];
  for (const name of ['contrato-a.txt', 'contrato-b.txt']) {
    docs.push(
      await uploadReady(env, user.token, new Blob([CONTRATO], { type: 'text/plain' }), name, {
        case_id: caseId,
      }),
    );
  }
  return { ...user, caseId, docs };
}

async function call(env: AuthTestEnv, token: string, path: string, body: unknown): Promise<Outcome> {
  const res = await env.call('POST', path, { token, body });
  return { status: res.status, body: (await res.json()) as Outcome['body'] };
}

describeEachTarget('plans (spec §6) enforced by the server', (target) => {
  const env = useAuthEnv(target);

  /** Each capability of §6 tried on a real endpoint: what the plan table says must happen. */
  const tries: Record<
    Exclude<PlanCapability, 'analyses' | 'api'>,
    (u: Awaited<ReturnType<typeof setUp>>) => Promise<Outcome>
  > = {
    depth_basic: (u) =>
      call(env, u.token, '/document/comprehensive_legal_analysis', {
        document_filename: u.docs[0]!.id,
        analysis_depth: 'basic',
      }),
    depth_complete: (u) =>
      call(env, u.token, '/document/comprehensive_legal_analysis', {
        document_filename: u.docs[0]!.id,
        analysis_depth: 'complete',
      }),
    depth_expert: (u) =>
      call(env, u.token, '/document/comprehensive_legal_analysis', {
        document_filename: u.docs[0]!.id,
        analysis_depth: 'expert',
      }),
    ai_model: (u) =>
      call(env, u.token, '/document/comprehensive_legal_analysis', {
        document_filename: u.docs[0]!.id,
        analysis_depth: 'basic',
        include_claude: true,
      }),
    pdf: (u) => call(env, u.token, '/api/pdf/generar-informe-legal', PDF_REQUEST),
    batch: (u) =>
      call(env, u.token, '/legal/review_grid', {
        caso_id: u.caseId,
        questions: ['¿Cuál es la renta mensual?'],
      }),
    priority_support: async (u) => {
      const r = await call(env, u.token, '/api/support', { subject: 'Duda', message: 'Una consulta.' });
      // Support is never refused: priority is what the plan buys.
      expect(r.status).toBe(201);
      const priority = (r.body as { data?: { priority: boolean } }).data?.priority;
      return priority ? r : { status: 403, body: { code: 'plan_forbidden' } };
    },
  };

  it.each(PLAN_IDS)('%s: every capability allowed or refused as the plan table says', async (plan) => {
    const u = await setUp(env, plan);
    for (const [capability, attempt] of Object.entries(tries) as [
      keyof typeof tries,
      (u: Awaited<ReturnType<typeof setUp>>) => Promise<Outcome>,
    ][]) {
      const outcome = await attempt(u);
      const expected = planAllows(plan, capability);
      if (expected) {
        expect(outcome.status, `${plan} ${capability}: ${outcome.body.message}`).toBeLessThan(300);
      } else {
        expect(outcome.status, `${plan} ${capability}`).toBe(403);
        if (capability !== 'priority_support') {
          const upgrade = cheapestPlanWith(capability);
          expect(outcome.body).toMatchObject({ code: 'plan_forbidden', upgrade_plan: upgrade });
          // The message names the plan that allows it.
          expect(outcome.body.message).toContain(PLANS[upgrade].label);
          expect(outcome.body.message).toContain(PLANS[plan].label);
        }
      }
    }
    // Timeout, retries and the rest of the row are the plan's, as GET /api/plan reports them.
    const status = await env.call('GET', '/api/plan', { token: u.token });
    const data = ((await status.json()) as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      plan,
      own_plan: plan,
      max_retries: PLANS[plan].max_retries,
      price_eur: PLANS[plan].price_eur,
      features: {
        max_timeout: PLANS[plan].max_timeout,
        api_access: PLANS[plan].api_access,
        analyses_per_month: PLANS[plan].analyses_per_month,
      },
    });
  });

  it.each(PLAN_IDS)('%s: the monthly analyses are counted, the next one refused with 402', async (plan) => {
    const u = await setUp(env, plan);
    const limit = PLANS[plan].analyses_per_month;
    const db = env.base.database.db;
    // Fill the month to one short of the limit (unlimited: a thousand) without running them.
    const filler = limit === -1 ? 1000 : limit - 1;
    const now = new Date();
    if (filler > 0) {
      await db
        .insertInto('usage_events')
        .values(
          Array.from({ length: filler }, () => ({
            user_id: u.id,
            kind: 'document_analysis',
            created_at: now,
          })),
        )
        .execute();
    }
    // Last month's do not count.
    const lastMonth = new Date(meteringPeriod(now).start.getTime() - 86_400_000);
    await db
      .insertInto('usage_events')
      .values({ user_id: u.id, kind: 'document_analysis', created_at: lastMonth })
      .execute();
    const analyse = () => call(env, u.token, '/document/analyze', { document_filename: u.docs[0]!.id });
    expect((await analyse()).status).toBe(200);
    const next = await analyse();
    if (limit === -1) {
      expect(next.status).toBe(200);
      return;
    }
    expect(next.status).toBe(402);
    expect(next.body.code).toBe('plan_limit');
    expect(next.body.message).toContain(`${limit} análisis`);
    const upgrades: Partial<Record<PlanId, PlanId>> = {
      estudiante: 'individual',
      individual: 'despacho',
      despacho: 'empresarial',
    };
    expect(next.body.upgrade_plan).toBe(upgrades[plan]);
    const status = await env.call('GET', '/api/plan', { token: u.token });
    expect(
      ((await status.json()) as { data: { usage: { used: number; limit: number } } }).data.usage,
    ).toEqual(expect.objectContaining({ used: limit, limit }));
  });

  it('a registered user is on estudiante: basic analyses by default, five a month, failures not counted', async () => {
    const user = await env.user('eva');
    const doc = await uploadReady(env, user.token, new Blob([CONTRATO], { type: 'text/plain' }), 'c.txt');
    // No depth asked: the plan's own (basic), not a refusal.
    const first = await call(env, user.token, '/document/comprehensive_legal_analysis', {
      document_filename: doc.id,
    });
    expect(first.status).toBe(200);
    expect((first.body as { data?: { analysis: { depth?: string } } }).data).toBeDefined();
    // A failing analysis (unknown document) is not counted.
    expect(
      (await call(env, user.token, '/document/analyze', { document_filename: 'no-existe.pdf' })).status,
    ).toBe(404);
    for (let i = 0; i < 4; i++) {
      expect((await call(env, user.token, '/document/analyze', { document_filename: doc.id })).status).toBe(
        200,
      );
    }
    const sixth = await call(env, user.token, '/document/analyze', { document_filename: doc.id });
    expect(sixth).toMatchObject({ status: 402, body: { code: 'plan_limit', upgrade_plan: 'individual' } });
    expect(sixth.body.message).toBe(
      'Has usado los 5 análisis de este mes incluidos en tu plan Estudiante. El plan Individual incluye 50 análisis al mes.',
    );
    // Searches and chat questions are not metered.
    const chat = await call(env, user.token, '/document/chat', {
      document_filename: doc.id,
      question: '¿Cuál es la renta?',
    });
    expect(chat.status).toBe(200);
  });

  it('estudiante cannot export a report to PDF by any route; individual can', async () => {
    for (const [plan, expected] of [
      ['estudiante', 403],
      ['individual', 202],
    ] as const) {
      const user = await env.userOnPlan(`pdf-${plan}`, plan);
      const created = await env.call('POST', '/api/reports/create', {
        token: user.token,
        body: { title: 'Informe', template_id: 'demanda-civil', content: {}, generate_pdf: true },
      });
      expect(created.status, plan).toBe(expected === 403 ? 403 : 201);
      if (expected === 403) {
        expect(await created.json()).toMatchObject({ code: 'plan_forbidden', upgrade_plan: 'individual' });
        const plain = await env.call('POST', '/api/reports/create', {
          token: user.token,
          body: { title: 'Informe', template_id: 'demanda-civil', content: {} },
        });
        expect(plain.status).toBe(201);
        const { id } = ((await plain.json()) as { data: { id: string } }).data;
        const pdf = await env.call('POST', `/api/reports/generate-pdf/${id}`, { token: user.token });
        expect(pdf.status).toBe(403);
      }
    }
  });

  it('a report is enhanced by the configured AI model only on plans that include one', async () => {
    const db = env.base.database.db;
    const { logger } = createCapturingLogger();
    // A configured provider, faked: what it writes says it was the model.
    const reports = createReportsBackground({
      db,
      config: env.base.config,
      logger,
      enhancer: {
        provider: 'anthropic',
        enhance: () =>
          Promise.resolve({ html: '<p>Redactado por el modelo</p>', score: 0.9, provider: 'anthropic' }),
      },
    });
    const app = createApp({
      config: env.base.config,
      db,
      logger,
      reports,
      background: env.background,
      legislationSearch: env.legislationSearch,
    });
    for (const [plan, engine] of [
      ['estudiante', 'embedded'],
      ['individual', 'anthropic'],
    ] as const) {
      const user = await env.userOnPlan(`ia-${plan}`, plan);
      const request = (path: string, body: unknown) =>
        app.request(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const created = await request('/api/reports/create', {
        title: 'Demanda de reclamación de cantidad',
        template_id: 'demanda-civil',
        client_name: 'Laura Gómez Pérez',
        content: { ...SAMPLE_CONTENT['demanda-civil'] },
      });
      expect(created.status).toBe(201);
      const { id } = ((await created.json()) as { data: { id: string } }).data;
      const enhanced = await request(`/api/reports/enhance/${id}`, {});
      expect(enhanced.status, plan).toBe(200);
      const { report } = (
        (await enhanced.json()) as { data: { report: { ai_provider: string; generated_html: string } } }
      ).data;
      expect(report.ai_provider, plan).toBe(engine);
      if (engine === 'embedded') expect(report.generated_html).not.toContain('Redactado por el modelo');
    }
  });

  it('concurrent analyses cannot both take the last one of the month', async () => {
    const user = await env.user('leo');
    const doc = await uploadReady(env, user.token, new Blob([CONTRATO], { type: 'text/plain' }), 'c.txt');
    const now = new Date();
    await env.base.database.db
      .insertInto('usage_events')
      .values(Array.from({ length: 4 }, () => ({ user_id: user.id, kind: 'draft', created_at: now })))
      .execute();
    const results = await Promise.all(
      [0, 1, 2].map(() => call(env, user.token, '/document/analyze', { document_filename: doc.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402]);
  });
});

it('an expired paid plan falls back to estudiante; estudiante stays after its trial; unknown is individual', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const past = new Date('2026-11-01T00:00:00Z');
  const future = new Date('2026-12-25T00:00:00Z');
  expect(ownPlanOf({ plan: 'despacho', plan_expires_at: past }, now)).toBe('estudiante');
  expect(ownPlanOf({ plan: 'despacho', plan_expires_at: future }, now)).toBe('despacho');
  expect(ownPlanOf({ plan: 'despacho', plan_expires_at: null }, now)).toBe('despacho');
  expect(ownPlanOf({ plan: 'estudiante', plan_expires_at: past }, now)).toBe('estudiante');
  expect(ownPlanOf({ plan: 'oro', plan_expires_at: null }, now)).toBe('individual');
  expect(meteringPeriod(now)).toEqual({
    start: new Date('2026-11-01T00:00:00Z'),
    end: new Date('2026-12-01T00:00:00Z'),
  });
});
