import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';

const DEMANDA = [
  'AL JUZGADO DE PRIMERA INSTANCIA DE JAÉN',
  '',
  'DEMANDA DE JUICIO VERBAL',
  '',
  'Doña María López Ruiz, como demandante, formula demanda contra Inmobiliaria Sur, S.L., demandada, en reclamación de 3.000 euros.',
  '',
  'HECHOS',
  '',
  'PRIMERO.- El 1 de marzo de 2024 las partes firmaron el contrato de arrendamiento de la vivienda.',
  '',
  'SEGUNDO.- La demandada no devolvió la fianza de 1.500 euros a la finalización del contrato el 28 de febrero de 2025.',
  '',
  'FUNDAMENTOS DE DERECHO',
  '',
  'Es aplicable el artículo 36 de la Ley 29/1994, de Arrendamientos Urbanos, y el artículo 1902 del Código Civil.',
].join('\n');

const SENTENCIA = [
  'JUZGADO DE PRIMERA INSTANCIA Nº 2 DE JAÉN',
  '',
  'SENTENCIA Nº 45/2025',
  '',
  'En Jaén, a 10 de junio de 2025.',
  '',
  'Vistos los autos de juicio verbal seguidos a instancia de Doña María López Ruiz, demandante, contra Inmobiliaria Sur, S.L., demandada.',
  '',
  'FALLO',
  '',
  'Que debo estimar y estimo la demanda interpuesta por Doña María López Ruiz y condeno a Inmobiliaria Sur, S.L. a abonar 3.000 euros, con imposición de costas a la parte demandada.',
  '',
  'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
].join('\n');

type Data = {
  analysis_type: string;
  documents_analyzed: number;
  total_chars: number;
  created_at: string;
  summary: string;
  analysis: {
    documents: { filename: string; type: string }[];
    parties: { name: string; roles: string[]; documents: string[]; client: boolean }[];
    timeline: { date: string; document: string; page: number }[];
    decisions: { fallo: string | null; costas: string | null; page: number }[];
    deadlines: { written: string; due: string | null }[];
    strengths: { message: string }[];
    norms: { citation: string; status: string }[];
  };
};

describeEachTarget('case analysis', (target) => {
  const env = useAuthEnv(target);

  it('analyses every document of the case and brings them together; the wizard reads the newest', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const created = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Fianza calle Mayor', client_name: 'María López Ruiz' },
    });
    const caseId = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    const before = await env.call('GET', `/case-analysis/${caseId}/${ana.id}`, { token: ana.token });
    expect(await before.json()).toMatchObject({ success: false, data: null });
    expect(
      (await env.call('POST', '/legal/case_analysis', { token: ana.token, body: { caso_id: caseId } }))
        .status,
    ).toBe(409);

    for (const [name, text] of [
      ['demanda.txt', DEMANDA],
      ['sentencia.txt', SENTENCIA],
    ] as const) {
      await uploadReady(env, ana.token, new Blob([text], { type: 'text/plain' }), name, { case_id: caseId });
    }
    const res = await env.call('POST', '/legal/case_analysis', {
      token: ana.token,
      body: { caso_id: caseId, user_id: ana.id, analysis_type: 'completo' },
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Data };
    expect(data).toMatchObject({ analysis_type: 'complete', documents_analyzed: 2 });
    expect(data.total_chars).toBe(DEMANDA.length + SENTENCIA.length - 0);
    const a = data.analysis;
    expect(a.documents.map((d) => [d.filename, d.type])).toEqual([
      ['demanda.txt', 'demanda'],
      ['sentencia.txt', 'sentencia'],
    ]);
    // One party across both documents, recognised as the case's client.
    const maria = a.parties.find((p) => /María López Ruiz/.test(p.name));
    expect(maria).toMatchObject({ client: true, documents: ['demanda.txt', 'sentencia.txt'] });
    expect(maria?.roles).toContain('demandante');
    // One timeline in date order, each event with its document.
    const dates = a.timeline.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(expect.arrayContaining(['2024-03-01', '2025-02-28', '2025-06-10']));
    // The decision, good for the client; the appeal deadline computed from the judgment's date.
    expect(a.decisions).toEqual([
      expect.objectContaining({ fallo: 'estima', costas: expect.stringMatching(/impuestas/) }),
    ]);
    expect(a.strengths.map((s) => s.message).join(' ')).toMatch(
      /sentencia\.txt: el fallo estima lo que pide María López Ruiz/,
    );
    expect(a.deadlines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ written: 'veinte días hábiles', due: '2025-07-08' }),
      ]),
    );
    expect(a.norms.map((n) => n.citation).join(' ')).toMatch(/1902/);
    // The summary the wizard copies: sections with documents and pages.
    expect(data.summary).toMatch(
      /^Análisis del caso «Fianza calle Mayor» — 2 documentos \(análisis completo\)/,
    );
    for (const section of [
      'Documentos',
      'Partes',
      'Cronología',
      'Importes',
      'Normas aplicables',
      'Plazos',
      'Fortalezas',
    ])
      expect(data.summary).toContain(`\n${section}\n`);
    expect(data.summary).toMatch(/\(sentencia\.txt, pág\. 1\)/);

    const got = await env.call('GET', `/case-analysis/${caseId}/${ana.id}`, { token: ana.token });
    expect(got.status).toBe(200);
    const served = (await got.json()) as { success: boolean; data: Data };
    expect(served.success).toBe(true);
    expect(served.data.summary).toBe(data.summary);
    expect(served.data.created_at).toBe(data.created_at);
  });

  it('refuses unknown, foreign and malformed requests', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    const created = await env.call('POST', '/cases', { token: bea.token, body: { title: 'Caso de Bea' } });
    const beaCase = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    const call = (body: Record<string, unknown>) =>
      env.call('POST', '/legal/case_analysis', { token: ana.token, body });
    expect((await call({ caso_id: beaCase })).status).toBe(404);
    expect((await call({ caso_id: 'no-es-un-id' })).status).toBe(404);
    const bad = await call({ caso_id: beaCase, analysis_type: 'profundo' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('analysis_type debe ser basic, complete o expert.');
    expect((await call({ caso_id: beaCase, user_id: bea.id })).status).toBe(403);
    expect((await env.call('POST', '/legal/case_analysis', { body: { caso_id: beaCase } })).status).toBe(401);
    // The public legal pages under /legal stay public.
    expect(
      (await env.app.request('/legal/legal-notice', { headers: { accept: 'text/html' } })).status,
    ).not.toBe(401);
  });
});
