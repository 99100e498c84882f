import { SAMPLE_CONTENT } from '@alegato/legal-nlp';
import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';

type Report = Record<string, unknown> & { id: string; status: string; generated_pdf_path: string | null };

async function body<T = Report>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** A completed report (enhanced with the embedded engine), so it allows a PDF. */
async function completedReport(env: AuthTestEnv, token: string): Promise<Report> {
  const created = await env.call('POST', '/api/reports/create', {
    token,
    body: {
      title: 'Demanda de reclamación de cantidad',
      template_id: 'demanda-civil',
      client_name: 'Laura Gómez Pérez',
      content: { ...SAMPLE_CONTENT['demanda-civil'] },
      enhance_with_ai: true,
    },
  });
  expect(created.status).toBe(201);
  const report = await body(created);
  expect(report.status).toBe('completed');
  return report;
}

/** 'PDF Mejorado': the viewer's request to the PDF service for a report. */
function pdfMejorado(env: AuthTestEnv, token: string, reportId: string, casoId = 'default') {
  return env.call('POST', '/api/pdf/generar-informe-legal', {
    token,
    body: {
      contenido_markdown: '# Demanda\n\nPRIMERO.- Hechos de la demanda con contenido suficiente.',
      titulo: 'Demanda de reclamación de cantidad',
      caso_id: casoId,
      metadata: {
        fecha: '23/11/2026',
        tipo_documento: 'Demanda civil',
        generado_por: 'Alegato',
        reporte_id: reportId,
      },
    },
  });
}

describeEachTarget("'PDF Mejorado' and the report status (ADR 0011)", (target) => {
  const env = useAuthEnv(target);

  it('a PDF rendered for a completed report makes it generated with the file path; the list filters by report', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const report = await completedReport(env, ana.token);
    const other = await completedReport(env, ana.token);
    const res = await pdfMejorado(env, ana.token, report.id);
    expect(res.status).toBe(200);
    const { archivo } = (await res.json()) as { archivo: string };
    const after = await body(await env.call('GET', `/api/reports/${report.id}`, { token: ana.token }));
    expect(after.status).toBe('generated');
    expect(after.generated_pdf_path).toBe(`/api/pdf/descargar/default/${archivo}`);
    // The other report is untouched, and its PDF list is empty while the report's has the file.
    expect((await body(await env.call('GET', `/api/reports/${other.id}`, { token: ana.token }))).status).toBe(
      'completed',
    );
    const mine = await env.call('GET', `/api/pdf/listar/default?reporte_id=${report.id}`, {
      token: ana.token,
    });
    expect(
      ((await mine.json()) as { informes: { filename: string }[] }).informes.map((i) => i.filename),
    ).toEqual([archivo]);
    const theirs = await env.call('GET', `/api/pdf/listar/default?reporte_id=${other.id}`, {
      token: ana.token,
    });
    expect(((await theirs.json()) as { total_informes: number }).total_informes).toBe(0);
    const all = await env.call('GET', '/api/pdf/listar/default', { token: ana.token });
    expect(((await all.json()) as { total_informes: number }).total_informes).toBe(1);
  });

  it("another user's report id, a draft or a malformed id changes nothing and the PDF is still made", async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const bea = await env.userOnPlan('ana', 'individual');
    const report = await completedReport(env, ana.token);
    expect((await pdfMejorado(env, bea.token, report.id)).status).toBe(200);
    expect(
      (await body(await env.call('GET', `/api/reports/${report.id}`, { token: ana.token }))).status,
    ).toBe('completed');
    const draft = await body(
      await env.call('POST', '/api/reports/create', {
        token: ana.token,
        body: { title: 'Borrador', template_id: 'demanda-civil' },
      }),
    );
    expect((await pdfMejorado(env, ana.token, draft.id)).status).toBe(200);
    expect((await body(await env.call('GET', `/api/reports/${draft.id}`, { token: ana.token }))).status).toBe(
      'draft',
    );
    expect((await pdfMejorado(env, ana.token, 'no-es-un-id')).status).toBe(200);
    const bad = await env.call('GET', '/api/pdf/listar/default?reporte_id=no-es-un-id', { token: ana.token });
    expect(((await bad.json()) as { total_informes: number }).total_informes).toBe(0);
  });
});
