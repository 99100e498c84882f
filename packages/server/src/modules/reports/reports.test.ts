import { randomUUID } from 'node:crypto';
import {
  ReportListResponseSchema,
  ReportSchema,
  ReportSearchResponseSchema,
  ReportStatsSchema,
  TemplatesResponseSchema,
  TEMPLATE_IDS,
} from '@alegato/domain';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { syncTemplates, TEMPLATES_META_KEY } from './templates.js';

type Json = Record<string, unknown>;

async function data<T = Json>(res: Response): Promise<T> {
  const body = (await res.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** Creates a report through the API and returns it. */
async function create(env: AuthTestEnv, token: string, body: Json): Promise<Json & { id: string }> {
  const res = await env.call('POST', '/api/reports/create', {
    token,
    body: { template_id: 'demanda-civil', ...body },
  });
  if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
  return data(res);
}

describeEachTarget('reports API', (target) => {
  const env = useAuthEnv(target);

  it('creates, reads, updates partially and deletes a report (envelope, draft, template name)', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const res = await env.call('POST', '/api/reports/create', {
      token: ana.token,
      body: {
        title: '  Demanda por impago  ',
        description: 'Reclamación de rentas',
        template_id: 'contrato-arrendamiento',
        content: { hechos: 'El arrendatario dejó de pagar <b>tres</b> mensualidades.' },
        client_name: 'Inmuebles Sur, S.L.',
        user_id: ana.id,
      },
    });
    expect(res.status).toBe(201);
    const created = await data<Json & { id: string }>(res);
    expect(ReportSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      title: 'Demanda por impago',
      description: 'Reclamación de rentas',
      template_id: 'contrato-arrendamiento',
      content: { hechos: 'El arrendatario dejó de pagar tres mensualidades.' },
      client_name: 'Inmuebles Sur, S.L.',
      case_id: null,
      status: 'draft',
      ai_enhanced: false,
      ai_quality_score: null,
      generated_html: null,
      generated_pdf_path: null,
    });
    expect(typeof created.template_name).toBe('string');
    expect(created.template_name).not.toBe('');

    const got = await env.call('GET', `/api/reports/${created.id}`, { token: ana.token });
    expect(got.status).toBe(200);
    expect(await data(got)).toEqual(created);

    const put = await env.call('PUT', `/api/reports/${created.id}`, {
      token: ana.token,
      body: { title: 'Demanda de desahucio', client_name: '' },
    });
    expect(put.status).toBe(200);
    const updated = await data(put);
    expect(updated).toMatchObject({
      title: 'Demanda de desahucio',
      client_name: '',
      description: 'Reclamación de rentas',
      status: 'draft',
    });
    expect(Date.parse(updated.updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(created.updated_at as string),
    );

    const del = await env.call('DELETE', `/api/reports/${created.id}`, { token: ana.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ success: true, data: { deleted: true } });
    expect((await env.call('GET', `/api/reports/${created.id}`, { token: ana.token })).status).toBe(404);
  });

  it('answers Spanish validation errors with 400', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const cases: [Json, string][] = [
      [{ template_id: 'demanda-civil' }, 'El título es obligatorio'],
      [{ title: '   ', template_id: 'demanda-civil' }, 'El título es obligatorio'],
      [{ title: '<b></b>', template_id: 'demanda-civil' }, 'El título es obligatorio'],
      [
        { title: 'x'.repeat(201), template_id: 'demanda-civil' },
        'El título no puede superar los 200 caracteres.',
      ],
      [{ title: 'Informe' }, 'Selecciona una plantilla'],
      [{ title: 'Informe', template_id: 'no-existe' }, 'La plantilla seleccionada no existe'],
      [
        { title: 'Informe', template_id: 'demanda-civil', content: { hechos: 3 } },
        'El contenido debe ser un texto o un objeto de campos de texto',
      ],
      [
        { title: 'Informe', template_id: 'demanda-civil', enhance_with_ai: 'sí' },
        'enhance_with_ai debe ser verdadero o falso',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await env.call('POST', '/api/reports/create', { token: ana.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toMatchObject({ code: 'validation_error', message });
    }
    const r = await create(env, ana.token, { title: 'Informe' });
    const badPut = await env.call('PUT', `/api/reports/${r.id}`, {
      token: ana.token,
      body: { status: 'won' },
    });
    expect(badPut.status).toBe(400);
    expect(await badPut.json()).toMatchObject({
      message: 'El estado debe ser draft, completed, generated, sent o error.',
    });
    const empty = await env.call('PUT', `/api/reports/${r.id}`, { token: ana.token, body: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'No hay cambios que guardar' });
    const badSave = await env.call('PUT', `/api/reports/${r.id}`, {
      token: ana.token,
      body: { generated_html: '<p>x</p>', lastModified: 'ayer', autoSave: true },
    });
    expect(badSave.status).toBe(400);
    expect(await badSave.json()).toMatchObject({ message: 'lastModified debe ser una fecha ISO 8601' });
    const badList = await env.call('GET', '/api/reports/list?sort_by=size', { token: ana.token });
    expect(badList.status).toBe(400);
    expect(await badList.json()).toMatchObject({
      message: 'sort_by debe ser updated_at, title, created_at.',
    });
    const noQ = await env.call('GET', '/api/reports/search?q=%20', { token: ana.token });
    expect(noQ.status).toBe(400);
    expect(await noQ.json()).toMatchObject({ message: 'Escribe un texto para buscar' });
    const text = await env.call('POST', '/api/reports/create', {
      token: ana.token,
      headers: { 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(text.status).toBe(415);
  });

  it('never lets a client set the owner, id, status or AI fields on create', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const forged = randomUUID();
    const r = await create(env, ana.token, {
      title: 'Informe',
      id: forged,
      status: 'sent',
      ai_enhanced: true,
      ai_quality_score: 1,
      generated_html: '<p>x</p>',
      generated_pdf_path: '/etc/passwd',
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(r.id).not.toBe(forged);
    expect(r).toMatchObject({
      user_id: ana.id,
      status: 'draft',
      ai_enhanced: false,
      ai_quality_score: null,
      generated_html: null,
      generated_pdf_path: null,
    });
    expect(String(r.created_at).startsWith('2000')).toBe(false);
  });

  it("answers 404 for another user's report on every route, and never lists it (SECURITY 7)", async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.userOnPlan('bea', 'individual');
    const r = await create(env, ana.token, { title: 'Informe de Ana sobre arrendamiento' });
    for (const [method, path, body] of [
      ['GET', `/api/reports/${r.id}`, undefined],
      ['PUT', `/api/reports/${r.id}`, { title: 'Robado' }],
      [
        'PUT',
        `/api/reports/${r.id}`,
        { generated_html: '<p>x</p>', lastModified: new Date().toISOString(), autoSave: true },
      ],
      ['DELETE', `/api/reports/${r.id}`, undefined],
      ['POST', `/api/reports/enhance/${r.id}`, {}],
      ['POST', `/api/reports/generate-pdf/${r.id}`, {}],
      ['GET', `/api/reports/download-pdf/${r.id}`, undefined],
      ['GET', '/api/reports/not-a-uuid', undefined],
      ['PUT', '/api/reports/not-a-uuid', { title: 'x' }],
    ] as const) {
      const res = await env.call(method, path, { token: bea.token, body });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect(await res.json()).toMatchObject({ code: 'not_found', message: 'Informe no encontrado' });
    }
    const list = await data<{ reports: unknown[]; total: number }>(
      await env.call('GET', '/api/reports/list', { token: bea.token }),
    );
    expect(list).toMatchObject({ reports: [], total: 0 });
    const search = await data<{ reports: unknown[] }>(
      await env.call('GET', '/api/reports/search?q=arrendamiento', { token: bea.token }),
    );
    expect(search.reports).toEqual([]);
    const stats = await data<{ total_reports: number }>(
      await env.call('GET', '/api/reports/stats', { token: bea.token }),
    );
    expect(stats.total_reports).toBe(0);
    expect((await env.call('GET', `/api/reports/${r.id}`, { token: ana.token })).status).toBe(200);
  });

  it("links a report to the user's own case only; the report survives its case", async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.userOnPlan('bea', 'individual');
    const caseRes = await env.call('POST', '/cases', { token: ana.token, body: { title: 'Caso de Ana' } });
    const caseId = ((await caseRes.json()) as { data: { case: { id: string } } }).data.case.id;
    const beaCase = await env.call('POST', '/cases', { token: bea.token, body: { title: 'Caso de Bea' } });
    const beaCaseId = ((await beaCase.json()) as { data: { case: { id: string } } }).data.case.id;

    for (const case_id of [beaCaseId, randomUUID(), 'caso-1']) {
      const res = await env.call('POST', '/api/reports/create', {
        token: ana.token,
        body: { title: 'Informe', template_id: 'demanda-civil', case_id },
      });
      expect({ case_id, status: res.status }).toEqual({ case_id, status: 404 });
      expect(await res.json()).toMatchObject({ message: 'Caso no encontrado' });
    }
    const r = await create(env, ana.token, { title: 'Informe', case_id: caseId });
    expect(r.case_id).toBe(caseId);
    const moved = await env.call('PUT', `/api/reports/${r.id}`, {
      token: ana.token,
      body: { case_id: beaCaseId },
    });
    expect(moved.status).toBe(404);
    const unlinked = await data(
      await env.call('PUT', `/api/reports/${r.id}`, { token: ana.token, body: { case_id: '' } }),
    );
    expect(unlinked.case_id).toBeNull();
    await env.call('PUT', `/api/reports/${r.id}`, { token: ana.token, body: { case_id: caseId } });
    expect((await env.call('DELETE', `/cases/${caseId}`, { token: ana.token })).status).toBe(200);
    const after = await data(await env.call('GET', `/api/reports/${r.id}`, { token: ana.token }));
    expect(after.case_id).toBeNull();
  });

  it('lists with filters, the six sorts and pagination', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const db = env.base.database.db;
    const titles = ['Bravo', 'alfa', 'Charlie', 'Delta', 'Eco'];
    const ids: string[] = [];
    for (const [i, title] of titles.entries()) {
      const r = await create(env, ana.token, {
        title,
        template_id: i % 2 === 0 ? 'demanda-civil' : 'querella-penal',
      });
      ids.push(r.id);
    }
    // Distinct, known times: report i created i days ago and updated (5 - i) hours ago.
    for (const [i, id] of ids.entries()) {
      await db
        .updateTable('reports')
        .set({
          created_at: sql`now() - ${`${i} days`}::interval`,
          updated_at: sql`now() - ${`${5 - i} hours`}::interval`,
          ...(i === 1 ? { ai_enhanced: true, status: 'completed' as const, generated_html: '<p>x</p>' } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
    const list = async (qs: string) => {
      const res = await env.call('GET', `/api/reports/list?${qs}`, { token: ana.token });
      expect(res.status).toBe(200);
      const d = await data(res);
      expect(ReportListResponseSchema.safeParse(d).success).toBe(true);
      return d as {
        reports: { id: string; title: string }[];
        total: number;
        has_next: boolean;
        has_prev: boolean;
        page: number;
        per_page: number;
      };
    };
    const byTitle = (d: { reports: { title: string }[] }) => d.reports.map((r) => r.title);

    expect(byTitle(await list(''))).toEqual(['Eco', 'Delta', 'Charlie', 'alfa', 'Bravo']);
    expect(byTitle(await list('sort_by=updated_at&sort_order=asc'))).toEqual([
      'Bravo',
      'alfa',
      'Charlie',
      'Delta',
      'Eco',
    ]);
    expect(byTitle(await list('sort_by=created_at&sort_order=desc'))).toEqual([
      'Bravo',
      'alfa',
      'Charlie',
      'Delta',
      'Eco',
    ]);
    expect(byTitle(await list('sort_by=created_at&sort_order=asc'))).toEqual([
      'Eco',
      'Delta',
      'Charlie',
      'alfa',
      'Bravo',
    ]);
    const asc = byTitle(await list('sort_by=title&sort_order=asc'));
    expect(asc).toEqual(['alfa', 'Bravo', 'Charlie', 'Delta', 'Eco']);
    const desc = byTitle(await list('sort_by=title&sort_order=desc'));
    expect(desc).toEqual([...asc].reverse());

    const p1 = await list('per_page=2&page=1');
    expect(p1).toMatchObject({ total: 5, page: 1, per_page: 2, has_next: true, has_prev: false });
    const p3 = await list('per_page=2&page=3');
    expect(p3).toMatchObject({ total: 5, has_next: false, has_prev: true });
    expect(byTitle(p3)).toEqual(['Bravo']);
    expect((await list('per_page=2&page=9')).reports).toEqual([]);

    expect(byTitle(await list('template_filter=querella-penal'))).toEqual(['Delta', 'alfa']);
    expect(byTitle(await list('status_filter=completed'))).toEqual(['alfa']);
    expect(byTitle(await list('ai_enhanced=true'))).toEqual(['alfa']);
    expect((await list('ai_enhanced=false')).total).toBe(4);
    const madrid = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
        new Date(Date.now() - daysAgo * 86_400_000),
      );
    const ranged = await list(`date_from=${madrid(3)}&date_to=${madrid(1)}`);
    expect(byTitle(ranged).sort()).toEqual(['Charlie', 'Delta', 'alfa'].sort());
    expect((await list(`date_from=${madrid(-1)}`)).total).toBe(0);
  });

  it('searches title, client, description, content and HTML without accents, with highlights', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const a = await create(env, ana.token, {
      title: 'Contrato de Arrendamiento de vivienda',
      client_name: 'José Núñez',
      content: { inmueble: 'Piso en la calle Alcalá' },
    });
    const b = await create(env, ana.token, {
      title: 'Querella por estafa',
      template_id: 'querella-penal',
      description: 'Arrendamientos simulados',
    });
    await create(env, ana.token, {
      title: 'Recurso de apelación',
      content: { hechos: 'Sentencia de instancia' },
    });
    const search = async (q: string, extra = '') => {
      const res = await env.call('GET', `/api/reports/search?q=${encodeURIComponent(q)}${extra}`, {
        token: ana.token,
      });
      expect(res.status).toBe(200);
      const d = await data(res);
      expect(ReportSearchResponseSchema.safeParse(d).success).toBe(true);
      return d as {
        reports: { id: string }[];
        total: number;
        highlighted_results: { report_id: string; highlights: Record<string, string[]> }[];
      };
    };
    const r1 = await search('arrendamiento');
    expect(r1.total).toBe(2);
    expect(r1.reports.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(r1.highlighted_results[0]).toEqual({ report_id: a.id, highlights: { title: ['Arrendamiento'] } });
    expect(r1.highlighted_results[1]).toEqual({
      report_id: b.id,
      highlights: { description: ['Arrendamientos'] },
    });

    const r2 = await search('jose nunez');
    expect(r2.reports.map((r) => r.id)).toEqual([a.id]);
    expect(r2.highlighted_results[0]?.highlights).toEqual({ client_name: ['José', 'Núñez'] });
    const r3 = await search('ALCALA');
    expect(r3.highlighted_results[0]?.highlights).toEqual({ content: ['Alcalá'] });
    expect((await search('arrend')).total).toBe(2);
    expect((await search('inexistente')).total).toBe(0);
    expect(
      (await search('arrendamiento', '&template_filter=querella-penal')).reports.map((r) => r.id),
    ).toEqual([b.id]);

    // The HTML counts too, without its tags.
    await env.base.database.db
      .updateTable('reports')
      .set({ generated_html: '<p>Fundamentos <strong>jurídicos</strong></p>', status: 'completed' })
      .where('id', '=', b.id)
      .execute();
    const r4 = await search('juridicos');
    expect(r4.highlighted_results).toEqual([
      { report_id: b.id, highlights: { generated_html: ['jurídicos'] } },
    ]);
    expect((await search('strong')).total).toBe(0);
  });

  it('lists and searches with a plain-text summary and never the generated HTML; the detail has it', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const withHtml = await create(env, ana.token, { title: 'Demanda con HTML', content: { hechos: 'Nada' } });
    const body = 'Fundamentos de derecho. '.repeat(2000);
    const html = `<h1>DEMANDA</h1>\n<p>Hechos   &amp; <strong>fundamentos</strong>&nbsp;jurídicos</p><p>${body}</p>`;
    await env.base.database.db
      .updateTable('reports')
      .set({ generated_html: html, status: 'completed' })
      .where('id', '=', withHtml.id)
      .execute();
    const draft = await create(env, ana.token, {
      title: 'Borrador',
      content: { hechos: 'El arrendatario\n\n  dejó de pagar.', juzgado: 'Madrid' },
    });

    const list = await data<{ reports: Json[] }>(
      await env.call('GET', '/api/reports/list?sort_by=title&sort_order=asc', { token: ana.token }),
    );
    expect(ReportListResponseSchema.safeParse(list).success).toBe(true);
    expect(list.reports.map((r) => r.id)).toEqual([draft.id, withHtml.id]);
    for (const r of list.reports) expect(r).not.toHaveProperty('generated_html');
    const [d, h] = list.reports as [Json, Json];
    expect(d).toMatchObject({ has_generated_html: false, content: draft.content });
    expect(['El arrendatario dejó de pagar. Madrid', 'Madrid El arrendatario dejó de pagar.']).toContain(
      d.summary,
    );
    expect(h.has_generated_html).toBe(true);
    expect(
      String(h.summary).startsWith('DEMANDA Hechos & fundamentos jurídicos Fundamentos de derecho.'),
    ).toBe(true);
    expect(String(h.summary)).toHaveLength(240);
    expect(JSON.stringify(list).length).toBeLessThan(html.length);

    const search = await data<{ reports: Json[] }>(
      await env.call('GET', '/api/reports/search?q=demanda', { token: ana.token }),
    );
    expect(search.reports.map((r) => r.id)).toEqual([withHtml.id]);
    expect(search.reports[0]).not.toHaveProperty('generated_html');
    expect(search.reports[0]).toMatchObject({ summary: h.summary, has_generated_html: true });

    const detail = await data<Json>(
      await env.call('GET', `/api/reports/${withHtml.id}`, { token: ana.token }),
    );
    expect(detail.generated_html).toBe(html);
    expect(detail).not.toHaveProperty('summary');
  });

  it('computes stats in SQL with the domain semantics', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const db = env.base.database.db;
    const rs = [];
    for (const t of ['demanda-civil', 'demanda-civil', 'querella-penal', 'recurso-apelacion']) {
      rs.push(await create(env, ana.token, { title: 'Informe', template_id: t }));
    }
    await db
      .updateTable('reports')
      .set({ status: 'completed', ai_enhanced: true })
      .where('id', '=', rs[0]!.id)
      .execute();
    await db.updateTable('reports').set({ status: 'error' }).where('id', '=', rs[1]!.id).execute();
    await db
      .updateTable('reports')
      .set({
        status: 'sent',
        updated_at: sql`now() - interval '8 days'`,
        created_at: sql`now() - interval '70 days'`,
      })
      .where('id', '=', rs[2]!.id)
      .execute();
    const res = await env.call('GET', '/api/reports/stats', { token: ana.token });
    expect(res.status).toBe(200);
    const stats = await data(res);
    expect(ReportStatsSchema.safeParse(stats).success).toBe(true);
    expect(stats).toEqual({
      total_reports: 4,
      by_status: { draft: 1, completed: 1, generated: 0, sent: 1 },
      by_template: { 'demanda-civil': 2, 'querella-penal': 1, 'recurso-apelacion': 1 },
      ai_enhanced_count: 1,
      recent_activity: 3,
      this_month: 3,
    });
  });

  it('serves the six templates from the database with their fields; the sync is idempotent', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const res = await env.call('GET', '/api/reports/templates', { token: ana.token });
    expect(res.status).toBe(200);
    const d = await data(res);
    const parsed = TemplatesResponseSchema.parse(d);
    expect(parsed.total).toBe(6);
    expect(parsed.templates.map((t) => t.id).sort()).toEqual([...TEMPLATE_IDS].sort());
    for (const t of parsed.templates) {
      expect(t.name).not.toBe('');
      expect(t.fields.length).toBeGreaterThan(2);
      expect(t.fields.some((f) => f.required)).toBe(true);
    }
    const lease = parsed.templates.find((t) => t.id === 'contrato-arrendamiento');
    expect(lease?.fields.map((f) => f.type)).toEqual(expect.arrayContaining(['text', 'textarea']));

    const db = env.base.database.db;
    expect(await syncTemplates(db)).toBe(false);
    await db.updateTable('report_templates').set({ name: 'Cambiado' }).execute();
    await db.deleteFrom('app_meta').where('key', '=', TEMPLATES_META_KEY).execute();
    expect(await syncTemplates(db)).toBe(true);
    const again = TemplatesResponseSchema.parse(
      await data(await env.call('GET', '/api/reports/templates', { token: ana.token })),
    );
    expect(again).toEqual(parsed);
    const [x, y] = await Promise.all([
      syncTemplates(db, { templates: [], version: -1 }),
      syncTemplates(db, { templates: [], version: -1 }),
    ]);
    expect([x, y].sort()).toEqual([false, true]);
  });

  it('answers cache/invalidate honestly and a health with the templates count', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const inv = await env.call('POST', '/api/reports/cache/invalidate', { token: ana.token, body: {} });
    expect(inv.status).toBe(200);
    expect(await inv.json()).toEqual({ success: true, data: { invalidated: true } });
    const health = await data(await env.call('GET', '/api/reports/health', { token: ana.token }));
    expect(health).toMatchObject({ status: 'ok', templates: 6 });
  });

  it('exports the reports with the account and deletes them with it', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const r = await create(env, ana.token, { title: 'Informe para exportar' });
    const exp = (await (await env.call('GET', '/api/account/export', { token: ana.token })).json()) as {
      reports: { id: string; title: string }[];
    };
    expect(exp.reports).toEqual([expect.objectContaining({ id: r.id, title: 'Informe para exportar' })]);
    const del = await env.call('DELETE', '/api/account', {
      token: ana.token,
      body: { password: 'clave-de-ana-2026' },
    });
    expect(del.status).toBe(204);
    const left = await env.base.database.db
      .selectFrom('reports')
      .select('id')
      .where('user_id', '=', ana.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers the case analysis honestly: none yet for an own case, 404 for others, 403 for another user id', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.userOnPlan('bea', 'individual');
    const caseRes = await env.call('POST', '/cases', { token: ana.token, body: { title: 'Caso' } });
    const caseId = ((await caseRes.json()) as { data: { case: { id: string } } }).data.case.id;
    const own = await env.call('GET', `/case-analysis/${caseId}/${ana.id}`, { token: ana.token });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ success: false, data: null, message: 'No hay análisis disponible' });
    const foreign = await env.call('GET', `/case-analysis/${caseId}/${bea.id}`, { token: bea.token });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ success: false, data: null });
    expect((await env.call('GET', `/case-analysis/nope/${bea.id}`, { token: bea.token })).status).toBe(404);
    expect((await env.call('GET', `/case-analysis/${caseId}/${bea.id}`, { token: ana.token })).status).toBe(
      403,
    );
    expect((await env.call('GET', `/case-analysis/${caseId}/${ana.id}`)).status).toBe(401);
  });
});
