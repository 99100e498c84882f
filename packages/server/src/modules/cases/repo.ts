import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CaseWrite } from './schema.js';

/** A case as the API sends it (`BackendCaseSchema` of `@alegato/domain`). */
export interface CaseRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  status: string;
  priority: string;
  client_name: string | null;
  client_email: string | null;
  client_phone: string | null;
  created_at: string;
  updated_at: string;
  documents_count: number;
  due_date: string | null;
  tags: string[];
  case_type: string | null;
  court: string | null;
  judge: string | null;
  notes: string | null;
}

function selectCases(db: Kysely<Database>) {
  return db
    .selectFrom('cases as c')
    .select([
      'c.id',
      'c.user_id',
      'c.title',
      'c.description',
      'c.status',
      'c.priority',
      'c.client_name',
      'c.client_email',
      'c.client_phone',
      'c.created_at',
      'c.updated_at',
      'c.documents_count',
      'c.due_date',
      'c.tags',
      'c.case_type',
      'c.court',
      'c.judge',
      'c.notes',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectCases>['executeTakeFirstOrThrow']>>;

function toRow(r: Selected): CaseRow {
  return {
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    documents_count: Number(r.documents_count),
    tags: r.tags ?? [],
  };
}

/**
 * The statement of {@link listCases}: the stored items (`cases.list_item`, migration 0027: each row's
 * {@link CaseRow} as JSON text, its documents counted by triggers) through `cases_user_idx`, most
 * recently updated first. Exported so the `EXPLAIN` tests plan exactly what the list runs.
 */
export function listCasesQuery(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('cases as c')
    .select('c.list_item')
    .where('c.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc');
}

/**
 * The user's cases, most recently updated first, as one JSON array text: the stored items of
 * {@link listCasesQuery}'s rows joined in its order — no item built and no document counted on a
 * request, nothing for the driver to parse; the route sends it as it is (ADR 0036).
 */
export async function listCasesJson(db: Kysely<Database>, userId: string): Promise<string> {
  const { rows } = await sql<{ cases: string }>`
    select coalesce('[' || string_agg(c.list_item, ',') || ']', '[]') as cases
    from (${listCasesQuery(db, userId)}) as c`.execute(db);
  return rows[0]?.cases ?? '[]';
}

/** The user's cases, most recently updated first: {@link listCasesJson} parsed. */
export async function listCases(db: Kysely<Database>, userId: string): Promise<CaseRow[]> {
  return JSON.parse(await listCasesJson(db, userId)) as CaseRow[];
}

/** One of the user's cases, or undefined (another user's case is not found either). */
export async function findCase(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<CaseRow | undefined> {
  const row = await selectCases(db).where('c.user_id', '=', userId).where('c.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** `description` is `not null` (default ''): a cleared description is stored as ''. */
function columns<T extends CaseWrite>(w: T): Omit<T, 'description'> & { description?: string } {
  const { description, ...rest } = w;
  return description === undefined ? rest : { ...rest, description: description ?? '' };
}

/** Inserts a case owned by `userId`. */
export async function insertCase(
  db: Kysely<Database>,
  userId: string,
  input: CaseWrite & { title: string },
): Promise<string> {
  const { id } = await db
    .insertInto('cases')
    .values({ ...columns(input), user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Applies the changed fields to one of the user's cases; false when there is no such case. */
export async function updateCase(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: CaseWrite & { title?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('cases')
    .set({ ...columns(changes), updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ids of the user's documents linked to one of their cases. */
export async function caseDocumentIds(
  db: Kysely<Database>,
  userId: string,
  caseId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('case_id', '=', caseId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.id);
}

/** Deletes one of the user's cases (linked documents are unlinked by the foreign key). */
export async function deleteCaseRow(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('cases').where('id', '=', id).where('user_id', '=', userId).execute();
}
