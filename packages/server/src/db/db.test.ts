import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createIsolatedEnv, describeEachTarget, type IsolatedEnv } from '../../test/targets.js';
import { loadConfig, type Config } from '../config.js';
import { getMeta, setMeta } from '../modules/meta/repo.js';
import { createDatabase, type DatabaseHandle } from './index.js';
import { migrateToLatest } from './migrate.js';
import { LATEST_MIGRATION, migrations } from './migrations/index.js';

describeEachTarget('database', (target) => {
  let isolated: IsolatedEnv;
  let config: Config;
  const open: DatabaseHandle[] = [];

  async function openDb(): Promise<DatabaseHandle> {
    const handle = await createDatabase(config);
    open.push(handle);
    return handle;
  }

  beforeEach(async () => {
    isolated = await createIsolatedEnv(target);
    config = loadConfig(isolated.env);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((h) => h.close()));
    await isolated.cleanup();
  });

  it(`opens the ${target.name} engine`, async () => {
    const { kind } = await openDb();
    expect(kind).toBe(target.name);
  });

  it('migrates a fresh database, and a second run is a no-op', async () => {
    const { db } = await openDb();
    const first = await migrateToLatest(db);
    expect(first.applied).toEqual(Object.keys(migrations).sort());
    expect(first.schemaVersion).toBe(LATEST_MIGRATION);

    const second = await migrateToLatest(db);
    expect(second.applied).toEqual([]);
    expect(second.schemaVersion).toBe(LATEST_MIGRATION);

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name
    `.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['app_meta', 'kysely_migration', 'kysely_migration_lock', 'mail_outbox']),
    );
  });

  it('loads unaccent and pg_trgm', async () => {
    const { db } = await openDb();
    await migrateToLatest(db);
    const { rows } = await sql<{ plain: string; sim: number }>`
      select unaccent('Árbol, ñandú, acción') as plain, similarity('abogado', 'abogada') as sim
    `.execute(db);
    expect(rows[0]?.plain).toBe('Arbol, nandu, accion');
    expect(rows[0]?.sim).toBeGreaterThan(0.3);
  });

  it('reads int8, date, timestamptz and jsonb the same way on both engines', async () => {
    const { db } = await openDb();
    await migrateToLatest(db);
    const { rows } = await sql<{ n: number; d: string; t: Date; j: unknown; ns: number[] }>`
      select count(*) as n, date '2024-02-29' as d, timestamptz '2024-02-29 10:00:00+00' as t,
             '{"a": [1, "b"]}'::jsonb as j, array[1, 2]::int8[] as ns
    `.execute(db);
    expect(rows[0]).toEqual({
      n: 1,
      d: '2024-02-29',
      t: new Date('2024-02-29T10:00:00Z'),
      j: { a: [1, 'b'] },
      ns: [1, 2],
    });
    const tz = await sql<{ tz: string }>`select current_setting('TimeZone') as tz`.execute(db);
    expect(tz.rows[0]?.tz).toBe('UTC');
  });

  it('stores app_meta values and updates them in place', async () => {
    const { db } = await openDb();
    await migrateToLatest(db);
    await setMeta(db, 'k', { a: 1, texto: 'Sentencia nº 1' });
    expect(await getMeta(db, 'k')).toEqual({ a: 1, texto: 'Sentencia nº 1' });
    await setMeta(db, 'k', ['x']);
    expect(await getMeta(db, 'k')).toEqual(['x']);
    expect(await getMeta(db, 'missing')).toBeUndefined();
    const count = await db
      .selectFrom('app_meta')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(count?.n).toBe(1);
  });

  it('keeps data across a close and reopen of the same database', async () => {
    const first = await openDb();
    await migrateToLatest(first.db);
    await setMeta(first.db, 'persisted', { ok: true });
    await first.close();

    const second = await openDb();
    const report = await migrateToLatest(second.db);
    expect(report.applied).toEqual([]);
    expect(await getMeta(second.db, 'persisted')).toEqual({ ok: true });
  });

  it('rolls back a failed transaction', async () => {
    const { db } = await openDb();
    await migrateToLatest(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await setMeta(trx, 'tx', 1);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await getMeta(db, 'tx')).toBeUndefined();
  });

  it('serialises a transaction and concurrent queries without mixing them', async () => {
    const { db } = await openDb();
    await migrateToLatest(db);
    const tx = db.transaction().execute(async (trx) => {
      await setMeta(trx, 'inside', 1);
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('rollback');
    });
    const outside = setMeta(db, 'outside', 2);
    await expect(tx).rejects.toThrow('rollback');
    await outside;
    expect(await getMeta(db, 'inside')).toBeUndefined();
    expect(await getMeta(db, 'outside')).toBe(2);
  });

  it('close() is idempotent', async () => {
    const handle = await openDb();
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });

  if (target.name === 'pglite') {
    it("gives PGlite the configured buffer cache, and 128MB (PostgreSQL's default) without one", async () => {
      // The test environment asks for 16MB (test/targets.ts).
      const configured = await openDb();
      const setting = async ({ db }: DatabaseHandle) =>
        (await sql<{ size: string }>`select current_setting('shared_buffers') as size`.execute(db)).rows[0]
          ?.size;
      expect(await setting(configured)).toBe('16MB');
      await configured.close();
      const byDefault = await createDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
      open.push(byDefault);
      expect(await setting(byDefault)).toBe('128MB');
    });

    it('refuses to open the same PGlite data directory twice', async () => {
      await openDb();
      await expect(createDatabase(config)).rejects.toThrow(/ya está abierta/);
    });
  }
});
