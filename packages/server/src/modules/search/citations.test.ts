import { LEGAL_CODES } from '@alegato/legal-nlp';
import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { listStoredNorms } from '../legislation/repo.js';
import { importNorm } from '../legislation/service.js';

/**
 * Every usual abbreviation of the alias table, with and without 'art.', goes straight to the article
 * through `/query/mixed`: each code is imported as a small norm with its real BOE id (articles 4, 5 and
 * 'veintiuno'), so what is checked is the whole path — parser, resolution against the imported norms,
 * the index, the answer's labels.
 */
describeEachTarget('POST /query/mixed resolves every usual abbreviation to its article', (target) => {
  // Some 250 questions from one user: the per-user search bucket is lifted for this test.
  const env = useAuthEnv(target, {
    RATE_LIMITS: JSON.stringify({ search: { burst: 1000, perWindow: 1000, windowSeconds: 60 } }),
  });

  it('answers art. N X, N X and artículo N de la X with that article first, for every alias', async () => {
    const { db } = env.base.database;
    const stored = await listStoredNorms(db);
    for (const code of LEGAL_CODES) {
      const md = [
        '---',
        `title: "Norma de prueba ${code.abbr}"`,
        `identifier: "${code.normId}"`,
        '---',
        `# Norma de prueba ${code.abbr}`,
        '##### Artículo 4. Objeto',
        'Texto del artículo cuatro sobre el objeto de la norma.',
        '##### Artículo 5. Ámbito',
        'Texto del artículo cinco sobre el ámbito de aplicación de la norma.',
        '##### Artículo veintiuno',
        'Texto del artículo veintiuno escrito con palabras.',
      ].join('\n');
      await importNorm(db, new TextEncoder().encode(md), code.normId, stored);
    }
    await env.legislationSearch.refresh({ force: true });
    const user = await env.user();
    const ask = async (query: string) => {
      const res = await env.call('POST', '/query/mixed', {
        token: user.token,
        body: { user_id: user.id, query, usar_cache: false },
      });
      expect(res.status, query).toBe(200);
      const body = (await res.json()) as {
        chunks: { metadatos: { norm_id?: string; article?: string | null; cited?: boolean } }[];
      };
      return body.chunks[0]?.metadatos;
    };
    const misses: string[] = [];
    for (const code of LEGAL_CODES) {
      for (const abbr of code.abbreviations) {
        const queries = [`art. 5 ${abbr}`, `artículo 5 de la ${abbr}`, `Art 5 ${abbr}`, `5 ${abbr}`];
        for (const query of queries) {
          const top = await ask(query);
          if (top?.norm_id !== code.normId || top.article !== '5' || top.cited !== true) {
            misses.push(`${query} → ${top?.norm_id ?? '(nada)'} ${top?.article ?? ''}`);
          }
        }
      }
      // Articles numbered in words are found by their number, and the other way round.
      const words = await ask(`artículo 21 ${code.abbreviations.at(-1)}`);
      if (words?.norm_id !== code.normId || words.article !== '21') misses.push(`artículo 21 ${code.abbr}`);
    }
    expect(misses).toEqual([]);
  });
});
