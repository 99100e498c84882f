import { TEMPLATE_IDS } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import { composeLegalDocument } from './compose.js';
import { LENGTH_RANGE, QUALITY_WEIGHTS, scoreLegalDocument, type QualityCheckId } from './quality.js';
import { sampleDraftInput } from './samples.js';

const check = (html: string, id: string, checkId: QualityCheckId) =>
  scoreLegalDocument(html, sampleDraftInput(id)).checks.find((c) => c.id === checkId);

describe('scoreLegalDocument', () => {
  it('has weights that add up to 1', () => {
    const sum = Object.values(QUALITY_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  it.each([...TEMPLATE_IDS])(
    'scores the composer output for %s at 0.9 or more, every check passing',
    (id) => {
      const input = sampleDraftInput(id);
      const result = scoreLegalDocument(composeLegalDocument(input), input);
      expect(result.score).toBeGreaterThanOrEqual(0.9);
      for (const c of result.checks) expect(c.passed, `${c.id}: ${c.detail}`).toBe(true);
    },
  );

  it('scores a stripped document low', () => {
    const input = sampleDraftInput('demanda-civil');
    const result = scoreLegalDocument('<p>Reclamo dinero a la constructora.</p>', input);
    // Only the completeness of the (complete) input counts: every check of the document fails.
    expect(result.score).toBeLessThan(0.25);
    expect(result.checks.filter((c) => !c.passed).map((c) => c.id)).toEqual([
      'sections',
      'numbering',
      'citations',
      'consistency',
      'length',
    ]);
    expect(scoreLegalDocument('', input).score).toBeLessThan(0.25);
  });

  it('takes off for required fields left blank, naming them', () => {
    const full = sampleDraftInput('demanda-civil');
    const sparse = {
      ...full,
      content: { hechos: full.content.hechos ?? '', suplico: full.content.suplico ?? '' },
    };
    const html = composeLegalDocument(sparse);
    const result = scoreLegalDocument(html, sparse);
    const completeness = result.checks.find((c) => c.id === 'completeness')!;
    expect(completeness.passed).toBe(false);
    expect(completeness.value).toBeLessThan(0.5);
    expect(completeness.detail).toContain('Juzgado');
    expect(result.score).toBeLessThan(scoreLegalDocument(composeLegalDocument(full), full).score);
    expect(result.score).toBeLessThan(0.9);
  });

  it('fails the sections check when a section is missing, naming it', () => {
    const html = composeLegalDocument(sampleDraftInput('demanda-civil')).replace(
      '<h2>FUNDAMENTOS DE DERECHO</h2>',
      '',
    );
    const c = check(html, 'demanda-civil', 'sections');
    expect(c?.passed).toBe(false);
    expect(c?.value).toBeCloseTo(5 / 6);
    expect(c?.detail).toBe('Faltan: fundamentos de derecho.');
  });

  it('uses the lease sections for the contract', () => {
    const html = composeLegalDocument(sampleDraftInput('contrato-arrendamiento')).replace(
      '<h2>EXPONEN</h2>',
      '',
    );
    expect(check(html, 'contrato-arrendamiento', 'sections')?.detail).toBe('Faltan: exponen.');
  });

  it('reads ordinals written without accents', () => {
    const words = [
      'PRIMERO',
      'SEGUNDO',
      'TERCERO',
      'CUARTO',
      'QUINTO',
      'SEXTO',
      'SEPTIMO',
      'OCTAVO',
      'NOVENO',
      'DECIMO',
      'UNDECIMO',
    ];
    const html = words.map((w) => `<p>${w}.- Hecho.</p>`).join('');
    const c = scoreLegalDocument(html, sampleDraftInput('demanda-civil')).checks.find(
      (x) => x.id === 'numbering',
    );
    expect(c?.detail).toBe('11 apartados numerados en orden.');
  });

  it('fails the numbering check when facts skip a number', () => {
    const html = composeLegalDocument(sampleDraftInput('demanda-civil')).replace('TERCERO.-', 'QUINTO.-');
    const c = check(html, 'demanda-civil', 'numbering');
    expect(c?.passed).toBe(false);
    expect(c?.value).toBeLessThan(1);
  });

  it('fails the citations check on incomplete citations and on none', () => {
    const input = sampleDraftInput('demanda-civil');
    const bad = '<p>Según el artículo 5 y el artículo 7 y la Ley 3/95 y el art. 1902 CC.</p>';
    const c = scoreLegalDocument(bad, input).checks.find((x) => x.id === 'citations');
    expect(c?.value).toBeCloseTo(1 / 4);
    expect(c?.passed).toBe(false);
    expect(c?.detail).toContain('«artículo 5»');
  });

  it('fails the consistency check when the cuantía typed is not in the text', () => {
    const input = sampleDraftInput('demanda-civil');
    const html = composeLegalDocument(input);
    input.content.cuantia = '31415';
    const c = scoreLegalDocument(html, input).checks.find((x) => x.id === 'consistency');
    expect(c?.passed).toBe(false);
    expect(c?.detail).toContain('Cuantía de la demanda (€)');
  });

  it('fails the length check below and above the range', () => {
    const input = sampleDraftInput('demanda-civil');
    const short = scoreLegalDocument(`<p>${'a'.repeat(LENGTH_RANGE.min / 2)}</p>`, input).checks.find(
      (c) => c.id === 'length',
    );
    expect(short?.value).toBeCloseTo(0.5);
    const long = scoreLegalDocument(`<p>${'a'.repeat(LENGTH_RANGE.max * 2)}</p>`, input).checks.find(
      (c) => c.id === 'length',
    );
    expect(long?.value).toBeCloseTo(0.5);
    expect(long?.passed).toBe(false);
  });

  it('accepts a provider layout in title case without accents on the ordinals', () => {
    const input = sampleDraftInput('demanda-civil');
    const html = composeLegalDocument(input)
      .replace('<h1>AL JUZGADO', '<h1>Al Juzgado')
      .replace('<h2>HECHOS</h2>', '<h3>Hechos</h3>')
      .replace('<h2>FUNDAMENTOS DE DERECHO</h2>', '<h3>Fundamentos de Derecho</h3>')
      .replace('<strong>PRIMERO.-</strong>', '<strong>Primero.-</strong>')
      .replace('<strong>SEGUNDO.-</strong>', '<strong>SEGUNDO .-</strong>');
    const result = scoreLegalDocument(html, input);
    for (const c of result.checks) expect(c.passed, `${c.id}: ${c.detail}`).toBe(true);
  });

  it("reads other writers' HTML: headings as bold paragraphs, entities, another layout", () => {
    const input = sampleDraftInput('demanda-civil');
    const html = composeLegalDocument(input)
      .replace(/<h2>([^<]+)<\/h2>/g, '<p><strong>$1</strong></p>')
      .replace('a 22 de noviembre', 'a&nbsp;22 de&#160;noviembre');
    expect(html).toContain('&nbsp;');
    expect(scoreLegalDocument(html, input).score).toBeGreaterThanOrEqual(0.9);
  });
});

describe('scoreLegalDocument: substance', () => {
  /** The sample input with every long-text field replaced by `fill(label, id)`. */
  const withFiller = (id: string, fill: (label: string, fieldId: string) => string) => {
    const input = sampleDraftInput(id);
    for (const f of input.template.fields)
      if (f.type === 'textarea') input.content[f.id] = fill(f.label.toLowerCase(), f.id);
    return input;
  };

  it.each([...TEMPLATE_IDS])('scores a well-built draft of placeholder filler low for %s', (id) => {
    const input = withFiller(id, (label) => `Texto de prueba para ${label}.`);
    const result = scoreLegalDocument(composeLegalDocument(input), input);
    // Every check of form passes: only the substance check can tell this is not a document.
    expect(result.score).toBeLessThan(0.3);
    const substance = result.checks.find((c) => c.id === 'substance')!;
    expect(substance.passed).toBe(false);
    expect(substance.detail).toContain('relleno');
  });

  it.each([
    ['lorem ipsum', () => 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.'],
    ['blanks to fill', () => 'El día [fecha] el demandado [nombre] abonó XXXX euros, cantidad a completar.'],
    ['sample text', (l: string) => `Contenido de ejemplo de ${l}, pendiente de redactar por el despacho.`],
  ])('penalises other filler (%s)', (_name, fill) => {
    const input = withFiller('demanda-civil', fill);
    expect(scoreLegalDocument(composeLegalDocument(input), input).score).toBeLessThan(0.5);
  });

  it('penalises the same sentence repeated', () => {
    const sentence = 'La demandada no ha abonado la cantidad reclamada pese a los requerimientos efectuados.';
    const input = withFiller('demanda-civil', () => Array.from({ length: 6 }, () => sentence).join('\n'));
    const result = scoreLegalDocument(composeLegalDocument(input), input);
    expect(result.checks.find((c) => c.id === 'substance')?.detail).toMatch(/frases repetidas/);
    expect(result.score).toBeLessThan(0.5);
  });

  it('penalises one-line facts and grounds with nothing to say', () => {
    const input = withFiller('demanda-civil', () => 'Reclamamos la deuda.');
    const result = scoreLegalDocument(composeLegalDocument(input), input);
    expect(result.checks.find((c) => c.id === 'substance')?.detail).toMatch(/texto libre escaso/i);
    expect(result.score).toBeLessThan(0.5);
  });

  it('keeps a substantive draft high: legal words such as «prueba» or «todo» are not filler', () => {
    const input = sampleDraftInput('demanda-civil');
    input.content.hechos +=
      '\n\nTodo ello consta en la prueba documental que se acompaña, y en particular en el informe pericial.';
    const result = scoreLegalDocument(composeLegalDocument(input), input);
    expect(result.score).toBeGreaterThanOrEqual(0.9);
    expect(result.checks.find((c) => c.id === 'substance')?.passed).toBe(true);
  });
});
