import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  NOT_FOUND_ANSWER,
  prepareDocument,
  questionIntent,
  splitPassages,
} from '../index.js';

/** A short judgment written for these tests (not from any real case). */
const JUDGMENT = [
  {
    page: 1,
    text: [
      'Roj: STSJ MAD 1234/2024 - ECLI:ES:TSJM:2024:1234',
      'Órgano: Tribunal Superior de Justicia. Sala de lo Social',
      'Sede: Madrid',
      'Fecha: 12/03/2024',
      'Nº de Recurso: 456/2023',
      'Ponente: MARÍA LÓPEZ GARCÍA',
      '',
      'En Madrid, a 12 de marzo de 2024.',
      'Esta Sala ha visto el recurso de suplicación interpuesto por D. Pedro Ruiz Sanz contra la',
      'sentencia del Juzgado de lo Social nº 4 de Madrid, siendo ponente la Ilma. Sra. Dª María López García.',
      '',
      'ANTECEDENTES DE HECHO',
      'PRIMERO.- El actor prestó servicios como conductor de autobús desde el 1 de enero de 2015.',
      'SEGUNDO.- La base reguladora de la prestación asciende a 1.850,40 euros mensuales.',
    ].join('\n'),
  },
  {
    page: 2,
    text: [
      'FUNDAMENTOS DE DERECHO',
      'PRIMERO.- El recurrente denuncia la infracción del artículo 194 de la Ley General de la Seguridad',
      'Social, pero los hechos probados no permiten otra conclusión.',
      '',
      'F A L L A M O S',
      'Desestimamos el recurso de suplicación interpuesto por D. Pedro Ruiz Sanz y confirmamos la',
      'sentencia recurrida. Sin imposición de costas.',
      '',
      'Contra esta sentencia cabe recurso de casación para la unificación de doctrina, que deberá',
      'prepararse dentro de los diez días hábiles siguientes a su notificación.',
    ].join('\n'),
  },
];

/** A tender's clauses, with an index page that answers nothing. */
const TENDER = [
  {
    page: 1,
    text: [
      'ÍNDICE',
      'Cláusula 1. Objeto del contrato.',
      'Cláusula 2. Presupuesto base de licitación.',
      'Cláusula 3. Plazo de ejecución.',
      'Cláusula 4. Garantía definitiva.',
      'Cláusula 5. Penalidades.',
    ].join('\n'),
  },
  {
    page: 2,
    text: [
      'Cláusula 1. Objeto del contrato.',
      'El objeto del contrato es el mantenimiento de las zonas verdes del municipio.',
      '',
      'Cláusula 2. Presupuesto base de licitación.',
      'El presupuesto base de licitación asciende a 24.200,00 euros, IVA incluido.',
      '',
      'Cláusula 3. Plazo de ejecución.',
      'El plazo de ejecución del contrato será de doce meses desde su formalización.',
    ].join('\n'),
  },
  {
    page: 3,
    text: [
      'Cláusula 4. Garantía definitiva.',
      'El adjudicatario constituirá una garantía definitiva del 5 % del precio de adjudicación.',
      '',
      'Cláusula 5. Penalidades.',
      'Por cada día de demora en la ejecución se impondrá una penalidad de 60 euros.',
    ].join('\n'),
  },
];

describe('questionIntent', () => {
  it.each([
    ['¿Quién fue el ponente?', 'judge'],
    ['¿Cuándo se dictó la sentencia?', 'date'],
    ['¿A cuánto asciende la condena?', 'amount'],
    ['¿Cuántos días tiene para recurrir?', 'deadline'],
    ['¿Cuántos maceteros hay que decorar?', 'count'],
    ['¿Cuál es el fallo?', 'decision'],
    ['¿Se imponen las costas?', 'costs'],
    ['¿Qué artículos se citan como infringidos?', 'law'],
    ['¿Qué juzgado dictó la sentencia de instancia?', 'court'],
    ['¿Cuál es el número de recurso?', 'code'],
    ['¿Dónde tiene su sede el tribunal?', 'place'],
    ['¿Cuál es el objeto del contrato?', 'general'],
  ])('%s → %s', (question, intent) => {
    expect(questionIntent(question)).toBe(intent);
  });
});

describe('splitPassages', () => {
  it('joins lines broken by the layout, keeps header fields apart and gives each sentence its page', () => {
    const passages = splitPassages(JUDGMENT);
    expect(passages.find((p) => p.text.startsWith('Esta Sala'))).toMatchObject({
      page: 1,
      text: 'Esta Sala ha visto el recurso de suplicación interpuesto por D. Pedro Ruiz Sanz contra la sentencia del Juzgado de lo Social nº 4 de Madrid, siendo ponente la Ilma. Sra. Dª María López García.',
    });
    expect(passages.find((p) => p.text === 'Sede: Madrid')).toMatchObject({ field: true, key: 'Sede' });
    // 'D.' and 'Ilma.' do not end a sentence; the heading above the operative part is its section.
    const fallo = passages.find((p) => p.text.includes('Desestimamos'));
    expect(fallo?.page).toBe(2);
    expect(fallo?.section.replace(/\s/g, '')).toBe('FALLAMOS');
  });

  it('marks an index as titles only, and joins a clause title to its first sentence', () => {
    const passages = splitPassages(TENDER);
    expect(passages.filter((p) => p.page === 1).every((p) => p.label)).toBe(true);
    expect(passages.find((p) => p.page === 2 && p.text.includes('24.200,00'))).toMatchObject({
      text: 'Cláusula 2. Presupuesto base de licitación. El presupuesto base de licitación asciende a 24.200,00 euros, IVA incluido.',
      key: 'Cláusula 2. Presupuesto base de licitación.',
      label: false,
    });
  });
});

describe('answerQuestion', () => {
  const docs = { judgment: prepareDocument(JUDGMENT), tender: prepareDocument(TENDER) };
  const judgment = docs.judgment;

  it.each([
    ['judgment', '¿Quién fue el ponente?', /l[óo]pez garc[íi]a/i, 1],
    ['judgment', '¿En qué fecha se dictó la sentencia?', /12\/03\/2024|12 de marzo de 2024/, 1],
    ['judgment', '¿Cuál es el número de recurso?', /456\/2023/, 1],
    ['judgment', '¿A cuánto asciende la base reguladora?', /1\.850,40 euros/, 1],
    ['judgment', '¿Qué decidió la Sala?', /Desestimamos el recurso/, 2],
    ['judgment', '¿Se imponen las costas?', /Sin imposición de costas/, 2],
    ['judgment', '¿Qué plazo hay para preparar el recurso de casación?', /diez días hábiles/, 2],
    ['judgment', '¿Desde cuándo prestaba servicios el actor?', /1 de enero de 2015/, 1],
    ['tender', '¿Cuál es el presupuesto base de licitación?', /24\.200,00 euros/, 2],
    ['tender', '¿Cuál es el plazo de ejecución del contrato?', /doce meses/, 2],
    ['tender', '¿Qué penalidad se impone por cada día de demora?', /60 euros/, 3],
    ['tender', '¿Cuál es el objeto del contrato?', /zonas verdes/, 2],
  ] as const)('%s: %s', (name, question, answer, page) => {
    const doc = docs[name];
    const result = answerQuestion(doc, question);
    expect(result.found).toBe(true);
    expect(result.answer).toMatch(answer);
    expect(result.citations.map((c) => c.page)).toContain(page);
    // Quoted verbatim: every citation is a passage of the document, and the answer names its page.
    for (const c of result.citations) {
      expect(doc.passages.some((p) => p.text === c.text)).toBe(true);
      expect(result.answer).toContain(`«${c.text}» (pág. ${c.page})`);
    }
  });

  it.each([
    ['judgment', '¿A cuánto asciende la indemnización por despido?'],
    ['judgment', '¿Cuál es la referencia catastral de la finca?'],
    ['tender', '¿Quién fue condenado a pagar las costas del juicio?'],
    ['tender', '¿Cuál es el IBAN del arrendador?'],
  ] as const)('%s: not in the document: %s', (name, question) => {
    const result = answerQuestion(docs[name], question);
    expect(result).toMatchObject({ found: false, answer: NOT_FOUND_ANSWER, citations: [] });
  });

  it('is deterministic and honours the threshold and the context', () => {
    const a = answerQuestion(judgment, '¿A cuánto asciende la base reguladora?');
    expect(answerQuestion(judgment, '¿A cuánto asciende la base reguladora?')).toEqual(a);
    expect(
      answerQuestion(judgment, '¿A cuánto asciende la base reguladora?', { threshold: 1.01 }).found,
    ).toBe(false);
    const wide = answerQuestion(judgment, '¿A cuánto asciende la base reguladora?', { context: 'passage' });
    expect(wide.citations[0]!.text).toContain('conductor de autobús');
    expect(wide.citations[0]!.text).toContain('1.850,40 euros');
  });

  it('answers nothing from an empty document or an empty question', () => {
    expect(answerQuestion(prepareDocument([]), '¿Quién fue el ponente?').found).toBe(false);
    expect(answerQuestion(judgment, '¿?').found).toBe(false);
  });
});
