import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { runImportLegislation } from '../../cli/import-legislation.js';
import { createDatabase } from '../../db/index.js';
import { corpusPath, hasCorpus } from '../../../test/corpus.js';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { makeTestTmpDir } from '../../../test/tmp.js';
import { BOE_ATTRIBUTION } from './parse.js';
import { LEGISLATION_COLLECTION } from './repo.js';
import { IMPORTER_VERSION, importLegislationFiles } from './service.js';

const CC = 'BOE-A-1889-4763';
const CE = 'BOE-A-1978-31229';
const LPH = 'BOE-A-1960-10906';
const core = (id: string) => corpusPath('legalize-es-core', 'es', `${id}.md`);

/** Bytes of the files in a flat directory (`pg_wal`), read synchronously so a progress callback can. */
function flatDirBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(dir, e.name)).size, 0);
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

// The per-target suites need the corpus; without it they are skipped by name like describeWithCorpus.
const withCorpus = hasCorpus(['legalize-es-core']);

describeEachTarget('legislation importer', (target) => {
  const env = useTestEnv(target);

  it.skipIf(!withCorpus)(
    'imports CC, CE and LPH into the public collection, searchable by article',
    async () => {
      const { db } = env.database;
      const summary = await importLegislationFiles(db, [core(CC), core(CE), core(LPH)]);
      expect(summary).toMatchObject({ imported: 3, skipped: 0, failed: [] });

      const docs = await db
        .selectFrom('documents')
        .selectAll()
        .where('collection', '=', LEGISLATION_COLLECTION)
        .orderBy('filename')
        .execute();
      expect(docs).toHaveLength(3);
      const cc = docs.find((d) => d.metadata.norm_id === CC)!;
      expect(cc).toMatchObject({
        user_id: null,
        is_public: true,
        case_id: null,
        collection: 'legislacion',
        type: 'md',
        filename: 'Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil',
        size: readFileSync(core(CC)).byteLength,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        storage_key: null,
        status: 'ready',
        progress: 1,
        error: null,
      });
      expect(cc.metadata).toEqual({
        norm_id: CC,
        title: cc.filename,
        rank: 'real_decreto',
        date: '1889-07-25',
        last_updated: '2025-01-03',
        status: 'in_force',
        department: 'Ministerio de Gracia y Justicia',
        eli: 'https://www.boe.es/eli/es/rd/1889/07/24/(1)',
        source_url: `https://www.boe.es/buscar/act.php?id=${CC}`,
        attribution: BOE_ATTRIBUTION,
        importer_version: IMPORTER_VERSION,
      });
      expect(cc.pages).toBeGreaterThan(1900);

      const counts = await db
        .selectFrom('document_pages')
        .select(['document_id', sql<number>`count(*)::int`.as('n'), sql<number>`max(page)`.as('max')])
        .groupBy('document_id')
        .execute();
      for (const d of docs) {
        expect(counts.find((c) => c.document_id === d.id)).toEqual({
          document_id: d.id,
          n: d.pages,
          max: d.pages,
        });
      }
      expect(summary.articles).toBe(docs.reduce((s, d) => s + (d.pages ?? 0), 0));

      const art = await db
        .selectFrom('chunks')
        .selectAll()
        .where('document_id', '=', cc.id)
        .where('heading', '=', 'Artículo 1902')
        .executeTakeFirstOrThrow();
      expect(art).toMatchObject({
        user_id: null,
        is_public: true,
        method: 'markdown',
        confidence: null,
        text: expect.stringContaining('culpa o negligencia'),
      });
      expect(art.page_from).toBe(art.page_to);
      const page = await db
        .selectFrom('document_pages')
        .selectAll()
        .where('document_id', '=', cc.id)
        .where('page', '=', art.page_from)
        .executeTakeFirstOrThrow();
      expect(page).toMatchObject({ method: 'markdown', confidence: null });
      expect(page.text.startsWith('Artículo 1902\n\nEl que por acción u omisión')).toBe(true);

      const [{ chunks } = { chunks: 0 }] = await db
        .selectFrom('chunks')
        .select(sql<number>`count(*)::int`.as('chunks'))
        .where('is_public', '=', true)
        .execute();
      expect(chunks).toBe(summary.chunks);

      // Any-term full-text query over the generated tsv (es_unaccent: accents and stems folded).
      const anyTerm = await sql<{ heading: string }>`
      select c.heading from chunks c
      where c.document_id = ${cc.id}
        and c.tsv @@ websearch_to_tsquery('es_unaccent', 'responsabilidad or extracontractual or culpa or negligencia')`.execute(
        db,
      );
      expect(anyTerm.rows.map((r) => r.heading)).toContain('Artículo 1902');
      const recomputed = await sql<{ heading: string }>`
      select c.heading from chunks c
      where c.is_public
        and to_tsvector('es_unaccent', c.text) @@ plainto_tsquery('es_unaccent', 'CULPA negligéncia daños')
      order by ts_rank_cd(c.tsv, plainto_tsquery('es_unaccent', 'CULPA negligéncia daños')) desc, c.id
      limit 10`.execute(db);
      expect(recomputed.rows.map((r) => r.heading)).toContain('Artículo 1902');
    },
  );

  it.skipIf(!withCorpus)(
    'is idempotent: same bytes skipped, new bytes replace the rows of the same document',
    async () => {
      const { db } = env.database;
      const dir = makeTestTmpDir('alegato-legislation-');
      const file = join(dir, `${LPH}.md`);
      copyFileSync(core(LPH), file);
      const first = await importLegislationFiles(db, [file]);
      expect(first).toMatchObject({ imported: 1, skipped: 0 });
      const before = await db
        .selectFrom('documents')
        .select(['id', 'sha256', 'pages'])
        .executeTakeFirstOrThrow();

      expect(await importLegislationFiles(db, [file])).toMatchObject({
        imported: 0,
        skipped: 1,
        articles: 0,
      });
      const [{ n } = { n: 0 }] = await db
        .selectFrom('chunks')
        .select(sql<number>`count(*)::int`.as('n'))
        .execute();
      expect(n).toBe(first.chunks);

      // A reform: one article more at the end.
      writeFileSync(
        file,
        `${readFileSync(core(LPH), 'utf8')}\n##### Artículo 99. Nuevo.\n\nTexto añadido por la reforma.\n`,
      );
      const second = await importLegislationFiles(db, [file]);
      expect(second).toMatchObject({ imported: 1, skipped: 0, articles: (before.pages ?? 0) + 1 });
      const after = await db.selectFrom('documents').select(['id', 'sha256', 'pages']).execute();
      expect(after).toHaveLength(1);
      expect(after[0]!.id).toBe(before.id);
      expect(after[0]!.sha256).not.toBe(before.sha256);
      expect(after[0]!.pages).toBe((before.pages ?? 0) + 1);
      const rows = await db
        .selectFrom('chunks')
        .select(['heading', 'ordinal'])
        .where('document_id', '=', before.id)
        .orderBy('ordinal')
        .execute();
      expect(rows).toHaveLength(second.chunks);
      expect(rows.map((r) => r.ordinal)).toEqual(rows.map((_, i) => i));
      expect(rows.at(-1)?.heading).toBe('Artículo 99. Nuevo');

      // Rows written by an older importer are rewritten even when the file is unchanged.
      await db
        .updateTable('documents')
        .set({ metadata: sql`metadata || '{"importer_version": 0}'::jsonb` })
        .where('id', '=', before.id)
        .execute();
      expect(await importLegislationFiles(db, [file])).toMatchObject({ imported: 1, skipped: 0 });
      expect(await importLegislationFiles(db, [file])).toMatchObject({ imported: 0, skipped: 1 });
      const doc = await db.selectFrom('documents').select(['id', 'metadata']).executeTakeFirstOrThrow();
      expect(doc).toMatchObject({ id: before.id, metadata: { importer_version: IMPORTER_VERSION } });
    },
  );

  it('CLI: a missing folder is refused in Spanish with exit 1', async () => {
    const c = capture();
    expect(await runImportLegislation(['/no/existe/legislacion'], env.isolated.env, c.io)).toBe(1);
    expect(c.err).toEqual(['No existe la carpeta o el archivo «/no/existe/legislacion».']);
    const u = capture();
    expect(await runImportLegislation([], env.isolated.env, u.io)).toBe(1);
    expect(u.err[0]).toMatch(/^Uso: npm run import:legislation -- /);
  });

  it.skipIf(target.name !== 'pglite' || !withCorpus)(
    'CLI: refuses a PGlite data dir held by a running server, with the lock message',
    async () => {
      const c = capture();
      // env.database holds DATA_DIR/db.lock, as a running server would.
      expect(await runImportLegislation([core(CE)], env.isolated.env, c.io)).toBe(1);
      expect(c.err.join('\n')).toMatch(
        /^No se pudo abrir la base de datos: La base de datos en .* ya está abierta/,
      );
    },
  );

  it.skipIf(!withCorpus || target.name !== 'pglite')(
    'the 24 core laws: the import ends with VACUUM and CHECKPOINT, and the WAL goes back to ≤ 48 MB',
    async () => {
      const wal = join(env.config.dataDir, 'db', 'pg_wal');
      const dir = corpusPath('legalize-es-core', 'es');
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => join(dir, f));
      expect(files).toHaveLength(24);
      let peak = 0;
      const summary = await importLegislationFiles(env.database.db, files, {
        onProgress(done, total) {
          if (done === total) peak = flatDirBytes(wal); // written, not yet compacted
        },
      });
      expect(summary).toMatchObject({ imported: 24, failed: [] });
      expect(summary.compact).toMatchObject({ checkpoint: true });
      const after = flatDirBytes(wal);
      // Measured: 84 MB at the end of the writes, 34 MB after (min_wal_size 32 MB + the open segment).
      expect(peak).toBeGreaterThan(after);
      expect(after).toBeLessThanOrEqual(48 * 1024 * 1024);
    },
    120_000,
  );

  it.skipIf(!withCorpus)(
    'CLI: imports a .tar.gz into the configured database and prints the summary',
    async () => {
      const dir = makeTestTmpDir('alegato-legislation-tar-');
      mkdirSync(join(dir, 'es'));
      copyFileSync(core(CE), join(dir, 'es', `${CE}.md`));
      const tarball = join(dir, 'leyes.tar.gz');
      execFileSync('tar', ['-czf', tarball, '-C', dir, 'es']);
      await env.database.close(); // the CLI opens the database itself, as the server would

      const c = capture();
      expect(await runImportLegislation([tarball], env.isolated.env, c.io)).toBe(0);
      expect(c.err).toEqual([]);
      expect(c.out).toContainEqual(expect.stringMatching(/^Tablas compactadas .*\(VACUUM, ANALYZE/));
      expect(c.out.at(-1)).toMatch(
        /^Importadas 1 normas, \d+ artículos en \d+,\d s \(\d+ fragmentos; 0 sin cambios\)\.$/,
      );

      const again = capture();
      expect(await runImportLegislation([tarball], env.isolated.env, again.io)).toBe(0);
      expect(again.out.at(-1)).toMatch(/^Importadas 0 normas, 0 artículos en .* 1 sin cambios\)\.$/);

      const reopened = await createDatabase(env.config);
      try {
        const docs = await reopened.db
          .selectFrom('documents')
          .select(sql<string>`metadata->>'norm_id'`.as('id'))
          .execute();
        expect(docs).toEqual([{ id: CE }]);
      } finally {
        await reopened.close();
      }
    },
  );
});
