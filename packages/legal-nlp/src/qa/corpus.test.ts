/**
 * Grounded answers on text the engine was not tuned on: six Spanish ECHR case reports of the shared
 * corpus (`ner-echr-es/ES-manual-train.tsv`, rebuilt from its tokens, 25 lines a page), asked what a
 * lawyer asks — application number, representatives, dates, sentences, decisions — and what they do
 * not say. A regression in the general case fails here; `npm run eval:docqa` scores the PDFs over HTTP.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../server/test/corpus.js';
import { answerQuestion, prepareDocument, type PreparedDocument } from './answer.js';

/** The reports of a BIO file as text: one sentence a line, a report from each 'PROCEDIMIENTO'. */
function reports(tsv: string): string[] {
  const sentences: string[] = [];
  let current: string[] = [];
  for (const raw of tsv.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      if (current.length) sentences.push(current.join(' '));
      current = [];
      continue;
    }
    current.push(line.split(/\s+/).slice(0, -1).join(' ') || line);
  }
  if (current.length) sentences.push(current.join(' '));
  const text = sentences
    .map((s) =>
      s
        .replace(/ ([,.;:)\]])/g, '$1')
        .replace(/([([]) /g, '$1')
        .replace(/ \/ /g, '/')
        .replace(/" ([^"]*?) "/g, '"$1"'),
    )
    .join('\n');
  return text.split('\nPROCEDIMIENTO\n');
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** [report, question, expected pattern (folded) or null when the report does not say it, page]. */
const QUESTIONS: [number, string, string | null, number][] = [
  [0, '¿Cuál es el número de la demanda?', '36110/97', 1],
  [0, '¿Quién representaba a los demandantes?', 'esmer', 1],
  [0, '¿Cuándo se declaró admisible la demanda?', '15 de mayo de 2003', 1],
  [0, '¿Cuándo absolvió el Tribunal Marcial a los demandantes?', '13 de septiembre de 1988', 1],
  [0, '¿Qué decidió el Tribunal de Casación?', 'desestimo el recurso', 2],
  [0, '¿Cuál es el IBAN de los demandantes?', null, 0],
  [1, '¿Cuáles son los números de las demandas?', '43185/98', 1],
  [1, '¿Cuándo se dictó la sentencia del juez de primera instancia?', '27 de abril de 1995', 1],
  [1, '¿Dónde viven los demandantes?', 'lincoln', 1],
  [1, '¿Cuándo fue declarado en quiebra el demandante?', '9 de agosto de 1989', 1],
  [1, '¿Qué decidió la Cámara de los Lores?', 'denego', 2],
  [1, '¿Cuál es la profesión del Dr. Price?', 'psiquiatra', 1],
  [1, '¿Cuánto se condenó a pagar en costas?', null, 0],
  [2, '¿A qué pena fue condenado el segundo demandante?', 'doce anos y seis meses', 1],
  [2, '¿Quién representaba a los demandantes?', 'akbulut', 1],
  [2, '¿Cuándo fueron detenidos los demandantes?', '19 y 20 de agosto de 1995', 1],
  [2, '¿Cuándo desestimó el recurso el Tribunal de Casación?', '12 de noviembre de 1997', 1],
  [2, '¿De qué delito se acusó al primer demandante?', 'banda armada', 1],
  [2, '¿Cuál es la dirección de correo electrónico del abogado?', null, 0],
  [3, '¿Cuándo nació el demandante?', '1987', 1],
  [3, '¿Qué artículo del Convenio se alega violado?', 'articulo 3', 1],
  [3, '¿Quién representaba al Gobierno?', 'chrzanowska', 1],
  [3, '¿Cuándo se revocó la clasificación de detenido peligroso?', '28 de abril de 2011', 2],
  [3, '¿A qué pena fue condenado?', 'dos y cuatro anos', 1],
  [3, '¿Cuánto se concedió por daño moral?', null, 0],
  [4, '¿A cuántos años de prisión fue condenado?', '9 anos y 9 meses', 1],
  [4, '¿Dónde cumple la pena el demandante?', 'craiginches', 1],
  [4, '¿Cuándo comenzó el juicio?', '24 de junio de 1996', 1],
  [4, '¿Quién dictó la sentencia de apelación?', 'lord rodger', 2],
  [4, '¿De qué fue acusado el demandante?', 'tentativa de asesinato|violacion', 1],
  [4, '¿Qué plazo de prescripción se aplica?', null, 0],
  [5, '¿Quién era el agente del Gobierno turco?', 'necatigil', 1],
  [5, '¿Cuándo donaron los padres la casa al demandante?', '20 de abril de 1990', 1],
  [5, '¿Dónde se inscribieron las transmisiones?', 'registro de la propiedad', 1],
  [5, '¿Cuál es la superficie de la parcela 288/3?', '2\\. ?282 m2', 1],
  [5, '¿En qué año nació el demandante?', '1955', 1],
  [5, '¿Cuál es el importe de la renta del alquiler?', null, 0],
];

describeWithCorpus('grounded answers on ECHR case reports (ner-echr-es)', ['ner-echr-es'], () => {
  let docs: PreparedDocument[];
  beforeAll(() => {
    docs = reports(readFileSync(corpusPath('ner-echr-es', 'ES-manual-train.tsv'), 'utf8'))
      .slice(0, 6)
      .map((text) => {
        const lines = text.split('\n');
        const pages = [];
        for (let i = 0; i < lines.length; i += 25)
          pages.push({ page: i / 25 + 1, text: lines.slice(i, i + 25).join('\n') });
        return prepareDocument(pages);
      });
  });

  it('never answers what a report does not say', () => {
    for (const [doc, question, expected] of QUESTIONS) {
      if (expected !== null) continue;
      expect(answerQuestion(docs[doc]!, question).found, question).toBe(false);
    }
  });

  it('answers at least 28 of the 31 answerable questions, on the right page', () => {
    const misses: string[] = [];
    for (const [doc, question, expected, page] of QUESTIONS) {
      if (expected === null) continue;
      const a = answerQuestion(docs[doc]!, question);
      const right =
        a.found && new RegExp(expected).test(fold(a.answer)) && a.citations.some((c) => c.page === page);
      if (!right) misses.push(`${question} → ${a.answer.slice(0, 80)}`);
    }
    // Today 29 (the misses need a word the report does not use, or what an earlier sentence said).
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(3);
  });
});
