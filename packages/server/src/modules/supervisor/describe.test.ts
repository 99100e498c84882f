import { describe, expect, it } from 'vitest';
import { aiRunKindOf, describeAiRun, outcomeOf } from './describe.js';
import { engineName } from './record.js';

const DOC = '11111111-1111-4111-8111-111111111111';
const CASE = '22222222-2222-4222-8222-222222222222';
const SESSION = '33333333-3333-4333-8333-333333333333';

describe('aiRunKindOf', () => {
  it.each([
    ['/document/analyze', 'document_analysis'],
    ['/document/comprehensive_legal_analysis', 'comprehensive_analysis'],
    ['/document/chat', 'chat'],
    [`/chat/${SESSION}/message`, 'chat'],
    ['/document/draft', 'draft'],
    ['/legal/case_analysis', 'case_analysis'],
    ['/legal/review_grid', 'review_grid'],
    ['/api/reports/enhance/abc', 'enhancement'],
    ['/contratos/analyze', 'product_analysis'],
    ['/chat/start', undefined],
    ['/document/analysis/x', undefined],
    ['/upload', undefined],
  ])('%s → %s', (path, kind) => {
    expect(aiRunKindOf(path)).toBe(kind);
  });
});

describe('outcomeOf', () => {
  it.each([
    [200, 'ok'],
    [201, 'ok'],
    [402, 'refused'],
    [403, 'refused'],
    [404, 'not_found'],
    [400, 'error'],
    [409, 'error'],
    [502, 'error'],
  ])('%i → %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});

describe('engineName', () => {
  const config = { ai: { provider: 'anthropic', model: 'claude-x' } } as Parameters<typeof engineName>[0];
  it.each([
    [undefined, 'embedded'],
    ['alegato-nlp', 'embedded'],
    ['embedded', 'embedded'],
    ['anthropic', 'anthropic:claude-x'],
    ['openai:gpt', 'openai:gpt'],
    ['openai-compatible', 'openai-compatible'],
  ])('%s → %s', (answered, name) => {
    expect(engineName(config, answered)).toBe(name);
  });
});

describe('describeAiRun', () => {
  it('a draft: the template asked, the sources as passages, the case', () => {
    const run = describeAiRun(
      '/document/draft',
      { caso_id: CASE, document_type: 'demanda-civil', style: 'formal', jurisdiction: '' },
      {
        data: { title: 'Demanda', chars: 1200, sources: [{ document: 'a.txt', page: 2 }], html: '<p>x</p>' },
      },
    );
    expect(run).toMatchObject({
      kind: 'draft',
      inputSummary: 'demanda-civil · formal',
      outputSummary: 'Demanda · 1200 caracteres',
      passages: [{ source: 'a.txt', page: 2, article: null, text: '' }],
      caseId: CASE,
    });
  });

  it('a review grid: the questions, each quoted answer a passage and a verified citation', () => {
    const run = describeAiRun(
      '/legal/review_grid',
      { caso_id: CASE, questions: ['¿Renta?'] },
      {
        data: {
          case: { id: CASE, title: 'Caso' },
          questions: ['¿Renta?', '¿Fianza?'],
          documents: [{ id: DOC, filename: 'a.txt' }],
          cells: [
            [
              {
                answer: '750 euros',
                found: true,
                citations: [{ page: 1, text: 'La renta es de 750 euros.' }],
              },
              { answer: 'No', found: false, citations: [] },
            ],
          ],
        },
      },
    );
    expect(run).toMatchObject({
      kind: 'review_grid',
      inputSummary: 'Caso · ¿Renta? · ¿Fianza?',
      outputSummary: '1 respuestas en 1 documentos',
      passages: [{ source: 'a.txt', page: 1, text: 'La renta es de 750 euros.' }],
      citations: [{ label: 'a.txt · pág. 1', page: 1, article: null, verified: true }],
      citationsCount: 1,
      citationsFailed: 0,
      caseId: CASE,
    });
    // A CSV answer: the questions asked.
    expect(
      describeAiRun('/legal/review_grid', { caso_id: CASE, questions: ['¿Renta?'] }, undefined),
    ).toMatchObject({
      inputSummary: '¿Renta?',
      caseId: CASE,
    });
  });

  it('a case analysis: its norms as citations (verified when found), decisions as passages', () => {
    const run = describeAiRun(
      '/legal/case_analysis',
      { caso_id: CASE, analysis_type: 'complete' },
      {
        data: {
          analysis_type: 'complete',
          summary: 'Dos documentos.',
          analysis: {
            case: { id: CASE, title: 'Fianza' },
            norms: [
              { citation: 'art. 36 LAU', article: '36', status: 'verificada' },
              { citation: 'art. 1902 CC', article: '1902', status: 'norma no importada' },
            ],
            decisions: [{ document: 's.txt', page: 3, passage: 'Que debo estimar y estimo la demanda.' }],
            timeline: [],
          },
        },
      },
    );
    expect(run).toMatchObject({
      kind: 'case_analysis',
      engine: 'alegato-nlp',
      inputSummary: 'Fianza · complete',
      outputSummary: 'Dos documentos.',
      passages: [{ source: 's.txt', page: 3, text: 'Que debo estimar y estimo la demanda.' }],
      citationsCount: 2,
      citationsFailed: 1,
      caseId: CASE,
    });
    expect(run?.citations[0]).toEqual({ label: 'art. 36 LAU', page: null, article: '36', verified: true });
  });

  it('a product analysis: the document, the product and format, its summary as passages', () => {
    const run = describeAiRun(
      '/contratos/analyze',
      { document_filename: 'c.txt', format_type: 'json' },
      {
        data: {
          product: 'contratos',
          document: { id: DOC, filename: 'c.txt', pages: 1 },
          analysis: {
            engine: 'alegato-nlp',
            summary: [{ page: 1, text: 'x'.repeat(900) }],
            sections: [{}],
            checks: [],
          },
        },
      },
    );
    expect(run).toMatchObject({
      kind: 'product_analysis',
      engine: 'alegato-nlp',
      inputSummary: 'c.txt · contratos · json',
      outputSummary: '1 secciones',
      documentId: DOC,
    });
    expect(run?.passages[0]?.text).toHaveLength(600);
  });

  it('a chat message of a session: the question, the stored citations, failed when the check failed', () => {
    const run = describeAiRun(
      `/chat/${SESSION}/message`,
      { message: '¿Renta?' },
      {
        data: {
          message: {
            content: 'La renta es de 750 euros (pág. 1).',
            citations: [{ page: 1, text: 'renta', chunk_id: 4 }],
          },
          engine: 'alegato-nlp',
          citation_check: 'failed',
        },
      },
    );
    expect(run).toMatchObject({
      kind: 'chat',
      engine: 'alegato-nlp',
      inputSummary: '¿Renta?',
      sessionId: SESSION,
      citations: [{ label: 'pág. 1', page: 1, article: null, verified: false }],
      citationsFailed: 1,
    });
  });

  it('a report enhancement: the title, the provider, the quality score', () => {
    const run = describeAiRun('/api/reports/enhance/r1', undefined, {
      data: {
        report: { title: 'Informe', status: 'completed', ai_provider: 'anthropic', case_id: CASE },
        quality_score: 0.82,
      },
    });
    expect(run).toMatchObject({
      kind: 'enhancement',
      engine: 'anthropic',
      inputSummary: 'Informe',
      outputSummary: 'completed · calidad 82 %',
      qualityScore: 0.82,
      caseId: CASE,
    });
  });

  it('an input summary is cut to 200 characters, never more', () => {
    const run = describeAiRun('/document/chat', { question: 'a '.repeat(300) }, undefined);
    expect(run?.inputSummary.length).toBe(200);
  });
});
