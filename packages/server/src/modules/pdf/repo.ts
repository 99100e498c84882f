import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PdfFilesTable } from '../../db/schema.js';

/** A `pdf_files` row. */
export type PdfRow = Selectable<PdfFilesTable>;

/** `app_meta` key holding this installation's secret for signed PDF download links. */
export const PDF_SECRET_META_KEY = 'pdf_download_secret';

/** Records a stored PDF; rejects with a unique violation when the name is taken for that user and case. */
export async function insertPdf(db: Kysely<Database>, row: Insertable<PdfFilesTable>): Promise<void> {
  await db.insertInto('pdf_files').values(row).execute();
}

/** The user's PDFs of one case, newest first. */
export function listPdfs(
  db: Kysely<Database>,
  userId: string,
  casoId: string,
  reportId?: string,
): Promise<PdfRow[]> {
  let query = db
    .selectFrom('pdf_files')
    .selectAll()
    .where('user_id', '=', userId)
    .where('caso_id', '=', casoId);
  if (reportId !== undefined) query = query.where('report_id', '=', reportId);
  return query.orderBy('created_at', 'desc').orderBy('filename', 'desc').execute();
}

/** One of the user's PDFs by case and name (the name is only compared, never used as a path). */
export function findPdf(
  db: Kysely<Database>,
  userId: string,
  casoId: string,
  filename: string,
): Promise<PdfRow | undefined> {
  return db
    .selectFrom('pdf_files')
    .selectAll()
    .where('user_id', '=', userId)
    .where('caso_id', '=', casoId)
    .where('filename', '=', filename)
    .executeTakeFirst();
}

/** The user's PDFs of a case created before `before`. */
export function listPdfsOlderThan(
  db: Kysely<Database>,
  userId: string,
  casoId: string,
  before: Date,
): Promise<PdfRow[]> {
  return db
    .selectFrom('pdf_files')
    .selectAll()
    .where('user_id', '=', userId)
    .where('caso_id', '=', casoId)
    .where('created_at', '<', before)
    .execute();
}

/** Deletes the user's rows with these ids. */
export async function deletePdfRows(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('pdf_files')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505) from `pg` or PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * This installation's download-link secret: read from `app_meta`, created with `fresh()` on first use.
 * Concurrent first calls agree on one value (`on conflict do nothing`, then read).
 */
export async function getOrCreateDownloadSecret(db: Kysely<Database>, fresh: () => string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key: PDF_SECRET_META_KEY, value: JSON.stringify({ secret: fresh() }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', PDF_SECRET_META_KEY)
    .executeTakeFirstOrThrow();
  const secret = (row.value as { secret?: unknown }).secret;
  if (typeof secret !== 'string' || secret.length < 32)
    throw new Error('app_meta pdf_download_secret is malformed');
  return secret;
}

/** The user's profile name (`users.name`), or undefined when there is no profile or it is blank. */
export async function profileName(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('auth_user_id', '=', userId)
    .executeTakeFirst();
  return row?.name.trim() || undefined;
}
