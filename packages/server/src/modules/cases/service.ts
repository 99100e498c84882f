/**
 * Cases: the rules behind the `/cases` routes (ownership, what a deletion does to the documents) and the
 * one way other modules read a user's case. No HTTP here; routes validate and call these.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { listDocuments, type DocumentDto } from '../documents/repo.js';
import { removeDocuments, type DocumentsDeps } from '../documents/service.js';
import {
  caseDocumentIds,
  deleteCaseRow,
  findCase,
  insertCase,
  listCases,
  listCasesJson,
  updateCase,
  type CaseRow,
} from './repo.js';
import { CASE_MESSAGES, type CaseWrite } from './schema.js';

/** What the cases service needs. */
export interface CasesDeps {
  db: Kysely<Database>;
  /** Documents service deps, to delete a case's documents with their files. */
  documents: DocumentsDeps;
}

/** One of the user's cases, or undefined: another user's case does not exist for them. */
export function findOwnedCase(
  db: Kysely<Database>,
  userId: string,
  caseId: string,
): Promise<CaseRow | undefined> {
  return findCase(db, userId, caseId);
}

/** One of the user's cases; 404 `Caso no encontrado` otherwise. */
export async function getOwnedCase(db: Kysely<Database>, userId: string, caseId: string): Promise<CaseRow> {
  const found = await findCase(db, userId, caseId);
  if (!found) throw AppError.notFound(CASE_MESSAGES.notFound);
  return found;
}

/** The user's cases, most recently updated first. */
export function listUserCases(db: Kysely<Database>, userId: string): Promise<CaseRow[]> {
  return listCases(db, userId);
}

/** The user's cases, most recently updated first, as JSON array text (what the list route sends). */
export function listUserCasesJson(db: Kysely<Database>, userId: string): Promise<string> {
  return listCasesJson(db, userId);
}

/** The documents of one of the user's cases; 404 when the case is not theirs. */
export async function listCaseDocuments(
  db: Kysely<Database>,
  userId: string,
  caseId: string,
): Promise<DocumentDto[]> {
  await getOwnedCase(db, userId, caseId);
  return listDocuments(db, { userId, caseId });
}

/** Creates a case owned by `userId` and returns it as the API sends it. */
export async function createCase(
  db: Kysely<Database>,
  userId: string,
  values: CaseWrite & { title: string },
): Promise<CaseRow> {
  const id = await insertCase(db, userId, values);
  return getOwnedCase(db, userId, id);
}

/**
 * Applies the fields that were sent (`undefined` = not sent) to one of the user's cases: 404 when it is not
 * theirs, 400 'No hay cambios que guardar.' when nothing was sent.
 */
export async function changeCase(
  db: Kysely<Database>,
  userId: string,
  caseId: string,
  changes: CaseWrite & { title?: string },
): Promise<CaseRow> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) {
    await getOwnedCase(db, userId, caseId);
    throw AppError.validation(CASE_MESSAGES.nothingToUpdate);
  }
  if (!(await updateCase(db, userId, caseId, defined))) throw AppError.notFound(CASE_MESSAGES.notFound);
  return getOwnedCase(db, userId, caseId);
}

/** What {@link deleteCase} did. */
export interface CaseDeletion {
  deleted: true;
  documents_deleted: number;
  documents_unlinked: number;
}

/**
 * Deletes one of the user's cases. `keep` leaves its documents without a case; `delete` removes them with
 * their pages, chunks and files. 404 when the case is not theirs.
 */
export async function deleteCase(
  deps: CasesDeps,
  userId: string,
  caseId: string,
  mode: 'keep' | 'delete',
): Promise<CaseDeletion> {
  await getOwnedCase(deps.db, userId, caseId);
  const ids = await caseDocumentIds(deps.db, userId, caseId);
  const deleted = mode === 'delete' ? await removeDocuments(deps.documents, userId, ids) : 0;
  await deleteCaseRow(deps.db, userId, caseId);
  return { deleted: true, documents_deleted: deleted, documents_unlinked: mode === 'keep' ? ids.length : 0 };
}
