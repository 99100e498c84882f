import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { extractEntities, sampleDraftInput } from '@alegato/legal-nlp';
import { afterEach, describe, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { extractPages } from '../documents/extract/index.js';
import { createEnhancer } from './enhancer.js';
import { buildEnhancePrompt } from './prompt.js';
import { callPseudonymised, PSEUDONYM_NOTE, pseudonymisePrompt } from './pseudonymise.js';

const logger = createLogger({ level: 'silent', destination: { write: () => undefined } });
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * A local fake of the Anthropic Messages API that records the text of every request (system and user
 * messages) and answers with the user message it was sent, placeholders included.
 */
async function echoProvider(): Promise<{ base: string; sent: string[] }> {
  const sent: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as { system: string; messages: Array<{ content: string }> };
      const user = body.messages.map((m) => m.content).join('\n');
      sent.push(`${body.system}\n${user}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ content: [{ type: 'text', text: user }] }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent };
}

/** Whitespace as single spaces, so that a name split across lines is still found. */
const flat = (s: string) => s.replace(/\s+/g, ' ');
/** True when `name` is in `text` as whole words. */
function mentions(text: string, name: string): boolean {
  const re = flat(name.trim()).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${re}(?![\\p{L}\\p{N}])`, 'u').test(flat(text));
}

/** Accent-free lower case. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const HONORIFICS = /^(?:(?:Excm[oa]s?|Ilm[oa]s?|Iltm[oa]s?|Sr[ae]?s?|Srta|D\.ª|Dª|Dña|Doña|Don|D)\.?\s*)+/u;

describe('pseudonymisePrompt', () => {
  const input = sampleDraftInput('demanda-civil');
  const prompt = buildEnhancePrompt(input, '<h1>DEMANDA</h1>');

  it('masks the user message and tells the model to keep the placeholders', () => {
    const masked = pseudonymisePrompt(prompt);
    for (const original of [
      'Laura Gómez Pérez',
      '12345678Z',
      'Serrano 45',
      'B12345678',
      'Javier Ruiz Martín',
    ])
      expect(masked.user).not.toContain(original);
    expect(masked.user).toContain('[PERSONA_1]');
    expect(masked.user).toContain('Juzgado de Primera Instancia n.º 3');
    expect(masked.system).toBe(`${prompt.system}\n${PSEUDONYM_NOTE}`);
    const restored = masked.restore(masked.user);
    expect(restored).not.toMatch(/\[[A-Z]+_\d+\]/);
    for (const original of ['Laura Gómez Pérez', '12345678Z', 'Serrano 45', 'B12345678'])
      expect(restored).toContain(original);
  });

  it('leaves a prompt with nothing personal as it is', () => {
    const plain = { system: 'Eres un abogado.', user: 'Resume el art. 1902 CC en dos frases.' };
    const masked = pseudonymisePrompt(plain);
    expect(masked).toMatchObject(plain);
    expect(masked.map).toEqual({});
  });

  it('callPseudonymised sends the masked prompt and restores the answer', async () => {
    const seen: string[] = [];
    const answer = await callPseudonymised(prompt, async (masked) => {
      seen.push(masked.user);
      return 'La actora, [Persona_1], con DNI [DNI_1], reclama a [ORGANIZACION_1]. [PERSONA_99] no existe.';
    });
    expect(seen[0]).not.toContain('Laura Gómez Pérez');
    const map = pseudonymisePrompt(prompt).map;
    expect(map['[PERSONA_1]']).toContain('Laura Gómez Pérez');
    expect(map['[ORGANIZACION_1]']).toBe('Construcciones Levante, S.L.');
    expect(answer).toBe(
      `La actora, ${map['[PERSONA_1]']}, con DNI 12345678Z, reclama a Construcciones Levante, S.L.. [PERSONA_99] no existe.`,
    );
    expect(await callPseudonymised(prompt, async () => undefined)).toBeUndefined();
  });
});

describe('enhancer through a provider', () => {
  it('sends no personal data of the sample and writes it back in the result', async () => {
    const fake = await echoProvider();
    const config = loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_BASE_URL: fake.base });
    const input = sampleDraftInput('demanda-civil');
    const result = await createEnhancer({ config, logger }).enhance(input);
    expect(fake.sent).toHaveLength(1);
    for (const original of ['Laura Gómez Pérez', '12345678Z', 'Calle de Serrano 45', 'María López Sánchez'])
      expect(fake.sent[0]).not.toContain(original);
    expect(result.html).toContain('Laura Gómez Pérez');
    expect(result.html).toContain('12345678Z');
    expect(result.html).not.toMatch(/\[(?:PERSONA|DNI|DIRECCION)_\d+\]/);
  });
});

/** Names and identifiers read by hand in each judgment (they are in the PDF as written here). */
const HAND_CHECKED: Record<string, string[]> = {
  'STSJ_BAL_451_2025.pdf': [
    'Sonsoles',
    'Andrés Castell Feliu',
    'Antoni Oliver Reus',
    'Alejandro Roa Nonide',
    'Joan Agustí Maragall',
    'ES55 0049-3569-9200-0500-1274',
    '0446-0000-66-0098-25',
    'Jaime',
  ],
  'STS_2384_2025.pdf': [
    'Hilario',
    'Ángel Blasco Pellicer',
    'Alfonso Lozano De Benito',
    'Concepción Rosario Ureste García',
    'Juan Martínez Moya',
    'Isabel Olmos Parés',
    'Rafael Antonio López Parada',
    'Recio García',
  ],
  'RC_TS_3402_2007.pdf': [
    'Sara',
    'AURELIO DESDENTADO BONETE',
    'Pinto Campos',
    'Trillo García',
    'Aguilar',
    'Zulueta Luchsinger',
    'Marin Pérez',
    'Asepeyo',
  ],
};

describeWithCorpus(
  'no identifier of a real judgment reaches the provider (corpus)',
  ['sentencias-pdf'],
  () => {
    it.each(Object.keys(HAND_CHECKED))('%s', async (file) => {
      const pages = await extractPages(readFileSync(corpusPath('sentencias-pdf', file)), 'pdf');
      const judgment = pages.map((p) => p.text).join('\n\n');
      const base = sampleDraftInput('demanda-civil');
      const input = { ...base, content: { ...base.content, hechos: judgment } };

      // What must not leave: the extractor's persons, identifiers, accounts, phones, e-mails and addresses
      // on the original text, the CENDOJ codes standing for the DNI and the social-security number
      // ('NUM000'), and the names read by hand.
      const found = extractEntities(judgment)
        .filter(
          (e) =>
            ['PER', 'ID', 'IBAN', 'PHONE', 'EMAIL'].includes(e.type) ||
            (e.type === 'LOC' && e.subtype === 'dirección'),
        )
        .map((e) => (e.type === 'PER' ? e.text.replace(HONORIFICS, '') : e.text))
        .filter((name) => /\p{L}{2,}/u.test(name));
      const handChecked = HAND_CHECKED[file] ?? [];
      const codes = [...new Set(judgment.match(/NUM\d{3}/g) ?? [])];
      for (const name of handChecked) expect(mentions(judgment, name), name).toBe(true);
      expect(found.length).toBeGreaterThan(3);

      const fake = await echoProvider();
      const config = loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k', AI_BASE_URL: fake.base });
      const result = await createEnhancer({ config, logger }).enhance(input);

      expect(fake.sent).toHaveLength(1);
      const sent = fake.sent[0] ?? '';
      const leaked = [...found, ...handChecked, ...codes].filter((name) => mentions(sent, name));
      expect(leaked).toEqual([]);
      expect(sent).not.toMatch(/(?<![\p{L}\p{N}])(?:\d{8}|[XYZ]\d{7})[A-Z](?![\p{L}\p{N}])/u);
      // The court and the dates stay for the model; the answer comes back with the originals.
      expect(sent).toMatch(/Tribunal Supremo|Tribunal Superior de Justicia/);
      // A person is restored to the fullest form seen ('Ángel Blasco Pellicer' → 'ANGEL ANTONIO BLASCO
      // PELLICER'): every word of every name is back, and no placeholder is left.
      expect(result.html).not.toMatch(/\[(?:PERSONA|ORGANIZACION|DNI|IBAN|DIRECCION|CODIGO)_\d+\]/);
      const back = fold(result.html);
      for (const name of handChecked)
        for (const word of fold(name).split(/\s+/)) expect(mentions(back, word), name).toBe(true);
    });
  },
);
