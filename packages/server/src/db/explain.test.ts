/**
 * The hot list queries (issue 16 item 2) are planned on their indexes: with 10 users of 1,000 reports,
 * 200 cases and 1,000 documents each (statistics analyzed), `EXPLAIN (FORMAT JSON)` of the very
 * statement each repo runs (built by the repo's exported query function) reads the expected index and
 * never scans a whole table. The same indexes are read on PGlite and PostgreSQL; the node kinds differ
 * a little (PGlite counts a user's reports by an index-only scan where PostgreSQL 15 uses a bitmap
 * heap scan of the same index, and reads the cases list through a bitmap of `cases_user_idx` where
 * PostgreSQL scans it in order), which is why the index names, not the node kinds, are asserted.
 * `EXPLAIN_PRINT=1` prints each plan's scans.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { ReportListQuerySchema } from '@alegato/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { listCasesQuery } from '../modules/cases/repo.js';
import { listDocumentsQuery } from '../modules/documents/repo.js';
import { listReportsQuery } from '../modules/reports/repo.js';
import {
  createFakeAppDist,
  createIsolatedEnv,
  describeEachTarget,
  type IsolatedEnv,
} from '../../test/targets.js';
import { createDatabase, type DatabaseHandle } from './index.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

const USERS = 10;
const REPORTS_PER_USER = 1000;
const CASES_PER_USER = 200;
const DOCUMENTS_PER_USER = 1000;

/** The users' ids: fixed, so a failing plan is reproducible. */
const users = Array.from(
  { length: USERS },
  (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
);
const ana = users[0] as string;
/** The id of the user's `n`th case (1-based), the same in SQL (`caseId`) and here. */
const caseIdSql = (user: ReturnType<typeof sql>, n: ReturnType<typeof sql>) =>
  sql`md5(${user}::text || ':case:' || ${n}::text)::uuid`;

async function seed(db: Kysely<Database>): Promise<void> {
  const ids = sql`unnest(string_to_array(${users.join(',')}, ',')::uuid[])`;
  await sql`
    insert into cases (id, user_id, title, updated_at)
    select ${caseIdSql(sql`u.id`, sql`g`)}, u.id, 'Caso ' || g, now() - g * interval '1 hour'
    from ${ids} as u(id), generate_series(1, ${CASES_PER_USER}) as g`.execute(db);
  await sql`
    insert into reports (user_id, title, template_id, content, status, generated_html, created_at, updated_at)
    select u.id, 'Informe ' || g, 'demanda-civil', jsonb_build_object('hechos', 'Hechos del informe ' || g),
      case when g % 2 = 0 then 'completed' else 'draft' end,
      case when g % 2 = 0 then '<h1>DEMANDA</h1><p>' || repeat('Fundamentos de derecho. ', 40) || '</p>' end,
      now() - g * interval '1 hour', now() - g * interval '1 minute'
    from ${ids} as u(id), generate_series(1, ${REPORTS_PER_USER}) as g`.execute(db);
  await sql`
    insert into documents (user_id, case_id, filename, size, type, sha256, status, created_at)
    select u.id, ${caseIdSql(sql`u.id`, sql`(g % ${CASES_PER_USER} + 1)`)}, 'doc-' || g || '.pdf', 1000 + g,
      'pdf', md5(u.id::text || g::text), 'ready', now() - g * interval '1 minute'
    from ${ids} as u(id), generate_series(1, ${DOCUMENTS_PER_USER}) as g`.execute(db);
  await sql`vacuum analyze cases`.execute(db);
  await sql`vacuum analyze reports`.execute(db);
  await sql`vacuum analyze documents`.execute(db);
}

/** One node of a JSON plan, with the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first (init plans and sub plans are children too). */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** `EXPLAIN (FORMAT JSON)` of a compiled statement, with its parameters, as a list of nodes. */
async function explain(
  db: Kysely<Database>,
  query: { sql: string; parameters: readonly unknown[] },
): Promise<PlanNode[]> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return nodes(doc[0].Plan);
}

/** `value` as an SQL literal (the parameters of the list statements: strings and numbers). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * `EXPLAIN (FORMAT JSON)` of a compiled statement's generic plan: prepared, then explained with
 * `plan_cache_mode = force_generic_plan` — the plan a prepared statement may settle on after its first
 * runs (the `pg` pool prepares the statements it runs often, `db/index.ts`), chosen without knowing
 * the parameters' values.
 */
async function explainGeneric(
  db: Kysely<Database>,
  query: { sql: string; parameters: readonly unknown[] },
): Promise<PlanNode[]> {
  return db.connection().execute(async (conn) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
    try {
      await conn.executeQuery(CompiledQuery.raw(`prepare explain_generic as ${query.sql}`));
      const args = query.parameters.map(literal).join(', ');
      const { rows } = await conn.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) execute explain_generic${args ? `(${args})` : ''}`),
      );
      const raw = rows[0]?.['QUERY PLAN'];
      const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      return nodes(doc[0].Plan);
    } finally {
      await sql`deallocate all`.execute(conn);
      await sql`reset plan_cache_mode`.execute(conn);
    }
  });
}

/** The plan's scans, as `Node Type on relation (index)`: what a failing assertion prints. */
function scans(plan: PlanNode[]): string[] {
  return plan
    .filter((n) => n['Relation Name'] !== undefined || n['Index Name'] !== undefined)
    .map(
      (n) =>
        `${n['Node Type']} on ${n['Relation Name'] ?? '?'}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`,
    );
}

/** Asserts the plan reads `index` and never sequentially scans `tables`. */
function expectIndexed(plan: PlanNode[], index: string, tables: readonly string[]): void {
  const s = scans(plan);
  if (process.env.EXPLAIN_PRINT) console.info(`${index}:\n  ${s.join('\n  ')}`);
  expect(
    s.some((line) => line.includes(`(${index})`)),
    s.join('\n'),
  ).toBe(true);
  const seq = plan.filter((n) => n['Node Type'] === 'Seq Scan' && tables.includes(n['Relation Name'] ?? ''));
  expect(
    seq.map((n) => n['Relation Name']),
    s.join('\n'),
  ).toEqual([]);
}

describeEachTarget('EXPLAIN of the hot list queries', (target) => {
  let isolated: IsolatedEnv;
  let database: DatabaseHandle;

  beforeAll(async () => {
    isolated = await createIsolatedEnv(target);
    const dist = createFakeAppDist(isolated.dataDir);
    database = await createDatabase(loadConfig({ APP_DIST_DIR: dist.dir, ...isolated.env }));
    await migrateToLatest(database.db);
    await seed(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await isolated?.cleanup();
  });

  it.each([
    ['updated_at', 'desc', 'reports_user_updated_idx'],
    ['updated_at', 'asc', 'reports_user_updated_idx'],
    ['created_at', 'desc', 'reports_user_created_idx'],
    ['title', 'asc', 'reports_user_title_idx'],
  ] as const)('reports list sorted by %s %s reads %s (page and count)', async (sortBy, sortOrder, index) => {
    const db = database.db;
    const q = ReportListQuerySchema.parse({ sort_by: sortBy, sort_order: sortOrder });
    const plan = await explain(db, listReportsQuery(db, ana, q).compile(db));
    expectIndexed(plan, index, ['reports']);
    // The page is read in the index's order: no sort of the user's 1,000 rows.
    expect(
      plan.map((n) => n['Node Type']),
      scans(plan).join('\n'),
    ).not.toContain('Sort');
    // A later page and a filter keep the index.
    const filtered = ReportListQuerySchema.parse({
      sort_by: sortBy,
      sort_order: sortOrder,
      page: 3,
      status_filter: 'draft',
    });
    expectIndexed(await explain(db, listReportsQuery(db, ana, filtered).compile(db)), index, ['reports']);
  });

  it('cases list reads cases_user_idx in order and counts no documents (stored items)', async () => {
    const db = database.db;
    const plan = await explain(db, listCasesQuery(db, ana).compile());
    expectIndexed(plan, 'cases_user_idx', ['cases']);
    expect(scans(plan).join('\n')).not.toContain('documents');
  });

  it("documents list reads documents_user_idx; one case's documents documents_user_case_idx", async () => {
    const db = database.db;
    const all = await explain(db, listDocumentsQuery(db, { userId: ana }).compile());
    // All 1,000 of Ana's rows fit the list's limit: a bitmap read of the index and a sort is as good
    // as the index order, so only the index and the absence of a table scan are asserted here.
    expectIndexed(all, 'documents_user_idx', ['documents']);
    const firstPage = await explain(db, listDocumentsQuery(db, { userId: ana, limit: 200 }).compile());
    expectIndexed(firstPage, 'documents_user_idx', ['documents']);
    expect(
      firstPage.map((n) => n['Node Type']),
      scans(firstPage).join('\n'),
    ).not.toContain('Sort');
    // With the public collection (legislation) beside them: both indexes, OR-ed in one bitmap.
    const withPublic = await explain(
      db,
      listDocumentsQuery(db, { userId: ana, includePublic: true }).compile(),
    );
    expectIndexed(withPublic, 'documents_user_idx', ['documents']);
    expectIndexed(withPublic, 'documents_public_idx', ['documents']);
    const oneCase = await explain(
      db,
      listDocumentsQuery(db, { userId: ana, caseId: await firstCase(db) }).compile(),
    );
    expectIndexed(oneCase, 'documents_user_case_idx', ['documents']);
    expect(
      oneCase.map((n) => n['Node Type']),
      scans(oneCase).join('\n'),
    ).not.toContain('Sort');
  });

  it('prepared (generic) plans of the lists read the same indexes', async () => {
    const db = database.db;
    for (const [sortBy, index] of [
      ['updated_at', 'reports_user_updated_idx'],
      ['title', 'reports_user_title_idx'],
    ] as const) {
      const q = ReportListQuerySchema.parse({ sort_by: sortBy, page: 40 });
      const plan = await explainGeneric(db, listReportsQuery(db, ana, q).compile(db));
      expectIndexed(plan, index, ['reports']);
      expect(
        plan.map((n) => n['Node Type']),
        scans(plan).join('\n'),
      ).not.toContain('Sort');
    }
    const cases = await explainGeneric(db, listCasesQuery(db, ana).compile());
    expectIndexed(cases, 'cases_user_idx', ['cases']);
    expect(scans(cases).join('\n')).not.toContain('documents');
    const documents = await explainGeneric(db, listDocumentsQuery(db, { userId: ana }).compile());
    expectIndexed(documents, 'documents_user_idx', ['documents']);
  });

  it('the seeded data is what the plans were asked about', async () => {
    const db = database.db;
    const { rows } = await sql<{ reports: number; cases: number; documents: number }>`
      select (select count(*)::int from reports) as reports, (select count(*)::int from cases) as cases,
        (select count(*)::int from documents where case_id is not null) as documents`.execute(db);
    expect(rows[0]).toEqual({
      reports: USERS * REPORTS_PER_USER,
      cases: USERS * CASES_PER_USER,
      documents: USERS * DOCUMENTS_PER_USER,
    });
  });
});

/** Ana's first case. */
async function firstCase(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ id: string }>`select ${caseIdSql(sql`${ana}`, sql`1`)} as id`.execute(db);
  return (rows[0] as { id: string }).id;
}
