import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { listStoredNorms } from '../legislation/repo.js';
import { importNorm } from '../legislation/service.js';

const LAU = 'BOE-A-1994-26003';
const CC = 'BOE-A-1889-4763';
const LPH = 'BOE-A-1960-10906';
const LCSP = 'BOE-A-2017-12902';

function norm(id: string, title: string, articles: [string, string][]): Uint8Array {
  const body = articles.map(([heading, text]) => `##### ${heading}\n\n${text}\n`).join('\n');
  return new TextEncoder().encode(
    `---\ntitle: "${title}"\nidentifier: "${id}"\nrank: "ley"\nstatus: "in_force"\n---\n\n# ${title}\n\n${body}`,
  );
}

const NORMS: [string, Uint8Array][] = [
  [
    LAU,
    norm(LAU, 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos', [
      [
        'Artículo 1. Ámbito de aplicación',
        'La presente ley establece el régimen jurídico aplicable a los arrendamientos de fincas urbanas que se destinen a vivienda o a usos distintos del de vivienda.',
      ],
      [
        'Artículo 9. Plazo mínimo',
        'La duración del arrendamiento será libremente pactada por las partes. Si esta fuera inferior a cinco años, llegado el día del vencimiento del contrato, este se prorrogará obligatoriamente por plazos anuales hasta que el arrendamiento alcance una duración mínima de cinco años.',
      ],
      [
        'Artículo 27. Incumplimiento de obligaciones',
        'El incumplimiento por cualquiera de las partes de las obligaciones resultantes del contrato dará derecho a la parte que hubiere cumplido las suyas a exigir el cumplimiento de la obligación o a promover la resolución del contrato. El arrendador podrá resolver de pleno derecho el contrato por la falta de pago de la renta.',
      ],
      [
        'Artículo 36. Fianza',
        'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta en el arrendamiento de viviendas y de dos en el arrendamiento para uso distinto del de vivienda.',
      ],
      [
        'Disposición adicional primera',
        'Las comunidades autónomas podrán establecer el depósito obligatorio de las fianzas.',
      ],
    ]),
  ],
  [
    CC,
    norm(CC, 'Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil', [
      [
        'Artículo 1902',
        'El que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado.',
      ],
      [
        'Artículo 1903',
        'La obligación que impone el artículo anterior es exigible no sólo por los actos u omisiones propios, sino por los de aquellas personas de quienes se debe responder.',
      ],
      [
        'Artículo 1555',
        'El arrendatario está obligado a pagar el precio del arrendamiento en los términos convenidos.',
      ],
    ]),
  ],
  [
    LPH,
    norm(LPH, 'Ley 49/1960, de 21 de julio, sobre propiedad horizontal', [
      [
        'Artículo veinte',
        'Corresponde al administrador velar por el buen régimen de la casa, sus instalaciones y servicios.',
      ],
      [
        'Artículo veintiuno',
        'Las obligaciones a que se refieren los apartados e) y f) del artículo 9 deberán cumplirse por el propietario de la vivienda o local. La comunidad podrá reclamar judicialmente las cuotas impagadas por el proceso monitorio.',
      ],
    ]),
  ],
  [
    LCSP,
    norm(LCSP, 'Ley 9/2017, de 8 de noviembre, de Contratos del Sector Público', [
      [
        'Artículo 107. Exigencia de garantía definitiva',
        'Los licitadores que presenten las mejores ofertas deberán constituir una garantía definitiva. Esta garantía no es una fianza del arrendamiento; se rige por la Ley 29/1994 solo en lo que se remita.',
      ],
    ]),
  ],
];

type Chunk = {
  id: string;
  relevancia: number;
  texto: string;
  fuente: string;
  metadatos: {
    document_id: string;
    heading: string | null;
    highlights: { start: number; end: number }[];
    public: boolean;
    norm_id?: string;
    norm_short?: string | null;
    article?: string | null;
    anchor?: string;
    cited?: boolean;
    section?: string | null;
    in_force?: boolean;
    attribution?: string;
  };
};
type Body = { success: boolean; chunks: Chunk[]; message?: string; data: { cached: boolean } };

describeEachTarget('POST /query/mixed over the legislation index', (target) => {
  const env = useAuthEnv(target);

  async function setup() {
    const { db } = env.base.database;
    const stored = await listStoredNorms(db);
    for (const [id, bytes] of NORMS) await importNorm(db, bytes, id, stored);
    await env.legislationSearch.refresh({ force: true });
    return env.user();
  }

  async function ask(user: { id: string; token: string }, fields: Record<string, unknown>) {
    const res = await env.call('POST', '/query/mixed', {
      token: user.token,
      body: { user_id: user.id, usar_cache: false, ...fields },
    });
    return { status: res.status, body: (await res.json()) as Body };
  }

  const first = (b: Body) => {
    const c = b.chunks[0];
    return c ? `${c.metadatos.norm_id ?? c.fuente} ${c.metadatos.article ?? c.metadatos.heading}` : '(nada)';
  };

  it('answers a plain question with the article, labelled by norm and article, words highlighted', async () => {
    const user = await setup();
    const { status, body } = await ask(user, {
      query: '¿Cuánto me pueden pedir de fianza por alquilar un piso?',
    });
    expect(status).toBe(200);
    expect(first(body)).toBe(`${LAU} 36`);
    const top = body.chunks[0]!;
    expect(top.metadatos).toMatchObject({
      public: true,
      norm_short: 'LAU',
      article: '36',
      anchor: 'articulo-36',
      in_force: true,
      cited: false,
      attribution: expect.stringContaining('Boletín Oficial del Estado'),
    });
    expect(top.metadatos.highlights.map((h) => top.texto.slice(h.start, h.end))).toContain('fianza');
    // One result per article, and the article outranks the disposition on the same words.
    const keys = body.chunks.map((c) => `${c.metadatos.norm_id}|${c.metadatos.anchor}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ranks by the thesaurus: lay words find the laws’ terms', async () => {
    const user = await setup();
    const { body } = await ask(user, { query: 'el casero no me devuelve lo que pagué al alquilar' });
    expect(body.chunks.length).toBeGreaterThan(0);
    expect(body.chunks.slice(0, 3).map((c) => c.metadatos.norm_id)).toContain(LAU);
  });

  it.each([
    ['art. 1902 CC', CC, '1902'],
    ['artículo 1902 del Código Civil', CC, '1902'],
    ['9 LAU', LAU, '9'],
    ['artículo 9 de la LAU', LAU, '9'],
    ['Ley 29/1994 art. 36', LAU, '36'],
    ['BOE-A-1994-26003 art. 27', LAU, '27'],
    ['artículo 21 LPH', LPH, '21'],
    ['artículo veintiuno de la Ley de Propiedad Horizontal', LPH, '21'],
  ])('puts the cited article first: %s', async (query, normId, article) => {
    const user = await setup();
    const { body } = await ask(user, { query });
    expect(first(body)).toBe(`${normId} ${article}`);
    expect(body.chunks[0]!.metadatos.cited).toBe(true);
    expect(body.chunks[0]!.relevancia).toBe(1);
  });

  it('follows an article cited alone with related ones of its norm, each below it', async () => {
    const user = await setup();
    const { body } = await ask(user, { query: 'art. 1902 CC' });
    expect(body.chunks.map((c) => `${c.metadatos.norm_id} ${c.metadatos.article}`).slice(0, 2)).toEqual([
      `${CC} 1902`,
      `${CC} 1903`,
    ]);
    expect(body.chunks.every((c) => c.metadatos.norm_id === CC)).toBe(true);
    const related = body.chunks.slice(1);
    expect(related.every((c) => c.metadatos.cited === false && c.relevancia > 0 && c.relevancia < 1)).toBe(
      true,
    );
  });

  it('finds an article by the chapter it sits in when its own words do not say it', async () => {
    const user = await setup();
    const { db } = env.base.database;
    const md = [
      '---',
      'title: "Código de prueba"',
      'identifier: "BOE-A-2099-77"',
      '---',
      '# Código de prueba',
      '### CAPÍTULO III. De la usucapión extraordinaria',
      '##### Artículo 5',
      'Se adquieren también los inmuebles por su posesión no interrumpida durante treinta años.',
    ].join('\n');
    await importNorm(db, new TextEncoder().encode(md), 'BOE-A-2099-77', await listStoredNorms(db));
    await env.legislationSearch.refresh();
    const { body } = await ask(user, { query: 'usucapión' });
    expect(first(body)).toBe('BOE-A-2099-77 5');
    // The answer names the chapter the untitled article sits in.
    expect(body.chunks[0]!.metadatos.section).toBe('CAPÍTULO III. De la usucapión extraordinaria');
  });

  it('ranks within a cited norm first, then the rest', async () => {
    const user = await setup();
    const { body } = await ask(user, { query: 'qué dice el código civil sobre el arrendatario' });
    expect(first(body)).toBe(`${CC} 1555`);
  });

  it('lists a norm cited alone from its first article', async () => {
    const user = await setup();
    const { body } = await ask(user, { query: 'Ley 29/1994' });
    expect(body.chunks.map((c) => c.metadatos.article)).toEqual(['1', '9', '27', '36']);
  });

  it('filters by norm and by scope', async () => {
    const user = await setup();
    const onlyCc = await ask(user, { query: 'arrendamiento', norma: CC });
    expect(onlyCc.body.chunks.map((c) => c.metadatos.norm_id)).toEqual([CC]);
    const docs = await ask(user, { query: 'fianza', tipo_consulta: 'documentos' });
    expect(docs.body.chunks).toEqual([]);
    const laws = await ask(user, { query: 'fianza', tipo_consulta: 'legislación' });
    expect(first(laws.body)).toBe(`${LAU} 36`);
    const noPublic = await ask(user, { query: 'fianza', include_public: false });
    expect(noPublic.body.chunks).toEqual([]);
    const bad = await ask(user, { query: 'fianza', tipo_consulta: 'todo' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'tipo_consulta debe ser auto, legislación, documentos o caso.',
    );
    const badNorm = await ask(user, { query: 'fianza', norma: "BOE' or 1=1" });
    expect(badNorm.status).toBe(400);
  });

  it('keeps the any-term baseline on request', async () => {
    const user = await setup();
    const { status, body } = await ask(user, { query: 'fianza arrendamiento', ranking: 'baseline' });
    expect(status).toBe(200);
    expect(body.chunks.length).toBeGreaterThan(0);
    expect(body.chunks[0]!.metadatos.norm_id).toBeUndefined();
  });

  it('answers bad input with a Spanish message or an empty result, never a 500', async () => {
    const user = await setup();
    const empty = await ask(user, { query: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Escribe qué quieres buscar.');
    const long = await ask(user, { query: 'fianza '.repeat(834) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('La consulta no puede superar los 1000 caracteres.');
    const stop = await ask(user, { query: '¿Qué es lo que hay?' });
    expect(stop.status).toBe(200);
    expect(stop.body.chunks).toEqual([]);
    expect(stop.body.message).toMatch(/solo tiene palabras vacías/);
    const punct = await ask(user, { query: '¿¿?? !! ... ;;' });
    expect(punct.status).toBe(200);
    expect(punct.body.chunks).toEqual([]);
    expect(punct.body.message).toMatch(/no tiene palabras que buscar/);
    for (const query of [
      "fianza' OR 1=1; --",
      'fianza & | ! <-> :* (renta)',
      "'); drop table chunks; --",
      'fianza:*A & !!renta',
    ]) {
      const r = await ask(user, { query });
      expect(r.status, query).toBe(200);
    }
    const still = await ask(user, { query: 'fianza' });
    expect(first(still.body)).toBe(`${LAU} 36`);
  });

  it('fuses the user’s own passages with the legislation, with the cache on and off', async () => {
    const user = await setup();
    const { db } = env.base.database;
    const doc = await db
      .insertInto('documents')
      .values({
        user_id: user.id,
        filename: 'contrato-piso.txt',
        size: 1,
        type: 'txt',
        sha256: '1'.repeat(64),
        status: 'ready',
        metadata: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('chunks')
      .values({
        document_id: doc.id,
        user_id: user.id,
        ordinal: 0,
        page_from: 1,
        page_to: 1,
        text: 'La fianza del piso de la calle Mayor se devolverá al terminar el contrato.',
        method: 'text',
      })
      .execute();
    const other = await env.user('carla');
    for (const usar_cache of [false, true]) {
      const mine = await ask(user, { query: 'fianza del piso de la calle Mayor', usar_cache });
      expect(mine.status).toBe(200);
      expect(mine.body.chunks.map((c) => c.metadatos.document_id)).toContain(doc.id);
      expect(mine.body.chunks.some((c) => c.metadatos.norm_id === LAU)).toBe(true);
      // A user without documents: the legislation alone.
      const theirs = await ask(other, { query: 'fianza del piso de la calle Mayor', usar_cache });
      expect(theirs.body.chunks.length).toBeGreaterThan(0);
      expect(theirs.body.chunks.every((c) => c.metadatos.norm_id !== undefined)).toBe(true);
    }
  });

  it('caches answers per user for 5 minutes and drops them when the user’s documents change', async () => {
    const user = await setup();
    const once = await ask(user, { query: 'fianza', usar_cache: true });
    expect(once.body.data.cached).toBe(false);
    const twice = await ask(user, { query: 'fianza', usar_cache: true });
    expect(twice.body.data.cached).toBe(true);
    expect(twice.body.chunks).toEqual(once.body.chunks);
    await env.base.database.db
      .insertInto('documents')
      .values({
        user_id: user.id,
        filename: 'nota.txt',
        size: 1,
        type: 'txt',
        sha256: '0'.repeat(64),
        status: 'ready',
        metadata: '{}',
      })
      .execute();
    const after = await ask(user, { query: 'fianza', usar_cache: true });
    expect(after.body.data.cached).toBe(false);
    const other = await env.user('bea');
    const theirs = await ask(other, { query: 'fianza', usar_cache: true });
    expect(theirs.body.data.cached).toBe(false);
  });
});
