import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import type { NewHistoryEntry } from './repo.js';
import { historyWriter } from './writer.js';

const CONTRATO = [
  'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
  '',
  'En Jaén, a 1 de marzo de 2024.',
  '',
  'PRIMERA.- Renta. La renta mensual es de 750 euros, pagadera por meses anticipados.',
  '',
  'SEGUNDA.- Fianza. La arrendataria entrega una fianza de 1.500 euros, que se devolverá a la finalización del contrato.',
].join('\n');

interface Item {
  id: string;
  content: string;
  results: { id: string; title?: string; document_id?: string; page?: number }[];
  responseTimeMs: number;
  createdAt: string;
  type: string;
  filters: Record<string, unknown>;
  resultCount: number;
  documentId: string | null;
  caseId: string | null;
}
interface Page {
  queries: Item[];
  total: number;
  page: number;
  per_page: number;
  has_next: boolean;
  has_prev: boolean;
}

async function history(env: AuthTestEnv, token: string, query = ''): Promise<Page> {
  const res = await env.call('GET', `/api/queries/history${query ? `?${query}` : ''}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { success: boolean; data: Page };
  expect(body.success).toBe(true);
  return body.data;
}

async function search(env: AuthTestEnv, token: string, query: string, extra: Record<string, unknown> = {}) {
  const res = await env.call('POST', '/query/mixed', { token, body: { query, top_k: 5, ...extra } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { chunks: unknown[] };
}

describeEachTarget('query history', (target) => {
  const env = useAuthEnv(target);

  it('records a search and a document analysis with their counts, newest first', async () => {
    const ana = await env.user('ana');
    const doc = await uploadReady(
      env,
      ana.token,
      new Blob([CONTRATO], { type: 'text/plain' }),
      'contrato.txt',
    );
    const found = await search(env, ana.token, 'renta mensual');
    expect(found.chunks.length).toBeGreaterThan(0);
    const analysed = await env.call('POST', '/document/analyze', {
      token: ana.token,
      body: { document_filename: 'contrato.txt', analysis_type: 'resumen' },
    });
    expect(analysed.status).toBe(200);
    const { analysis_id } = ((await analysed.json()) as { data: { analysis_id: string } }).data;

    const page = await history(env, ana.token, `user_id=${ana.id}`);
    expect(page).toMatchObject({ total: 2, page: 1, per_page: 20, has_next: false, has_prev: false });
    const [analysis, searched] = page.queries as [Item, Item];
    expect(analysis).toMatchObject({
      type: 'document_analysis',
      content: 'contrato.txt',
      resultCount: 1,
      documentId: doc.id,
      caseId: null,
      filters: { analysis_type: 'resumen' },
      results: [{ id: analysis_id, title: 'contrato.txt', document_id: doc.id }],
    });
    expect(searched).toMatchObject({
      type: 'search',
      content: 'renta mensual',
      resultCount: found.chunks.length,
      filters: { top_k: 5 },
    });
    expect(searched.results[0]).toMatchObject({ document_id: doc.id, title: 'contrato.txt', page: 1 });
    expect(searched.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(searched.createdAt)).toBeLessThanOrEqual(Date.parse(analysis.createdAt));

    // An extraction query records its kind; a chat question its document and citations.
    const consulta = await env.call('POST', '/consulta/monetary', {
      token: ana.token,
      body: { query: 'fianza', collection: 'todas' },
    });
    expect(consulta.status).toBe(200);
    const chat = await env.call('POST', '/document/chat', {
      token: ana.token,
      body: { document_filename: doc.id, question: '¿Cuál es la renta mensual?' },
    });
    expect(chat.status).toBe(200);
    const [asked, extracted] = (await history(env, ana.token)).queries as [Item, Item];
    expect(extracted).toMatchObject({ type: 'consulta', content: 'fianza', filters: { kind: 'monetary' } });
    expect(extracted.resultCount).toBeGreaterThan(0);
    expect(asked).toMatchObject({ type: 'chat', content: '¿Cuál es la renta mensual?', documentId: doc.id });
    expect(asked.resultCount).toBeGreaterThan(0);
  });

  it("records a case analysis and a review grid with the case, a product's analysis with the document", async () => {
    const ana = await env.user('ana');
    // Every capability, so that depth and batch are not what this test is about.
    await env.base.database.db
      .updateTable('users')
      .set({ plan: 'empresarial' })
      .where('auth_user_id', '=', ana.id)
      .execute();
    const created = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Fianza calle Mayor' },
    });
    const caseId = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    const doc = await uploadReady(
      env,
      ana.token,
      new Blob([CONTRATO], { type: 'text/plain' }),
      'contrato.txt',
      {
        case_id: caseId,
      },
    );
    const analysed = await env.call('POST', '/legal/case_analysis', {
      token: ana.token,
      body: { caso_id: caseId, analysis_type: 'basico' },
    });
    expect(analysed.status, await analysed.clone().text()).toBe(201);
    const grid = await env.call('POST', '/legal/review_grid', {
      token: ana.token,
      body: { caso_id: caseId, questions: ['¿Cuál es la renta mensual?', '¿Hay fianza?'] },
    });
    expect(grid.status, await grid.clone().text()).toBe(200);
    const product = await env.call('POST', '/contratos/analyze', {
      token: ana.token,
      body: { document_filename: 'contrato.txt' },
    });
    expect(product.status, await product.clone().text()).toBe(200);

    const [contratos, reviewed, kase] = (await history(env, ana.token)).queries as [Item, Item, Item];
    expect(kase).toMatchObject({
      type: 'case_analysis',
      content: 'Fianza calle Mayor',
      caseId,
      resultCount: 1,
      filters: { analysis_type: 'basic' },
    });
    expect(reviewed).toMatchObject({
      type: 'review_grid',
      content: '¿Cuál es la renta mensual? · ¿Hay fianza?',
      caseId,
      resultCount: 1,
      filters: { questions: 2 },
      results: [{ document_id: doc.id, title: 'contrato.txt' }],
    });
    expect(contratos).toMatchObject({
      type: 'product_analysis',
      content: 'contrato.txt',
      documentId: doc.id,
      filters: { product: 'contratos', format_type: 'json' },
    });

    // The document's deletion keeps the row, without the link.
    expect((await env.call('DELETE', `/documents/${doc.id}`, { token: ana.token })).status).toBe(200);
    const after = (await history(env, ana.token, 'type=product_analysis')).queries[0]!;
    expect(after).toMatchObject({ id: contratos.id, documentId: null });
  });

  it('pages and filters by type, dates and text without case or accents', async () => {
    const ana = await env.user('ana');
    const texts = ['Indemnización por despido', 'renta antigua', 'DESPIDO improcedente', 'fianza', 'plazo'];
    for (const text of texts) await search(env, ana.token, text);
    // Spread the rows over three Madrid days.
    const db = env.base.database.db;
    await db
      .updateTable('query_history')
      .set({ created_at: '2026-03-01T10:00:00+01:00' })
      .where('content', 'in', ['Indemnización por despido', 'renta antigua'])
      .execute();
    await db
      .updateTable('query_history')
      .set({ created_at: '2026-03-02T23:30:00+01:00' })
      .where('content', '=', 'DESPIDO improcedente')
      .execute();

    const p1 = await history(env, ana.token, 'per_page=2');
    expect(p1).toMatchObject({ total: 5, page: 1, per_page: 2, has_next: true, has_prev: false });
    const p3 = await history(env, ana.token, 'per_page=2&page=3');
    expect(p3).toMatchObject({ total: 5, has_next: false, has_prev: true });
    expect(p3.queries).toHaveLength(1);
    const all = [
      ...p1.queries,
      ...(await history(env, ana.token, 'per_page=2&page=2')).queries,
      ...p3.queries,
    ];
    expect(new Set(all.map((q) => q.id)).size).toBe(5);

    const despido = await history(env, ana.token, `q=${encodeURIComponent('indemnizacion despido')}`);
    expect(despido.total).toBe(0); // the words are matched as one piece of text
    const accents = await history(env, ana.token, `q=${encodeURIComponent('INDEMNIZACION')}`);
    expect(accents.queries.map((q) => q.content)).toEqual(['Indemnización por despido']);
    const word = await history(env, ana.token, 'q=despido');
    expect(word.queries.map((q) => q.content)).toEqual(['DESPIDO improcedente', 'Indemnización por despido']);
    expect((await history(env, ana.token, `q=${encodeURIComponent('100%')}`)).total).toBe(0);

    const day = await history(env, ana.token, 'date_from=2026-03-02&date_to=2026-03-02');
    expect(day.queries.map((q) => q.content)).toEqual(['DESPIDO improcedente']);
    const range = await history(env, ana.token, 'date_from=2026-03-01&date_to=2026-03-02');
    expect(range.total).toBe(3);
    expect((await history(env, ana.token, 'type=search')).total).toBe(5);
    expect((await history(env, ana.token, 'type=chat')).total).toBe(0);

    for (const bad of ['per_page=101', 'page=0', 'type=otra', 'date_from=ayer']) {
      const res = await env.call('GET', `/api/queries/history?${bad}`, { token: ana.token });
      expect(res.status, bad).toBe(400);
    }
  });

  it("keeps another user's history invisible and undeletable; deletes one's own", async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    await search(env, ana.token, 'arrendamiento');
    const [row] = (await history(env, ana.token)).queries as [Item];

    expect((await history(env, bea.token)).total).toBe(0);
    const spying = await env.call('GET', `/api/queries/history?user_id=${ana.id}`, { token: bea.token });
    expect(spying.status).toBe(403);
    const foreign = await env.call('DELETE', `/api/queries/history/${row.id}`, { token: bea.token });
    expect(foreign.status).toBe(404);
    const unknown = await env.call('DELETE', '/api/queries/history/no-es-un-id', { token: ana.token });
    expect(unknown.status).toBe(404);
    expect((await history(env, ana.token)).total).toBe(1);

    const deleted = await env.call('DELETE', `/api/queries/history/${row.id}?user_id=${ana.id}`, {
      token: ana.token,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: 'Consulta eliminada del historial' });
    expect((await history(env, ana.token)).total).toBe(0);
    const again = await env.call('DELETE', `/api/queries/history/${row.id}`, { token: ana.token });
    expect(again.status).toBe(404);
    expect((await env.call('GET', '/api/queries/history')).status).toBe(401);
  });

  it('records nothing while recording is off, nor refused requests, GETs or /chat/start', async () => {
    const ana = await env.user('ana');
    const settings = async () => {
      const res = await env.call('GET', '/api/queries/history/settings', { token: ana.token });
      return ((await res.json()) as { data: { enabled: boolean } }).data.enabled;
    };
    expect(await settings()).toBe(true);
    const off = await env.call('PUT', '/api/queries/history/settings', {
      token: ana.token,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ success: true, data: { enabled: false } });
    expect(await settings()).toBe(false);
    await search(env, ana.token, 'renta');
    expect((await history(env, ana.token)).total).toBe(0);

    await env.call('PUT', '/api/queries/history/settings', { token: ana.token, body: { enabled: true } });
    expect(await settings()).toBe(true);
    const refused = await env.call('POST', '/query/mixed', { token: ana.token, body: { query: '' } });
    expect(refused.status).toBe(400);
    const missing = await env.call('POST', '/document/analyze', {
      token: ana.token,
      body: { document_filename: 'no-existe.pdf' },
    });
    expect(missing.status).toBe(404);
    const doc = await uploadReady(
      env,
      ana.token,
      new Blob([CONTRATO], { type: 'text/plain' }),
      'contrato.txt',
    );
    const started = await env.call('POST', '/chat/start', {
      token: ana.token,
      body: { document_filename: doc.id },
    });
    expect(started.status).toBe(201);
    expect((await env.call('GET', '/chat/sessions/' + ana.id, { token: ana.token })).status).toBe(200);
    expect((await history(env, ana.token)).total).toBe(0);
    const bad = await env.call('PUT', '/api/queries/history/settings', {
      token: ana.token,
      body: { enabled: 'x' },
    });
    expect(bad.status).toBe(400);

    // A question in the session is recorded with the session's document.
    const { session } = ((await started.json()) as { data: { session: { id: string } } }).data;
    const msg = await env.call('POST', `/chat/${session.id}/message`, {
      token: ana.token,
      body: { message: '¿Qué fianza se entrega?' },
    });
    expect(msg.status).toBe(200);
    const [asked] = (await history(env, ana.token)).queries as [Item];
    expect(asked).toMatchObject({
      type: 'chat',
      content: '¿Qué fianza se entrega?',
      documentId: doc.id,
      filters: { session_id: session.id },
    });
  });

  it('exports the history with the account and deletes it with the account', async () => {
    const email = `carla.${Date.now()}@despacho.es`;
    await env.signUpConfirmed(email, 'clave-de-carla-2026');
    const { access_token: token, user } = await env.signIn(email, 'clave-de-carla-2026');
    await search(env, token, 'desahucio');
    const exported = await env.call('GET', '/api/account/export', { token });
    const data = (await exported.json()) as { query_history: { content: string; type: string }[] };
    expect(data.query_history).toMatchObject([{ content: 'desahucio', type: 'search' }]);
    const gone = await env.call('DELETE', '/api/account', {
      token,
      body: { password: 'clave-de-carla-2026' },
    });
    expect(gone.status).toBe(204);
    const left = await env.base.database.db
      .selectFrom('query_history')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('writes rows that arrive within the gap after a write in one statement; a bad row fails alone', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    const db = env.base.database.db;
    await db
      .updateTable('users')
      .set({ history_enabled: false })
      .where('auth_user_id', '=', bea.id)
      .execute();
    let statements = 0;
    const counting = db.withPlugin({
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const writer = historyWriter(counting);
    const entry = (userId: string, content: string, documentId: string | null = null): NewHistoryEntry => ({
      userId,
      type: 'search',
      content,
      filters: { top_k: 5 },
      resultCount: 1,
      results: [{ id: '1', title: 'Ley' }],
      responseTimeMs: 3,
      documentId,
      caseId: null,
    });
    // The first goes at once; the five that arrive before the gap has passed go together.
    await Promise.all([
      ...['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((q) => writer.write(entry(ana.id, q))),
      writer.write(entry(bea.id, 'no se guarda')),
    ]);
    expect(statements).toBe(2);
    const listed = await history(env, ana.token, 'per_page=100');
    expect(listed.queries.map((q) => q.content).sort()).toEqual(['cinco', 'cuatro', 'dos', 'tres', 'uno']);
    expect(listed.queries[0]).toMatchObject({ filters: { top_k: 5 }, resultCount: 1, responseTimeMs: 3 });
    expect((await history(env, bea.token)).total).toBe(0);

    // A row that cannot be written (an id that is not a uuid) fails; the others of its group are written.
    statements = 0;
    const results = await Promise.allSettled([
      writer.write(entry(ana.id, 'seis')),
      writer.write(entry(ana.id, 'mala', 'no-es-un-uuid')),
      writer.write(entry(ana.id, 'siete')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toBe(4);
    const after = await history(env, ana.token, 'per_page=100');
    expect(after.total).toBe(7);
    expect(after.queries.map((q) => q.content)).not.toContain('mala');
  });

  it('lists every one of several searches made at once as soon as they answer', async () => {
    const ana = await env.user('ana');
    const questions = ['fianza', 'renta', 'desahucio', 'arrendamiento', 'contrato', 'vivienda'];
    await Promise.all(questions.map((q) => search(env, ana.token, q)));
    const page = await history(env, ana.token, `user_id=${ana.id}`);
    expect(page.total).toBe(questions.length);
    expect(page.queries.map((q) => q.content).sort()).toEqual([...questions].sort());
    for (const q of page.queries) expect(q).toMatchObject({ type: 'search', filters: { top_k: 5 } });
  });
});
