/**
 * The `pg` pool prepares the statements it runs often (ADR 0036): which texts get a name, and on
 * PostgreSQL that a prepared statement is really used, and survives a schema change.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedEnv, describeEachTarget, type IsolatedEnv } from '../../test/targets.js';
import { loadConfig } from '../config.js';
import {
  createDatabase,
  createStatementNames,
  PREPARE_MAX_STATEMENTS,
  type DatabaseHandle,
} from './index.js';

describe('createStatementNames', () => {
  it('names a row statement from its third run on, the same name for the same text', () => {
    const names = createStatementNames(3);
    const text = 'select id from reports where user_id = $1';
    expect(names.nameFor(text)).toBeUndefined();
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^a_[0-9a-f]{24}$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select id from cases where user_id = $1')).toBeUndefined();
  });

  it('never names DDL, session commands, long texts, nor anything with a threshold of 0', () => {
    const names = createStatementNames(1);
    for (const text of ['alter table t add column x int', "set time zone 'UTC'", 'begin', 'listen x'])
      expect(names.nameFor(text)).toBeUndefined();
    expect(names.nameFor(`select ${'1, '.repeat(10_000)}1`)).toBeUndefined();
    expect(names.nameFor('  with x as (select 1) select * from x')).toMatch(/^a_/);
    expect(names.nameFor('insert into t values ($1)')).toMatch(/^a_/);
    expect(createStatementNames(0).nameFor('select 1')).toBeUndefined();
  });

  it(`prepares ${PREPARE_MAX_STATEMENTS} texts at most, and never a forgotten one again`, () => {
    const names = createStatementNames(1);
    for (let i = 0; i < PREPARE_MAX_STATEMENTS; i++) expect(names.nameFor(`select ${i}`)).toMatch(/^a_/);
    expect(names.nameFor('select -1')).toBeUndefined();
    expect(names.nameFor('select 0')).toMatch(/^a_/);
    names.forget('select 0');
    expect(names.nameFor('select 0')).toBeUndefined();
  });
});

describeEachTarget('prepared statements', (target) => {
  let isolated: IsolatedEnv;
  let database: DatabaseHandle;

  beforeEach(async () => {
    isolated = await createIsolatedEnv(target);
    database = await createDatabase(loadConfig(isolated.env), { poolMax: 1 });
  });
  afterEach(async () => {
    await database?.close();
    await isolated?.cleanup();
  });

  it('a statement run often is prepared on the connection (PostgreSQL), and answers the same', async () => {
    const db = database.db;
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(db);
      answers.push(rows[0]?.n);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_prepared_statements where statement like '%::int + 1 as n'`.execute(
      db,
    );
    // PGlite runs statements on its one engine without the pool: nothing to prepare.
    expect(rows[0]?.n).toBe(target.name === 'postgres' ? 1 : 0);
  });

  it('a prepared statement whose table changed shape is run again unnamed, with the new columns', async () => {
    const db = database.db;
    await sql`create table prepare_probe (a int)`.execute(db);
    await sql`insert into prepare_probe values (1)`.execute(db);
    for (let i = 0; i < 4; i++) await sql`select * from prepare_probe where a = ${1}`.execute(db);
    await sql`alter table prepare_probe add column b text default 'x'`.execute(db);
    const { rows } = await sql`select * from prepare_probe where a = ${1}`.execute(db);
    expect(rows).toEqual([{ a: 1, b: 'x' }]);
  });
});
