/**
 * Every target term of the lay → legal thesaurus (`@alegato/legal-nlp` THESAURUS) occurs in the laws
 * the search imports: the 24 core laws (`legalize-es-core/es/*.md`) and the state archive
 * (`legalize-es-state/*.tar.gz`, read in memory, never unpacked to disk). A term matches
 * accent- and case-insensitively on word boundaries; a phrase matches when its words occur in sequence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { THESAURUS } from '@alegato/legal-nlp';
import { beforeAll, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';

/** Lower case, accents folded, every run of non-alphanumerics one space, padded with a space each side. */
function fold(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
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
        laws.push(fold(readFileSync(`${coreDir}/${f}`, 'utf8')));
      }
      const stateDir = corpusPath('legalize-es-state');
      for (const f of readdirSync(stateDir)
        .filter((f) => f.endsWith('.tar.gz'))
        .sort()) {
        for (const md of markdownInTar(gunzipSync(readFileSync(`${stateDir}/${f}`)))) laws.push(fold(md));
      }
    });

    it('reads the core laws and the state archive', () => {
      expect(laws.length).toBeGreaterThan(900);
    });

    it('finds phrases on word boundaries only, words in sequence, ignoring accents and case', () => {
      const text = fold('El ARRENDADOR y el arrendatario; la pensión de viudedad.');
      expect(text.includes(fold('arrendador'))).toBe(true);
      expect(text.includes(fold('Pensión de Viudedad'))).toBe(true);
      expect(text.includes(fold('arrenda'))).toBe(false);
      expect(text.includes(fold('viudedad de pensión'))).toBe(false);
    });

    it('finds every target term of the thesaurus somewhere in the laws', () => {
      const missing = new Map<string, string[]>();
      const found = new Set<string>();
      for (const entry of THESAURUS) {
        for (const target of entry.legal) {
          const key = fold(target);
          if (found.has(key)) continue;
          if (missing.has(key)) {
            missing.get(key)!.push(entry.lay);
            continue;
          }
          if (laws.some((law) => law.includes(key))) found.add(key);
          else missing.set(key, [entry.lay]);
        }
      }
      const report = [...missing].map(([key, lays]) => `'${key.trim()}' (for ${lays.join(', ')})`);
      expect(report, `targets not found in any law:\n${report.join('\n')}`).toEqual([]);
    });
  },
);
