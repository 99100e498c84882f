import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import type { Completer } from '../ai/enhancer.js';
import { EnhanceError } from '../ai/enhancer.js';
import type { DocumentAnswer } from './answer.js';
import { citedPages, modelAnswer } from './model.js';

const logger = createLogger({ level: 'silent' });

const extractive: DocumentAnswer = {
  answer: '«Ponente: Excmo. Sr. D. Ángel Blasco Pellicer» (pág. 1).',
  found: true,
  citations: [
    { page: 1, text: 'Ponente: Excmo. Sr. D. Ángel Blasco Pellicer', chunk_id: 10 },
    { page: 4, text: 'No efectuar declaración alguna sobre imposición de costas.', chunk_id: 11 },
  ],
  score: 0.8,
  intent: 'person',
};

/** A completer answering `reply(user message)`, recording what it was sent. */
function fake(reply: (user: string) => string | Error) {
  const sent: { system: string; user: string }[] = [];
  const completer: Completer = {
    provider: 'anthropic',
    complete: async (prompt) => {
      sent.push(prompt);
      const out = reply(prompt.user);
      if (out instanceof Error) throw out;
      return out;
    },
  };
  return { completer, sent };
}

describe('citedPages', () => {
  it('reads the pages an answer cites', () => {
    expect(citedPages('Lo dice la sentencia (pág. 3) y luego (página 12).')).toEqual([3, 12]);
    expect(citedPages('Ver págs. 4 y 5, y pag 7.')).toEqual([4, 5, 7]);
    expect(citedPages('Sin páginas.')).toEqual([]);
  });
});

describe('modelAnswer', () => {
  it('takes the model’s answer when it cites only the passages’ pages; names never leave', async () => {
    const { completer, sent } = fake((user) => {
      const person = /\[PERSONA_\d+\]/.exec(user)?.[0] ?? '?';
      return `El ponente fue ${person} (pág. 1).`;
    });
    const r = await modelAnswer(completer, logger, '¿Quién fue el ponente?', extractive);
    expect(r).toMatchObject({
      answer: 'El ponente fue Excmo. Sr. D. Ángel Blasco Pellicer (pág. 1).',
      found: true,
      engine: 'anthropic',
      citation_check: 'ok',
    });
    expect(r.citations.map((c) => c.page)).toEqual([1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.user).not.toContain('Blasco');
    expect(sent[0]!.user).toContain('[pág. 4] No efectuar declaración alguna');
    expect(sent[0]!.system).toContain('No he encontrado esta información en el documento.');
  });

  it('falls back to the quotes when the model cites another page or none', async () => {
    for (const reply of [
      'El ponente fue el magistrado citado (pág. 9).',
      'El ponente fue el magistrado citado.',
    ]) {
      const r = await modelAnswer(fake(() => reply).completer, logger, '¿Ponente?', extractive);
      expect(r).toMatchObject({ answer: extractive.answer, engine: 'alegato-nlp', citation_check: 'failed' });
    }
  });

  it('says not found when the model says the passages do not answer', async () => {
    const r = await modelAnswer(
      fake(() => 'No he encontrado esta información en el documento.').completer,
      logger,
      '¿Cuánto cobra el procurador?',
      extractive,
    );
    expect(r).toMatchObject({
      found: false,
      citations: [],
      answer: 'No he encontrado esta información en el documento.',
    });
  });

  it('keeps the extractive answer when the provider fails, and never asks it when nothing was found', async () => {
    const failing = fake(() => new EnhanceError('network', 'No se pudo conectar con el proveedor de IA.'));
    expect(await modelAnswer(failing.completer, logger, '¿Ponente?', extractive)).toMatchObject({
      answer: extractive.answer,
      engine: 'alegato-nlp',
      citation_check: null,
    });
    const unused = fake(() => 'x (pág. 1)');
    const notFound: DocumentAnswer = {
      ...extractive,
      found: false,
      citations: [],
      answer: 'No he encontrado esta información en el documento.',
    };
    expect(await modelAnswer(unused.completer, logger, '¿Algo?', notFound)).toMatchObject({ found: false });
    expect(unused.sent).toHaveLength(0);
  });
});
