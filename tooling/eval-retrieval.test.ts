import { describe, expect, it } from 'vitest';
import { articleLabel, frontMatterTitle } from '../scripts/eval-retrieval.mjs';

describe('eval:retrieval matching', () => {
  it('reads the article label of a heading as the importer writes it', () => {
    expect(articleLabel('Artículo 36. Fianza')).toBe('36');
    expect(articleLabel('Artículo 1902')).toBe('1902');
    expect(articleLabel('Artículo 9 bis. Acceso a la información')).toBe('9 bis');
    expect(articleLabel('Artículo primero. Objeto')).toBe('primero');
    expect(articleLabel('Disposición adicional primera')).toBeNull();
    expect(articleLabel(null)).toBeNull();
  });

  it("reads a norm's title from its front matter (quoted or not)", () => {
    expect(frontMatterTitle('---\ntitle: "Ley 29/1994, de 24 de noviembre"\nidentifier: "x"\n---\n# T')).toBe(
      'Ley 29/1994, de 24 de noviembre',
    );
    expect(frontMatterTitle("---\ntitle: 'Código Civil'\n---\n")).toBe('Código Civil');
    expect(frontMatterTitle('# sin front matter')).toBe('');
  });
});
