import type { AiRunDetail, AiRunPage, AiRunStats } from '@alegato/domain';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { createCapturingLogger, describeEachTarget } from '../../../test/targets.js';
import { createApp } from '../../app.js';
import { createReportsBackground } from '../reports/background.js';

const CONTRATO = [
  'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
  '',
  'En Jaén, a 1 de marzo de 2024.',
  '',
  'PRIMERA.- Renta. La renta mensual es de 750 euros, pagadera por meses anticipados.',
  '',
  'SEGUNDA.- Fianza. La arrendataria entrega una fianza de 1.500 euros, conforme al artículo 36 de la Ley 29/1994, de Arrendamientos Urbanos.',
].join('\n');

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

const runs = (env: AuthTestEnv, token: string, query = '') =>
  env
    .call('GET', `/api/supervisor/runs${query ? `?${query}` : ''}`, { token })
    .then((r) => json<AiRunPage>(r));

const upload = (env: AuthTestEnv, token: string, name: string, text = CONTRATO, fields = {}) =>
  uploadReady(env, token, new Blob([text], { type: 'text/plain' }), name, fields);

describeEachTarget('IA Supervisor', (target) => {
  const env = useAuthEnv(target);

  it('records a document analysis and a chat question with their passages and citations', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const doc = await upload(env, ana.token, 'contrato.txt');
    await json(
      await env.call('POST', '/document/comprehensive_legal_analysis', {
        token: ana.token,
        body: { document_filename: doc.id, analysis_depth: 'complete' },
      }),
    );
    await json(
      await env.call('POST', '/document/chat', {
        token: ana.token,
        body: { document_filename: 'contrato.txt', question: '¿Cuál es la renta mensual?' },
      }),
    );
    // Not AI work: a session start and a read.
    const { session } = await json<{ session: { id: string } }>(
      await env.call('POST', '/chat/start', { token: ana.token, body: { document_filename: doc.id } }),
      201,
    );
    await json(await env.call('GET', `/document/analysis/${doc.id}`, { token: ana.token }));
    // A question in a session: the document is the session's.
    await json(
      await env.call('POST', `/chat/${session.id}/message`, {
        token: ana.token,
        body: { message: '¿Qué fianza se entrega?' },
      }),
    );

    const page = await runs(env, ana.token);
    expect(page).toMatchObject({ total: 3, page: 1, per_page: 20 });
    const [message, chat, analysis] = page.runs;
    expect(message).toMatchObject({
      kind: 'chat',
      input_summary: '¿Qué fianza se entrega?',
      outcome: 'ok',
      document_id: doc.id,
      document_name: 'contrato.txt',
    });
    const inSession = await json<AiRunDetail>(
      await env.call('GET', `/api/supervisor/runs/${message?.id}`, { token: ana.token }),
    );
    expect(inSession.passages[0]).toMatchObject({ source: 'contrato.txt', page: 1 });
    expect(inSession.passages[0]?.text).toMatch(/fianza/);
    expect(analysis).toMatchObject({
      kind: 'comprehensive_analysis',
      input_summary: 'contrato.txt · complete',
      engine: 'embedded',
      outcome: 'ok',
      auth: 'token',
      document_id: doc.id,
      document_name: 'contrato.txt',
      cache: null,
    });
    expect(analysis?.passages_count).toBeGreaterThan(0);
    expect(analysis?.citations_count).toBeGreaterThan(0);
    // The LAU is not imported in this database: its citation is not verified.
    expect(analysis?.citations_failed).toBe(analysis?.citations_count);
    expect(chat).toMatchObject({
      kind: 'chat',
      input_summary: '¿Cuál es la renta mensual?',
      engine: 'embedded',
      outcome: 'ok',
      document_id: doc.id,
      citations_failed: 0,
    });
    expect(chat?.citations_count).toBeGreaterThan(0);

    const detail = await json<AiRunDetail>(
      await env.call('GET', `/api/supervisor/runs/${chat?.id}`, { token: ana.token }),
    );
    expect(detail.passages[0]).toMatchObject({ source: 'contrato.txt', page: 1 });
    expect(detail.passages[0]?.text).toMatch(/750 euros/);
    expect(detail.citations[0]).toMatchObject({ label: 'pág. 1', page: 1, article: null, verified: true });
    const full = await json<AiRunDetail>(
      await env.call('GET', `/api/supervisor/runs/${analysis?.id}`, { token: ana.token }),
    );
    expect(full.citations).toEqual(
      expect.arrayContaining([expect.objectContaining({ article: '36', verified: false })]),
    );
    // Never the document's text in the input summary; passages stay short.
    for (const p of full.passages) expect(p.text.length).toBeLessThanOrEqual(600);
    expect(full.passages.length).toBeLessThanOrEqual(10);
  });

  it('records refusals by the plan as refused and an unknown document as not_found', async () => {
    const eva = await env.user('eva');
    const doc = await upload(env, eva.token, 'c.txt');
    const refused = await env.call('POST', '/document/comprehensive_legal_analysis', {
      token: eva.token,
      body: { document_filename: doc.id, analysis_depth: 'expert' },
    });
    expect(refused.status).toBe(403);
    const { message } = (await refused.json()) as { message: string };
    expect(
      (
        await env.call('POST', '/document/analyze', {
          token: eva.token,
          body: { document_filename: 'no.pdf' },
        })
      ).status,
    ).toBe(404);
    // The month's five analyses used: the next one is refused (402).
    await env.base.database.db
      .insertInto('usage_events')
      .values(
        Array.from({ length: 5 }, () => ({
          user_id: eva.id,
          kind: 'document_analysis' as const,
          created_at: new Date(),
        })),
      )
      .execute();
    const over = await env.call('POST', '/document/analyze', {
      token: eva.token,
      body: { document_filename: doc.id },
    });
    expect(over.status).toBe(402);
    const page = await runs(env, eva.token);
    expect(page.runs.map((r) => [r.kind, r.outcome])).toEqual([
      ['document_analysis', 'refused'],
      ['document_analysis', 'not_found'],
      ['comprehensive_analysis', 'refused'],
    ]);
    expect((await runs(env, eva.token, 'outcome=refused')).total).toBe(2);
    const detail = await json<AiRunDetail>(
      await env.call('GET', `/api/supervisor/runs/${page.runs[2]?.id}`, { token: eva.token }),
    );
    expect(detail).toMatchObject({
      error: message,
      passages: [],
      citations: [],
      input_summary: `${doc.id} · expert`,
    });
  });

  it('lists runs with filters and pages; a run of another user is 404; stats count per day', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.user('bea');
    const doc = await upload(env, ana.token, 'contrato.txt');
    for (const question of ['¿Cuál es la renta?', '¿Qué fianza se entrega?', '¿Dónde se firma?']) {
      await json(
        await env.call('POST', '/document/chat', {
          token: ana.token,
          body: { document_filename: doc.id, question },
        }),
      );
    }
    expect(
      (await env.call('POST', '/document/analyze', { token: ana.token, body: { document_filename: 'x' } }))
        .status,
    ).toBe(404);

    const first = await runs(env, ana.token, 'per_page=2');
    expect(first).toMatchObject({ total: 4, page: 1, per_page: 2 });
    expect(first.runs).toHaveLength(2);
    const second = await runs(env, ana.token, 'per_page=2&page=2');
    expect(second.runs.map((r) => r.id)).not.toContain(first.runs[0]?.id);
    expect((await runs(env, ana.token, 'kind=chat')).total).toBe(3);
    expect((await runs(env, ana.token, 'outcome=not_found')).runs.map((r) => r.kind)).toEqual([
      'document_analysis',
    ]);
    expect((await runs(env, ana.token, 'q=fianza')).runs.map((r) => r.input_summary)).toEqual([
      '¿Qué fianza se entrega?',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await runs(env, ana.token, `from=${today}&to=${today}`)).total).toBe(4);
    expect((await runs(env, ana.token, 'to=2020-01-01')).total).toBe(0);
    expect((await env.call('GET', '/api/supervisor/runs?per_page=101', { token: ana.token })).status).toBe(
      400,
    );
    expect((await env.call('GET', '/api/supervisor/runs?kind=otra', { token: ana.token })).status).toBe(400);

    // Bea sees none of Ana's runs.
    expect((await runs(env, bea.token)).total).toBe(0);
    const foreign = await env.call('GET', `/api/supervisor/runs/${first.runs[0]?.id}`, { token: bea.token });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: string }).code).toBe('not_found');
    expect((await env.call('GET', '/api/supervisor/runs/nope', { token: ana.token })).status).toBe(404);

    const stats = await json<AiRunStats>(
      await env.call('GET', '/api/supervisor/stats?days=7', { token: ana.token }),
    );
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({
      date: today,
      runs: 4,
      errors: 0,
      cache_hits: 0,
      cache_lookups: 0,
    });
    expect(stats.days[0]).toMatchObject({ runs: 0, errors: 0, p95_ms: null });
    expect(stats.days.at(-1)?.p95_ms).toBeGreaterThanOrEqual(0);
    expect(stats.totals).toMatchObject({ runs: 4, errors: 0, cache_hit_rate: null });
    expect(
      (await json<AiRunStats>(await env.call('GET', '/api/supervisor/stats', { token: ana.token }))).days,
    ).toHaveLength(30);
    expect((await env.call('GET', '/api/supervisor/stats?days=91', { token: ana.token })).status).toBe(400);
    expect(
      (await json<AiRunStats>(await env.call('GET', '/api/supervisor/stats', { token: bea.token }))).totals
        .runs,
    ).toBe(0);
  });

  it('smart cache: a miss, then a hit, then a miss after an upload; per user; hit rate in the stats', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    await upload(env, ana.token, 'contrato.txt');
    type Answer = { cache: string; age_seconds: number; collection: string; answer: { chunks: unknown[] } };
    const ask = (token: string, body: Record<string, unknown>) =>
      env.call('POST', '/mcp/smart_cache', { token, body }).then((r) => json<Answer>(r));

    const miss = await ask(ana.token, { query: 'renta mensual' });
    expect(miss).toMatchObject({ cache: 'miss', age_seconds: 0, collection: 'all' });
    expect(miss.answer.chunks.length).toBeGreaterThan(0);
    // The same query, folded: a hit with the same answer.
    const hit = await ask(ana.token, { query: '  Renta   MENSUAL ' });
    expect(hit).toMatchObject({ cache: 'hit', answer: miss.answer });
    expect((await ask(ana.token, { query: 'renta mensual', force_refresh: 'true' })).cache).toBe('miss');
    // Bea's cache is her own: her search finds none of Ana's document.
    const theirs = await ask(bea.token, { query: 'renta mensual' });
    expect(theirs.cache).toBe('miss');
    expect(theirs.answer.chunks).toEqual([]);
    // Any upload changes the user's documents: the cached answer is no longer used.
    await upload(env, ana.token, 'anexo.txt', 'ANEXO. La renta mensual se actualiza cada año.');
    const after = await ask(ana.token, { query: 'renta mensual' });
    expect(after.cache).toBe('miss');
    expect(after.answer.chunks.length).toBeGreaterThan(miss.answer.chunks.length);

    const bad = await env.call('POST', '/mcp/smart_cache', { token: ana.token, body: { query: ' ' } });
    expect(bad.status).toBe(400);

    const page = await runs(env, ana.token, 'kind=search');
    expect(page.runs.map((r) => r.cache)).toEqual(['miss', 'miss', 'hit', 'miss']);
    const stats = await json<AiRunStats>(
      await env.call('GET', '/api/supervisor/stats?days=1', { token: ana.token }),
    );
    expect(stats.days[0]).toMatchObject({ cache_hits: 1, cache_lookups: 4 });
    expect(stats.totals.cache_hit_rate).toBe(0.25);
  });

  it('enhanced_analysis: a hit spends no analysis; a new document makes it a miss; a foreign case is 404', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.user('bea');
    const created = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Fianza calle Mayor' },
    });
    const caseId = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    await upload(env, ana.token, 'contrato.txt', CONTRATO, { case_id: caseId });
    const used = async () =>
      (await json<{ usage: { used: number } }>(await env.call('GET', '/api/plan', { token: ana.token })))
        .usage.used;
    type Enhanced = {
      cache: string;
      age_seconds: number;
      cached_at: string;
      analysis: { id: string; analysis_type: string };
    };
    const ask = (body: Record<string, unknown>, token = ana.token) =>
      env.call('POST', '/mcp/enhanced_analysis', { token, body });

    const before = await used();
    const miss = await json<Enhanced>(await ask({ caso_id: caseId, analysis_type: 'completo' }));
    expect(miss).toMatchObject({ cache: 'miss', age_seconds: 0, analysis: { analysis_type: 'complete' } });
    expect(await used()).toBe(before + 1);
    const hit = await json<Enhanced>(
      await ask({ caso_id: caseId, analysis_type: 'complete', use_cache: 'true' }),
    );
    expect(hit).toMatchObject({
      cache: 'hit',
      cached_at: miss.cached_at,
      analysis: { id: miss.analysis.id },
    });
    expect(await used()).toBe(before + 1);
    // Without the cache, or at another depth, it runs again (metered).
    expect((await json<Enhanced>(await ask({ caso_id: caseId, use_cache: 'false' }))).cache).toBe('miss');
    expect((await json<Enhanced>(await ask({ caso_id: caseId, analysis_type: 'basic' }))).cache).toBe('miss');
    expect(await used()).toBe(before + 3);
    // A document added to the case: the stored analysis is older than it.
    await upload(env, ana.token, 'anexo.txt', 'ANEXO. La renta mensual se actualiza cada año.', {
      case_id: caseId,
    });
    expect((await json<Enhanced>(await ask({ caso_id: caseId, analysis_type: 'basic' }))).cache).toBe('miss');

    expect((await ask({ caso_id: caseId }, bea.token)).status).toBe(404);
    expect((await ask({ caso_id: 'no' })).status).toBe(404);
    const page = await runs(env, ana.token, 'kind=case_analysis');
    expect(page.runs.map((r) => [r.cache, r.outcome, r.case_id])).toEqual([
      ['miss', 'ok', caseId],
      ['miss', 'ok', caseId],
      ['miss', 'ok', caseId],
      ['hit', 'ok', caseId],
      ['miss', 'ok', caseId],
    ]);
    expect((await runs(env, bea.token, 'kind=case_analysis')).runs.map((r) => r.outcome)).toEqual([]);
  });

  it('records a report enhancement by the configured model with its provider, model and quality score', async () => {
    const db = env.base.database.db;
    const { logger } = createCapturingLogger();
    const config = {
      ...env.base.config,
      ai: { ...env.base.config.ai, provider: 'anthropic' as const, model: 'claude-test' },
    };
    // The configured provider, faked (no network).
    const reports = createReportsBackground({
      db,
      config,
      logger,
      enhancer: {
        provider: 'anthropic',
        enhance: () =>
          Promise.resolve({ html: '<p>Redactado por el modelo</p>', score: 0.9, provider: 'anthropic' }),
      },
    });
    const app = createApp({
      config,
      db,
      logger,
      reports,
      background: env.background,
      legislationSearch: env.legislationSearch,
    });
    const ana = await env.userOnPlan('ana', 'individual');
    const request = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await request('/api/reports/create', {
      title: 'Demanda de reclamación',
      template_id: 'demanda-civil',
      content: {},
    });
    const { id } = await json<{ id: string }>(created, 201);
    await json(await request(`/api/reports/enhance/${id}`, {}));
    // An enhancement of an unknown report: not found.
    expect((await request('/api/reports/enhance/00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
    const page = await runs(env, ana.token, 'kind=enhancement');
    expect(page.runs.map((r) => [r.outcome, r.engine, r.quality_score])).toEqual([
      ['not_found', 'anthropic:claude-test', null],
      ['ok', 'anthropic:claude-test', expect.closeTo(0.9, 5)],
    ]);
    expect(page.runs[1]?.input_summary).toBe('Demanda de reclamación');
  });

  it('exports the runs and the cached queries with the account', async () => {
    const ana = await env.user('ana');
    await upload(env, ana.token, 'contrato.txt');
    await json(await env.call('POST', '/mcp/smart_cache', { token: ana.token, body: { query: 'renta' } }));
    const exported = (await (
      await env.call('GET', '/api/account/export', { token: ana.token })
    ).json()) as Record<string, unknown[]>;
    expect(exported.ai_runs).toEqual([
      expect.objectContaining({ kind: 'search', cache: 'miss', input_summary: 'renta' }),
    ]);
    expect(exported.smart_cache).toEqual([expect.objectContaining({ collection: 'all', query: 'renta' })]);
  });
});
