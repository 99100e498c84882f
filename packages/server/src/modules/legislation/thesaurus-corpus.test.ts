/**
 * Every target term of the lay → legal thesaurus (`@alegato/legal-nlp` THESAURUS) occurs in the laws
 * the search imports: the 24 core laws (`legalize-es-core/es/*.md`) and the state archive
 * (`legalize-es-state/*.tar.gz`, read in memory, never unpacked to disk). A term matches
 * accent- and case-insensitively on word boundaries; a phrase matches when its words occur in sequence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { foldWord, THESAURUS } from '@alegato/legal-nlp';
import { beforeAll, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';

/** The words of a text, folded as the search folds them (`foldWord`), split at anything but a–z and 0–9. */
function words(text: string): string[] {
  return foldWord(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A trie of phrases, word by word; a node that ends phrases holds them under the key ''. */
type Trie = Map<string, Trie | string[]>;

/**
 * A matcher for many phrases at once: each text is read once, word by word, whatever the number of
 * phrases (one `includes` per phrase and law took 42 s in CI over the state archive).
 */
function phraseMatcher(phrases: Iterable<string>): (text: string, found: Set<string>) => void {
  const root: Trie = new Map();
  for (const phrase of phrases) {
    let node = root;
    for (const word of words(phrase)) {
      let child = node.get(word);
      if (!(child instanceof Map)) node.set(word, (child = new Map()));
      node = child;
    }
    const ending = node.get('');
    node.set('', [...(Array.isArray(ending) ? ending : []), phrase]);
  }
  return (text, found) => {
    const w = words(text);
    for (let i = 0; i < w.length; i++) {
      let node = root.get(w[i]!);
      for (let j = i + 1; node instanceof Map; j++) {
        const ending = node.get('');
        if (Array.isArray(ending)) for (const phrase of ending) found.add(phrase);
        node = j < w.length ? node.get(w[j]!) : undefined;
      }
    }
  };
}

/** The `.md` files of a tar archive (ustar, with GNU long names), as UTF-8 text. */
function markdownInTar(tar: Buffer): string[] {
  const out: string[] = [];
  let offset = 0;
  let longName: string | null = null;
  const field = (start: number, length: number) =>
    tar
      .subarray(offset + start, offset + start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  while (offset + 512 <= tar.length) {
    if (tar.subarray(offset, offset + 512).every((b) => b === 0)) break;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const data = tar.subarray(offset + 512, offset + 512 + size);
    longName = null;
    if (type === 'L') longName = data.toString('utf8').replace(/\0.*$/s, '');
    else if ((type === '0' || type === '') && name.endsWith('.md')) out.push(data.toString('utf8'));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

describeWithCorpus(
  'thesaurus targets in the imported laws',
  ['legalize-es-core', 'legalize-es-state'],
  () => {
    const laws: string[] = [];

    beforeAll(() => {
      const coreDir = corpusPath('legalize-es-core', 'es');
      for (const f of readdirSync(coreDir)
        .filter((f) => f.endsWith('.md'))
        .sort()) {
        laws.push(readFileSync(`${coreDir}/${f}`, 'utf8'));
      }
      const stateDir = corpusPath('legalize-es-state');
      for (const f of readdirSync(stateDir)
        .filter((f) => f.endsWith('.tar.gz'))
        .sort()) {
        laws.push(...markdownInTar(gunzipSync(readFileSync(`${stateDir}/${f}`))));
      }
    });

    it('reads the core laws and the state archive', () => {
      expect(laws.length).toBeGreaterThan(900);
    });

    it('finds phrases on word boundaries only, words in sequence, ignoring accents and case', () => {
      const phrases = ['arrendador', 'Arrendador', 'Pensión de Viudedad', 'arrenda', 'viudedad de pensión'];
      const found = new Set<string>();
      phraseMatcher(phrases)('El ARRENDADOR y el arrendatario; la pensión de viudedad.', found);
      expect([...found].sort()).toEqual(['Arrendador', 'Pensión de Viudedad', 'arrendador']);
    });

    it('finds every target term of the thesaurus somewhere in the laws', () => {
      // Each target and the lay terms it stands for.
      const lays = new Map<string, string[]>();
      for (const entry of THESAURUS) {
        for (const target of entry.legal) lays.set(target, [...(lays.get(target) ?? []), entry.lay]);
      }
      const match = phraseMatcher(lays.keys());
      const found = new Set<string>();
      for (const law of laws) {
        match(law, found);
        if (found.size === lays.size) break;
      }
      const missing = [...lays].filter(([target]) => !found.has(target));
      const report = missing.map(([target, lay]) => `'${target}' (for ${lay.join(', ')})`);
      expect(report, `targets not found in any law:\n${report.join('\n')}`).toEqual([]);
    });
  },
);
