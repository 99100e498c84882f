import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { uploadDocument, uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { CSV_BOM } from './csv.js';

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

const CONTRATO = [
  'CONTRATO DE ARRENDAMIENTO DE VIVIENDA',
  '',
  'En Jaén, a 1 de marzo de 2024.',
  '',
  'REUNIDOS: de una parte, Inmobiliaria Sur, S.L., arrendadora; de otra, Doña María López Ruiz, arrendataria.',
  '',
  'PRIMERA.- Renta. La renta mensual es de 750 euros, pagadera por meses anticipados; "dentro de los siete primeros días" de cada mes.',
  '',
  'SEGUNDA.- Fianza. La arrendataria entrega una fianza de 1.500 euros, que se devolverá a la finalización del contrato.',
].join('\n');

const QUESTIONS = [
  '¿Se imponen las costas?',
  '¿Cuál es la renta mensual?',
  '¿Cuál es la referencia catastral?',
];

type Cell = { answer: string; found: boolean; citations: { page: number; text: string }[] };
type Grid = {
  case: { id: string; title: string };
  questions: string[];
  documents: { id: string; filename: string }[];
  cells: Cell[][];
};

async function newCase(env: AuthTestEnv, token: string, title = 'Fianza calle Mayor'): Promise<string> {
  const res = await env.call('POST', '/cases', { token, body: { title } });
  return ((await res.json()) as { data: { case: { id: string } } }).data.case.id;
}

async function caseWithDocuments(env: AuthTestEnv, token: string) {
  const caseId = await newCase(env, token);
  const sentencia = await uploadReady(
    env,
    token,
    new Blob([SENTENCIA], { type: 'text/plain' }),
    'sentencia.txt',
    {
      case_id: caseId,
    },
  );
  const contrato = await uploadReady(
    env,
    token,
    new Blob([CONTRATO], { type: 'text/plain' }),
    'contrato.txt',
    {
      case_id: caseId,
    },
  );
  return { caseId, sentencia, contrato };
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describeEachTarget('review grid', (target) => {
  const env = useAuthEnv(target);

  it('asks every question of every ready document of the case: cells with their pages, or not found', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const { caseId, sentencia, contrato } = await caseWithDocuments(env, ana.token);
    const res = await env.call('POST', '/legal/review_grid', {
      token: ana.token,
      body: { caso_id: caseId, user_id: ana.id, questions: QUESTIONS },
    });
    expect(res.status).toBe(200);
    const { success, data } = (await res.json()) as { success: boolean; data: Grid };
    expect(success).toBe(true);
    expect(data.case).toEqual({ id: caseId, title: 'Fianza calle Mayor' });
    expect(data.questions).toEqual(QUESTIONS);
    expect(data.documents).toEqual([
      { id: sentencia.id, filename: 'sentencia.txt' },
      { id: contrato.id, filename: 'contrato.txt' },
    ]);
    expect(data.cells).toHaveLength(2);
    for (const row of data.cells) expect(row).toHaveLength(3);
    const [[costas, , catastroS], [, renta, catastroC]] = data.cells as [Cell[], Cell[]];
    expect(costas!.found).toBe(true);
    expect(costas!.citations[0]).toMatchObject({ page: 1 });
    expect(costas!.citations[0]!.text).toContain('imposición de costas');
    expect(costas!.answer).toContain('(pág. 1)');
    expect(renta!.found).toBe(true);
    expect(renta!.citations[0]!.text).toContain('750 euros');
    for (const cell of [catastroS!, catastroC!]) {
      expect(cell).toEqual({
        answer: 'No he encontrado esta información en el documento.',
        found: false,
        citations: [],
      });
    }

    // Only some documents; the questions as form text, one per line (blank lines dropped).
    const some = await env.app.request('/legal/review_grid', {
      method: 'POST',
      headers: { authorization: `Bearer ${ana.token}` },
      body: form({ caso_id: caseId, questions: '¿Se imponen las costas?\n\n  ', document_ids: contrato.id }),
    });
    expect(some.status).toBe(200);
    const only = ((await some.json()) as { data: Grid }).data;
    expect(only.documents.map((d) => d.filename)).toEqual(['contrato.txt']);
    expect(only.questions).toEqual(['¿Se imponen las costas?']);
  });

  it('exports the grid as CSV for a Spanish Excel: BOM, semicolons, quoting, accents', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const { caseId } = await caseWithDocuments(env, ana.token);
    const questions = [
      '¿Cuál es la renta mensual?',
      '¿Se imponen las costas; a quién?',
      'Referencia "catastral"',
    ];
    const query = new URLSearchParams({ caso_id: caseId, questions: questions.join('\n') });
    const res = await env.call('GET', `/legal/review_grid.csv?${query}`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Documento;Pregunta 1: ¿Cuál es la renta mensual?;Pág.;"Pregunta 2: ¿Se imponen las costas; a quién?";Pág.;' +
        '"Pregunta 3: Referencia ""catastral""";Pág.',
    );
    expect(lines[1]).toMatch(/^sentencia\.txt;No consta;;.*imposición de costas.*;1;No consta;$/);
    // The contract's rent clause holds a `;` and quotes: the field is quoted and its quotes doubled.
    expect(lines[2]).toContain(
      '"PRIMERA.- Renta. La renta mensual es de 750 euros, pagadera por meses anticipados; ""dentro de los siete primeros días"" de cada mes.";1;',
    );
    expect(lines[2]).not.toContain('«');
    expect(lines.at(-1)).toBe('');

    // The same through the POST with format=csv.
    const posted = await env.call('POST', '/legal/review_grid', {
      token: ana.token,
      body: { caso_id: caseId, questions, format: 'csv' },
    });
    expect(posted.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await posted.arrayBuffer())).toBe(text);
  });

  it('refuses bad questions, a missing case and bad document ids with a Spanish 400', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const caseId = await newCase(env, ana.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ caso_id: caseId }, 'Escribe al menos una pregunta para comparar los documentos.'],
      [{ caso_id: caseId, questions: [] }, 'Escribe al menos una pregunta para comparar los documentos.'],
      [
        { caso_id: caseId, questions: '  \n ' },
        'Escribe al menos una pregunta para comparar los documentos.',
      ],
      [
        { caso_id: caseId, questions: [' ', ''] },
        'Escribe al menos una pregunta para comparar los documentos.',
      ],
      [{ caso_id: caseId, questions: 42 }, 'Escribe al menos una pregunta para comparar los documentos.'],
      [
        { caso_id: caseId, questions: Array.from({ length: 11 }, (_, i) => `¿Pregunta ${i}?`) },
        'Puedes hacer como máximo 10 preguntas a la vez.',
      ],
      [
        { caso_id: caseId, questions: ['¿Fallo?', 'x'.repeat(501)] },
        'Cada pregunta puede tener como máximo 500 caracteres.',
      ],
      [{ questions: ['¿Fallo?'] }, 'Indica el caso cuyos documentos quieres comparar (caso_id).'],
      [
        { caso_id: ' ', questions: ['¿Fallo?'] },
        'Indica el caso cuyos documentos quieres comparar (caso_id).',
      ],
      [
        { caso_id: caseId, questions: ['¿Fallo?'], document_ids: ['no-es-un-id'] },
        'document_ids debe ser una lista de identificadores de documentos del caso.',
      ],
      [{ caso_id: caseId, questions: ['¿Fallo?'], format: 'xlsx' }, 'format debe ser json o csv.'],
    ];
    for (const [body, message] of cases) {
      const res = await env.call('POST', '/legal/review_grid', { token: ana.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message, JSON.stringify(body)).toBe(message);
    }
    // Exactly 10 questions of 500 characters are fine (the case simply has no documents yet: 409).
    const edge = await env.call('POST', '/legal/review_grid', {
      token: ana.token,
      body: { caso_id: caseId, questions: Array.from({ length: 10 }, () => 'x'.repeat(500)) },
    });
    expect(edge.status).toBe(409);
    const csv = await env.call('GET', `/legal/review_grid.csv?caso_id=${caseId}`, { token: ana.token });
    expect(csv.status).toBe(400);
  });

  it('answers 409 without ready documents, 404 for an unknown, foreign or invalid case or document', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const eva = await env.userOnPlan('eva', 'empresarial');
    const caseId = await newCase(env, ana.token);
    const empty = await env.call('POST', '/legal/review_grid', {
      token: ana.token,
      body: { caso_id: caseId, questions: ['¿Fallo?'] },
    });
    expect(empty.status).toBe(409);
    expect(((await empty.json()) as { message: string }).message).toBe(
      'El caso no tiene documentos listos para comparar: súbelos en Documentos y espera a que estén listos.',
    );
    // A document still processing is not asked (ingestion not started).
    const pending = await uploadDocument(
      env,
      ana.token,
      new Blob([SENTENCIA], { type: 'text/plain' }),
      'p.txt',
      {
        case_id: caseId,
      },
    );
    expect(pending.status).toBe(202);
    expect(
      (
        await env.call('POST', '/legal/review_grid', {
          token: ana.token,
          body: { caso_id: caseId, questions: ['¿Fallo?'] },
        })
      ).status,
    ).toBe(409);

    for (const id of [caseId, '7d1f1d3e-0000-4000-8000-000000000000', 'no-es-un-uuid']) {
      const res = await env.call('POST', '/legal/review_grid', {
        token: eva.token,
        body: { caso_id: id, questions: ['¿Fallo?'] },
      });
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Caso no encontrado');
      const csv = await env.call('GET', `/legal/review_grid.csv?caso_id=${id}&questions=x`, {
        token: eva.token,
      });
      expect(csv.status, id).toBe(404);
    }
    // Eva's own case asking about Ana's document: not in the case, 404.
    const evaCase = await newCase(env, eva.token, 'Otro');
    const pendingId = ((await pending.json()) as { data: { document: { id: string } } }).data.document.id;
    const foreignDoc = await env.call('POST', '/legal/review_grid', {
      token: eva.token,
      body: { caso_id: evaCase, questions: ['¿Fallo?'], document_ids: [pendingId] },
    });
    expect(foreignDoc.status).toBe(404);
    // Someone else's user_id 403; no token 401.
    const other = await env.call('POST', '/legal/review_grid', {
      token: eva.token,
      body: { caso_id: evaCase, user_id: ana.id, questions: ['¿Fallo?'] },
    });
    expect(other.status).toBe(403);
    const anonymous = await env.call('POST', '/legal/review_grid', {
      body: { caso_id: caseId, questions: ['¿Fallo?'] },
    });
    expect(anonymous.status).toBe(401);
    expect((await env.call('GET', `/legal/review_grid.csv?caso_id=${caseId}&questions=x`)).status).toBe(401);
    // `/legal/case_analysis` still answers beside it.
    expect(
      (await env.call('POST', '/legal/case_analysis', { token: ana.token, body: { caso_id: caseId } }))
        .status,
    ).toBe(409);
  });
});
