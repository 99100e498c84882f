/**
 * The chat's answers written by a model (with `AI_PROVIDER` set; ADR 0014): the embedded engine still
 * finds the passages that answer, the model only rewrites the answer from those passages — pseudonymised
 * before they leave, restored after — and every page its answer cites must be one of the passages' pages.
 * An answer that cites none or another page, or a provider that fails, falls back to the extractive
 * answer; an answer saying the passages do not answer becomes the engine's "not found". Nothing the
 * document does not say reaches the user.
 *
 * @module
 */
import { NOT_FOUND_ANSWER } from '@alegato/legal-nlp';
import type { Logger } from 'pino';
import type { Completer } from '../ai/enhancer.js';
import { pseudonymisePrompt } from '../ai/pseudonymise.js';
import type { DocumentAnswer } from './answer.js';

/** What the model is told: answer from the passages only, cite their pages, or say it is not there. */
export const CHAT_SYSTEM_PROMPT = [
  'Eres un asistente jurídico que responde en español a preguntas sobre un documento.',
  'Responde solo con lo que dicen los pasajes que se te dan; no añadas nada que no esté en ellos.',
  'Cita la página de cada dato con la forma (pág. N), usando solo las páginas de los pasajes.',
  `Si los pasajes no responden a la pregunta, contesta exactamente: ${NOT_FOUND_ANSWER}`,
  'Sé breve: una o dos frases.',
].join('\n');

/** How the model's answer was checked. */
export type CitationCheck = 'ok' | 'failed';

/** The pages an answer cites: '(pág. 3)', 'página 12', 'págs. 3 y 4'. */
export function citedPages(answer: string): number[] {
  const pages = new Set<number>();
  for (const m of answer.matchAll(/p[áa]g(?:ina)?s?\.?\s*((?:\d+(?:\s*(?:,|y|-|–)\s*)?)+)/giu))
    for (const n of (m[1] ?? '').match(/\d+/g) ?? []) pages.add(Number(n));
  return [...pages];
}

/**
 * The model's answer to `question` from the extractive answer's passages, checked; the extractive
 * answer itself when the model cannot be used or its answer fails the check.
 */
export async function modelAnswer(
  completer: Completer,
  logger: Logger,
  question: string,
  extractive: DocumentAnswer,
): Promise<DocumentAnswer & { engine: string; citation_check: CitationCheck | null }> {
  const fallback = (check: CitationCheck | null) => ({
    ...extractive,
    engine: 'alegato-nlp',
    citation_check: check,
  });
  if (!extractive.found || extractive.citations.length === 0) return fallback(null);
  const passages = extractive.citations.map((c) => `[pág. ${c.page}] ${c.text}`).join('\n');
  const { system, user, restore } = pseudonymisePrompt({
    system: CHAT_SYSTEM_PROMPT,
    user: `Pasajes del documento:\n${passages}\n\nPregunta: ${question}`,
  });
  let answer: string;
  try {
    answer = restore(await completer.complete({ system, user }, { what: 'chat' })).trim();
  } catch {
    return fallback(null);
  }
  if (answer.includes(NOT_FOUND_ANSWER)) {
    return {
      ...extractive,
      answer: NOT_FOUND_ANSWER,
      found: false,
      citations: [],
      engine: completer.provider,
      citation_check: 'ok',
    };
  }
  const given = new Set(extractive.citations.map((c) => c.page));
  const cited = citedPages(answer);
  if (answer === '' || cited.length === 0 || cited.some((p) => !given.has(p))) {
    logger.warn(
      { provider: completer.provider, cited, given: [...given] },
      'ai chat answer failed the citation check',
    );
    return fallback('failed');
  }
  return {
    ...extractive,
    answer,
    citations: extractive.citations.filter((c) => cited.includes(c.page)),
    engine: completer.provider,
    citation_check: 'ok',
  };
}
