import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnhanceResponseSchema, ReportSchema } from '@alegato/domain';
import { SAMPLE_CONTENT } from '@alegato/legal-nlp';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { createCapturingLogger, describeEachTarget } from '../../../test/targets.js';
import { makeTestTmpDir } from '../../../test/tmp.js';
import { createReportsBackground } from './background.js';

const { logger } = createCapturingLogger();

type Report = Record<string, unknown> & { id: string; status: string };

async function body<T = Report>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

async function createDemanda(
  env: AuthTestEnv,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Report> {
  const res = await env.call('POST', '/api/reports/create', {
    token,
    body: {
      title: 'Demanda de reclamación de cantidad',
      template_id: 'demanda-civil',
      client_name: 'Laura Gómez Pérez',
      content: { ...SAMPLE_CONTENT['demanda-civil'] },
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return body(res);
}

/** Polls the report until `done` holds (at most ~60 s). */
async function waitFor(
  env: AuthTestEnv,
  token: string,
  id: string,
  done: (r: Report) => boolean,
): Promise<Report> {
  for (let i = 0; i < 240; i++) {
    const r = await body(await env.call('GET', `/api/reports/${id}`, { token }));
    if (done(r)) return r;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('timed out waiting for the report');
}

describeEachTarget('reports status machine, enhancement and PDF job', (target) => {
  const env = useAuthEnv(target);

  it('enhances with the embedded engine: completed, score ≥ 0.9, the legal sections, once only', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const r = await createDemanda(env, ana.token);
    const res = await env.call('POST', `/api/reports/enhance/${r.id}`, { token: ana.token, body: {} });
    expect(res.status).toBe(200);
    const result = EnhanceResponseSchema.parse(await body(res));
    expect(result.quality_score).toBeGreaterThanOrEqual(0.9);
    expect(result.report).toMatchObject({
      status: 'completed',
      ai_enhanced: true,
      ai_quality_score: result.quality_score,
    });
    const html = result.report.generated_html ?? '';
    for (const section of ['HECHOS', 'FUNDAMENTOS DE DERECHO', 'SUPLICO', 'PRIMERO.-'])
      expect(html).toContain(section);
    expect(result.report.ai_processed_at).not.toBeNull();
    const again = await env.call('POST', `/api/reports/enhance/${r.id}`, { token: ana.token, body: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'conflict',
      message: 'Este informe ya fue mejorado con IA o su estado no permite mejorarlo',
    });
  });

  it('walks the status machine through the API with Spanish 409s', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const r = await createDemanda(env, ana.token);
    const put = (b: Record<string, unknown>) =>
      env.call('PUT', `/api/reports/${r.id}`, { token: ana.token, body: b });
    const expect409 = async (res: Response, message: string) => {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'conflict', message });
    };
    await expect409(
      await put({ status: 'completed' }),
      'Para marcar el informe como completado debe tener contenido generado',
    );
    await expect409(await put({ status: 'sent' }), 'Transición de estado no permitida: draft → sent');
    await expect409(
      await put({ status: 'generated' }),
      'Transición de estado no permitida: draft → generated',
    );
    await expect409(
      await env.call('POST', `/api/reports/generate-pdf/${r.id}`, { token: ana.token, body: {} }),
      'Para generar el PDF el informe debe estar completado, con contenido generado y sin un PDF anterior',
    );
    await expect409(
      await env.call('GET', `/api/reports/download-pdf/${r.id}`, { token: ana.token }),
      'El informe todavía no tiene un PDF generado',
    );

    const saved = await put({
      generated_html: '<h1>DEMANDA</h1><p>Texto</p>',
      lastModified: '2000-01-01T00:00:00Z',
      autoSave: true,
    });
    expect(saved.status).toBe(200);
    expect(ReportSchema.parse(await body(saved))).toMatchObject({
      status: 'draft',
      generated_html: '<h1>DEMANDA</h1><p>Texto</p>',
    });
    const completed = await body(await put({ status: 'completed' }));
    expect(completed.status).toBe('completed');
    await expect409(
      await put({ title: 'Otro título' }),
      'El informe no se puede editar en estado Completado. Solo se editan los borradores y los informes con error.',
    );
    const edited = await body(
      await put({ generated_html: '<p>Cambio</p>', lastModified: new Date().toISOString(), autoSave: false }),
    );
    expect(edited).toMatchObject({ status: 'completed', generated_html: '<p>Cambio</p>' });
    await expect409(await put({ status: 'draft' }), 'Transición de estado no permitida: completed → draft');
  });

  it('records a failed enhancement as error with the message', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const r = await createDemanda(env, ana.token);
    const db = env.base.database.db;
    await db
      .updateTable('reports')
      .set({ template_id: 'plantilla-retirada' })
      .where('id', '=', r.id)
      .execute();
    const res = await env.call('POST', `/api/reports/enhance/${r.id}`, { token: ana.token, body: {} });
    expect(res.status).toBe(400);
    const reports = createReportsBackground({
      db,
      config: env.base.config,
      logger: logger,
      enhancer: {
        enhance: () => Promise.reject(new Error('El proveedor de IA no respondió a tiempo (60 s).')),
      },
    });
    await db.updateTable('reports').set({ template_id: 'demanda-civil' }).where('id', '=', r.id).execute();
    const { runEnhancement, getReport } = await import('./service.js');
    await expect(
      runEnhancement(reports.deps, ana.id, await getReport(reports.deps, ana.id, r.id)),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Error al mejorar el informe con IA: El proveedor de IA no respondió a tiempo (60 s).',
    });
    const after = await body(await env.call('GET', `/api/reports/${r.id}`, { token: ana.token }));
    expect(after).toMatchObject({
      status: 'error',
      ai_enhanced: false,
      error_message: 'Error al mejorar el informe con IA: El proveedor de IA no respondió a tiempo (60 s).',
    });
    // From error: edits are allowed again and bring it back to draft.
    const edited = await body(
      await env.call('PUT', `/api/reports/${r.id}`, { token: ana.token, body: { description: 'Reintento' } }),
    );
    expect(edited).toMatchObject({ status: 'draft', error_message: null });
  });

  it('creates with AI and PDF, runs the report-pdf job, downloads the PDF by its signed link, then sent', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const caseRes = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Obra de Serrano' },
    });
    const caseId = ((await caseRes.json()) as { data: { case: { id: string } } }).data.case.id;
    const runner = createReportsBackground({
      db: env.base.database.db,
      config: env.base.config,
      logger: logger,
      files: env.background.files,
    });
    runner.start();
    try {
      const r = await createDemanda(env, ana.token, {
        case_id: caseId,
        enhance_with_ai: true,
        generate_pdf: true,
      });
      expect(r).toMatchObject({ status: 'completed', ai_enhanced: true });
      const done = await waitFor(env, ana.token, r.id, (x) => x.status !== 'completed');
      expect(done.status).toBe('generated');
      expect(done.generated_pdf_path).toMatch(
        new RegExp(`^/api/pdf/descargar/${caseId}/[A-Za-z0-9._-]+\\.pdf$`),
      );

      const link = await env.call('GET', `/api/reports/download-pdf/${r.id}`, { token: ana.token });
      expect(link.status).toBe(200);
      const { download_url } = await body<{ download_url: string }>(link);
      expect(download_url).toMatch(/firma=/);
      const pdf = await env.call('GET', download_url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
      const dir = makeTestTmpDir('alegato-report-pdf-');
      const file = join(dir, 'informe.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Demanda de reclamación de cantidad');
      expect(text).toMatch(/Página 1 de \d+/);

      const again = await env.call('POST', `/api/reports/generate-pdf/${r.id}`, {
        token: ana.token,
        body: {},
      });
      expect(again.status).toBe(409);
      const sent = await env.call('PUT', `/api/reports/${r.id}`, {
        token: ana.token,
        body: { status: 'sent' },
      });
      expect(await body(sent)).toMatchObject({ status: 'sent' });
      const locked = await env.call('PUT', `/api/reports/${r.id}`, {
        token: ana.token,
        body: { generated_html: '<p>x</p>', lastModified: new Date().toISOString(), autoSave: true },
      });
      expect(locked.status).toBe(409);

      // Deleting the report deletes its PDF rows.
      const db = env.base.database.db;
      expect(
        await db.selectFrom('pdf_files').select('id').where('report_id', '=', r.id).execute(),
      ).toHaveLength(1);
      expect((await env.call('DELETE', `/api/reports/${r.id}`, { token: ana.token })).status).toBe(200);
      expect(await db.selectFrom('pdf_files').select('id').where('report_id', '=', r.id).execute()).toEqual(
        [],
      );
    } finally {
      await runner.close();
    }
  });

  it('generates the PDF on request (202), and an editor save after it returns to completed without the PDF', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const runner = createReportsBackground({
      db: env.base.database.db,
      config: env.base.config,
      logger: logger,
      files: env.background.files,
    });
    const r = await createDemanda(env, ana.token, { enhance_with_ai: true });
    const queued = await env.call('POST', `/api/reports/generate-pdf/${r.id}`, {
      token: ana.token,
      body: {},
    });
    expect(queued.status).toBe(202);
    const q = await body<{ queued: boolean; job_id: string }>(queued);
    expect(q.queued).toBe(true);
    const twice = await body<{ job_id: string }>(
      await env.call('POST', `/api/reports/generate-pdf/${r.id}`, { token: ana.token, body: {} }),
    );
    expect(twice.job_id).toBe(q.job_id);
    runner.start();
    try {
      const done = await waitFor(env, ana.token, r.id, (x) => x.status === 'generated');
      expect(done.generated_pdf_path).toMatch(/^\/api\/pdf\/descargar\/default\//);
    } finally {
      await runner.close();
    }
    const saved = await body(
      await env.call('PUT', `/api/reports/${r.id}`, {
        token: ana.token,
        body: { generated_html: '<p>Corrección</p>', lastModified: new Date().toISOString(), autoSave: true },
      }),
    );
    expect(saved).toMatchObject({ status: 'completed', generated_pdf_path: null, ai_enhanced: true });
  });
});
