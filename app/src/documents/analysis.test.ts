import { describe, expect, it } from 'vitest';
import { parseAnalysis, toAnalysisView } from './analysis';

/** Part of what the server answers for STS 2384/2025 at `complete` depth (`GET /document/analysis/{id}`). */
const stored = {
  success: true,
  source: 'alegato-nlp',
  data: {
    analysis_id: 'a1',
    source: 'alegato-nlp',
    kind: 'comprehensive',
    depth: 'complete',
    created_at: '2026-11-27T02:00:00Z',
    analysis: {
      document: { id: 'd1', filename: 'STS_2384_2025.pdf', pages: 4 },
      engine: 'alegato-nlp',
      version: 1,
      depth: 'complete',
      pages: 4,
      words: 2777,
      document_type: {
        type: 'sentencia',
        evidence: { page: 1, text: 'Tipo de Resolución: Sentencia', rule: 'metadata' },
      },
      summary: [{ page: 3, text: 'PRIMERO.- 1.La cuestión que se suscita…' }, { page: 0, text: '' }, 'x'],
      parties: [
        {
          name: 'Instituto Nacional de la Seguridad Social',
          kind: 'organización',
          roles: ['recurrente', 'demandado', 7],
          evidence: { page: 1, text: 'Esta Sala ha visto el recurso…' },
          mentions: 4,
        },
        { kind: 'persona', roles: [] },
      ],
      court: {
        name: 'Tribunal Supremo, Sala de lo Social',
        page: 1,
        text: 'Órgano: Tribunal Supremo. Sala de lo Social',
      },
      ponente: {
        name: 'Ángel Blasco Pellicer',
        page: 1,
        text: 'Ha sido ponente el Excmo. Sr. D. Ángel Blasco Pellicer.',
      },
      magistrados: [{ name: 'Juan Martínez Moya', page: 1, text: 'D. Juan Martínez Moya' }, { page: 1 }],
      case_numbers: [
        { kind: 'recurso', value: '3203/2023', page: 1 },
        { kind: 'ECLI', value: '', page: 1 },
      ],
      date: { iso: '2025-05-27', text: '27/05/2025', page: 1 },
      decision: {
        fallo: 'desestima',
        object: 'recurso de casación',
        pronouncements: [],
        passage: '1.- Desestimar el recurso de casación para la unificación de doctrina…',
        page: 4,
      },
      costas: {
        status: 'no se imponen',
        to: null,
        passage: '3.- No efectuar declaración alguna sobre imposición de costas.',
        page: 4,
      },
      timeline: [
        {
          date: '2025-05-27',
          written: '27 de mayo de 2025',
          text: 'En Madrid, a 27 de mayo de 2025.',
          page: 1,
        },
      ],
      amounts: {
        items: [
          {
            amount: 1411.02,
            currency: 'EUR',
            per: 'mes',
            written: '1.411,02 euros',
            concept: 'asciende a 1.411,02 euros mensuales',
            page: 2,
          },
          { amount: 'mucho', currency: 'EUR', page: 2 },
        ],
        totals: [],
      },
      citations: [{ kind: 'article', raw: 'artículo 24.1 CE', normalised: 'art. 24.1 CE', page: 3 }],
      citas_verificadas: [
        {
          raw: 'artículo 24.1 CE',
          normalised: 'art. 24.1 CE',
          norm_id: 'BOE-A-1978-31229',
          norm_title: 'Constitución Española',
          article: '24',
          href: '/search/norma/BOE-A-1978-31229#articulo-24',
          status: 'verificada',
          page: 3,
          passage:
            '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE…',
          occurrences: 1,
        },
        {
          raw: 'LOPJ',
          normalised: 'LOPJ',
          norm_id: 'BOE-A-1985-12666',
          norm_title: null,
          article: null,
          href: 'https://example.com/elsewhere',
          status: 'norma no importada',
          page: 3,
          passage: '…267.5 LOPJ…',
          occurrences: 2,
        },
        { normalised: 'art. 1 X', status: 'dudosa', page: 1 },
      ],
      deadlines: [
        {
          written: 'quince días',
          duration: 'P15D',
          workingDays: false,
          from: null,
          passage: '…en el plazo de quince días.',
          page: 2,
        },
      ],
      risks: [
        {
          code: 'plazo_sin_inicio',
          level: 'medio',
          message: 'Plazo sin fecha de inicio («quince días»): comprueba desde cuándo se computa.',
          page: 2,
        },
        { code: 'sin_fecha', level: 'grave', message: 'El documento no indica su fecha.' },
        { code: 'vacío' },
      ],
    },
  },
};

describe('document analysis view model', () => {
  it('reads the header, the quoted sections with their pages and drops malformed rows', () => {
    const view = parseAnalysis(stored);
    expect(view).toMatchObject({
      depth: 'complete',
      engine: 'alegato-nlp',
      pages: 4,
      words: 2777,
      documentType: 'sentencia',
      typeEvidence: { page: 1, text: 'Tipo de Resolución: Sentencia' },
      date: { page: 1, text: '27/05/2025' },
      court: { name: 'Tribunal Supremo, Sala de lo Social', page: 1 },
      ponente: { name: 'Ángel Blasco Pellicer', page: 1 },
      magistrados: ['Juan Martínez Moya'],
      caseNumbers: [{ kind: 'recurso', value: '3203/2023' }],
      decision: {
        fallo: 'desestima',
        page: 4,
        text: '1.- Desestimar el recurso de casación para la unificación de doctrina…',
      },
      costs: { status: 'no se imponen', to: null, page: 4 },
    });
    expect(view.summary).toEqual([{ page: 3, text: 'PRIMERO.- 1.La cuestión que se suscita…' }]);
    expect(view.parties).toEqual([
      {
        name: 'Instituto Nacional de la Seguridad Social',
        kind: 'organización',
        roles: ['recurrente', 'demandado'],
        page: 1,
      },
    ]);
    expect(view.amounts?.items).toHaveLength(1);
    expect(view.amounts?.items[0]).toMatchObject({ amount: 1411.02, currency: 'EUR', per: 'mes', page: 2 });
    expect(view.deadlines).toEqual([
      {
        written: 'quince días',
        workingDays: false,
        from: null,
        text: '…en el plazo de quince días.',
        page: 2,
      },
    ]);
  });

  it('shows the checked citations, linking only verified ones into the public collection', () => {
    const citations = parseAnalysis(stored).citations;
    expect(citations).toHaveLength(2);
    expect(citations?.[0]).toMatchObject({
      normalised: 'art. 24.1 CE',
      status: 'verificada',
      href: '/search/norma/BOE-A-1978-31229#articulo-24',
      normTitle: 'Constitución Española',
    });
    expect(citations?.[1]).toMatchObject({
      normalised: 'LOPJ',
      status: 'norma no importada',
      href: null,
      occurrences: 2,
    });
  });

  it('keeps risks with a message, an unknown level read as medio', () => {
    expect(parseAnalysis(stored).risks).toEqual([
      {
        level: 'medio',
        message: 'Plazo sin fecha de inicio («quince días»): comprueba desde cuándo se computa.',
        page: 2,
        passage: null,
      },
      { level: 'medio', message: 'El documento no indica su fecha.', page: null, passage: null },
    ]);
  });

  it('leaves out the sections the depth does not have (basic) and reads the expert ones', () => {
    const { timeline, amounts, citas_verificadas, deadlines, risks, ...basic } = stored.data.analysis;
    void [timeline, amounts, citas_verificadas, deadlines, risks];
    const view = toAnalysisView({ ...basic, depth: 'basic' }, 'alegato-nlp');
    expect(view?.depth).toBe('basic');
    for (const key of [
      'timeline',
      'amounts',
      'citations',
      'deadlines',
      'risks',
      'relatedLegislation',
    ] as const)
      expect(view).not.toHaveProperty(key);

    const expert = toAnalysisView({
      ...stored.data.analysis,
      depth: 'expert',
      related_legislation: [
        {
          norm_id: 'BOE-A-2011-15936',
          title: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
          article: '219',
          heading: 'Artículo 219. Finalidad del recurso.',
          href: '/search/norma/BOE-A-2011-15936#articulo-219',
          score: 0.8,
          passage: '1. El recurso tendrá por objeto la unificación de doctrina…',
        },
        { title: 'Sin enlace', href: 'javascript:alert(1)' },
      ],
      related_documents: [
        {
          document_id: 'd2',
          filename: 'otra.pdf',
          shared_parties: ['Instituto Nacional de la Seguridad Social'],
          shared_case_numbers: [],
          shared_citations: ['LRJS'],
        },
      ],
    });
    expect(expert?.relatedLegislation).toEqual([
      {
        title: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
        heading: 'Artículo 219. Finalidad del recurso.',
        href: '/search/norma/BOE-A-2011-15936#articulo-219',
        passage: '1. El recurso tendrá por objeto la unificación de doctrina…',
      },
    ]);
    expect(expert?.relatedDocuments).toEqual([
      {
        id: 'd2',
        filename: 'otra.pdf',
        sharedParties: ['Instituto Nacional de la Seguridad Social'],
        sharedCaseNumbers: [],
        sharedCitations: ['LRJS'],
      },
    ]);
  });

  it('reads a contract’s terms and has no ruling for a tender', () => {
    const view = toAnalysisView({
      depth: 'complete',
      document_type: { type: 'pliego', evidence: null },
      decision: null,
      costas: null,
      contract: {
        obligations: [{ page: 5, text: 'Ambos pliegos tienen carácter contractual…' }],
        penalties: [],
        guarantees: [{ page: 8, text: 'no procederá la constitución de garantía provisional' }],
        price: [
          {
            amount: 11880,
            currency: 'EUR',
            written: '11.880,00 €',
            concept: 'TOTAL',
            page: 6,
            label: 'presupuesto base de licitación',
          },
        ],
      },
    });
    expect(view).toMatchObject({ documentType: 'pliego', typeEvidence: null, decision: null, costs: null });
    expect(view?.contract?.price).toEqual([
      {
        amount: 11880,
        currency: 'EUR',
        per: null,
        written: '11.880,00 €',
        concept: 'TOTAL',
        page: 6,
        label: 'presupuesto base de licitación',
      },
    ]);
    expect(view?.contract?.guarantees).toHaveLength(1);
  });

  it('rejects what is not an analysis', () => {
    expect(() => parseAnalysis({ success: true, data: {} })).toThrow('Respuesta inesperada del servidor');
    expect(() =>
      parseAnalysis({ data: { analysis: { depth: 'profunda', document_type: { type: 'sentencia' } } } }),
    ).toThrow();
    expect(toAnalysisView({ depth: 'basic' })).toBeNull();
    expect(toAnalysisView(null)).toBeNull();
  });
});
