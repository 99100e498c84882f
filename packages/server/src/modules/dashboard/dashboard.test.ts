import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { addDays, todayInSpain } from '../deadlines/service.js';
import { DASHBOARD_MESSAGES } from './routes.js';
import type { DashboardActivity } from './service.js';

/** A lease written for these tests (not a real contract). */
const CONTRATO = [
  'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
  '',
  'En Granada, a 3 de febrero de 2026.',
  '',
  'REUNIDOS: de una parte, Doña Lucía Fernández Ortega, arrendadora; de otra, Don Tomás Rubio Sáez, arrendatario.',
  '',
  'PRIMERA. La renta mensual es de 750 euros, pagadera dentro de los cinco primeros días de cada mes.',
  '',
  'SEGUNDA. El contrato tiene una duración de un año, prorrogable conforme a la Ley de Arrendamientos Urbanos.',
].join('\n');

const txt = (text: string) => new Blob([text], { type: 'text/plain' });

describeEachTarget('dashboard activity', (target) => {
  const env = useAuthEnv(target);

  const activity = async (token: string, query = '') => {
    const res = await env.call('GET', `/api/dashboard/activity${query}`, { token });
    return { status: res.status, body: (await res.json()) as { success: boolean; data: DashboardActivity } };
  };

  it("counts the caller's documents, analyses and reports per day, lists them newest first, and nothing of another user's", async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');

    const empty = await activity(ana.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data.days).toBe(30);
    expect(empty.body.data.series).toHaveLength(30);
    expect(empty.body.data.today).toBe(todayInSpain());
    expect(empty.body.data.series.at(-1)!.date).toBe(empty.body.data.today);
    expect(empty.body.data.series[0]!.date).toBe(addDays(empty.body.data.today, -29));
    expect(empty.body.data.totals).toEqual({ documents: 0, analyses: 0, reports: 0 });
    expect(empty.body.data.recent).toEqual([]);
    expect(empty.body.data.usage).toMatchObject({ used: 0, limit: 5, plan: 'estudiante' });

    // Ana: two documents, one analysed, one report.
    const lease = await uploadReady(env, ana.token, txt(CONTRATO), 'contrato.txt');
    await uploadReady(
      env,
      ana.token,
      txt(`${CONTRATO}\n\nTERCERA. Fianza de dos mensualidades.`),
      'anexo.txt',
    );
    const analysed = await env.call('POST', '/document/analyze', {
      token: ana.token,
      body: { document_filename: 'contrato.txt', analysis_type: 'resumen' },
    });
    expect(analysed.status).toBe(200);
    const report = await env.call('POST', '/api/reports/create', {
      token: ana.token,
      body: { template_id: 'demanda-civil', title: 'Demanda por impago de rentas' },
    });
    expect(report.status).toBe(201);
    const reportId = ((await report.json()) as { data: { id: string } }).data.id;

    // Bea: three documents, two analyses, none of which may show in Ana's figures.
    for (const name of ['suyo-1.txt', 'suyo-2.txt', 'suyo-3.txt']) {
      await uploadReady(env, bea.token, txt(CONTRATO), name);
    }
    for (let i = 0; i < 2; i++) {
      const r = await env.call('POST', '/document/analyze', {
        token: bea.token,
        body: { document_filename: 'suyo-1.txt', analysis_type: 'resumen' },
      });
      expect(r.status).toBe(200);
    }

    const { status, body } = await activity(ana.token);
    expect(status).toBe(200);
    const { data } = body;
    expect(data.series.at(-1)).toEqual({ date: data.today, documents: 2, analyses: 1, reports: 1 });
    expect(data.series.slice(0, -1).every((d) => d.documents + d.analyses + d.reports === 0)).toBe(true);
    expect(data.totals).toEqual({ documents: 2, analyses: 1, reports: 1 });
    expect(data.usage).toMatchObject({ used: 1, limit: 5, plan: 'estudiante' });

    expect(data.recent).toHaveLength(4);
    const titles = data.recent.map((r) => `${r.type}:${r.title}`);
    expect(titles.sort()).toEqual(
      [
        'analysis:contrato.txt',
        'document:anexo.txt',
        'document:contrato.txt',
        'report:Demanda por impago de rentas',
      ].sort(),
    );
    const times = data.recent.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.recent.find((r) => r.type === 'analysis')).toMatchObject({
      kind: 'document_analysis',
      target: { type: 'document', id: lease.id },
    });
    expect(data.recent.find((r) => r.type === 'report')!.target).toEqual({ type: 'report', id: reportId });
    expect(JSON.stringify(data)).not.toContain('suyo');

    const beas = await activity(bea.token);
    expect(beas.body.data.totals).toEqual({ documents: 3, analyses: 2, reports: 0 });
    expect(beas.body.data.usage.used).toBe(2);
    expect(JSON.stringify(beas.body.data.recent)).not.toContain('contrato.txt');
  });

  it('keeps only the window: a row older than `days` is not counted, and `days` is checked', async () => {
    const ana = await env.user('ana');
    const db = env.base.database.db;
    const today = todayInSpain();
    // Noon UTC is the same calendar day in Spain.
    const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
    await db
      .insertInto('usage_events')
      .values([
        { user_id: ana.id, kind: 'draft', created_at: at(addDays(today, -2)) },
        { user_id: ana.id, kind: 'draft', created_at: at(addDays(today, -6)) },
        { user_id: ana.id, kind: 'review_grid', created_at: at(addDays(today, -40)) },
      ])
      .execute();

    const week = await activity(ana.token, '?days=7');
    expect(week.status).toBe(200);
    expect(week.body.data.series).toHaveLength(7);
    expect(week.body.data.totals.analyses).toBe(2);
    expect(week.body.data.series.find((d) => d.date === addDays(today, -2))!.analyses).toBe(1);
    expect(week.body.data.series[0]).toEqual({
      date: addDays(today, -6),
      documents: 0,
      analyses: 1,
      reports: 0,
    });
    const month = await activity(ana.token);
    expect(month.body.data.totals.analyses).toBe(2);
    // Every metered analysis is listed among the recent ones, drafts without a subject.
    expect(month.body.data.recent.map((r) => r.kind)).toEqual(['draft', 'draft', 'review_grid']);
    expect(month.body.data.recent[0]).toMatchObject({ type: 'analysis', title: '', target: null });

    for (const bad of ['0', '91', 'x', '2.5']) {
      const res = await env.call('GET', `/api/dashboard/activity?days=${bad}`, { token: ana.token });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(DASHBOARD_MESSAGES.days);
    }
    expect((await env.call('GET', '/api/dashboard/activity')).status).toBe(401);
  });
});
