/**
 * The review grid (issue 13, item 9b): the same questions asked of several documents of a case, each
 * answered by the chat engine (`askDocument`: the passages that answer, quoted with their pages, or
 * not found) — rows are documents, columns questions. Nothing is stored. No HTTP here.
 *
 * Batch is a plan feature (spec §6 `batch_analysis`); issue 14 enforces plans — this module does not.
 *
 * @module
 */
import type { PlanEnforcer } from '../plans/service.js';
import { DEFAULT_THRESHOLD } from '@alegato/legal-nlp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { askDocument } from '../chat/answer.js';
import { findOwnedCase } from '../cases/service.js';
import { listDocuments } from '../documents/repo.js';
import { DOCUMENT_MESSAGES } from '../documents/service.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import { toCsv } from './csv.js';

/** Most questions in one grid. */
export const MAX_GRID_QUESTIONS = 10;

/** Longest question (characters). */
export const MAX_GRID_QUESTION_LENGTH = 500;

/** Spanish messages of the review grid. */
export const REVIEW_GRID_MESSAGES = {
  questionsRequired: 'Escribe al menos una pregunta para comparar los documentos.',
  tooManyQuestions: `Puedes hacer como máximo ${MAX_GRID_QUESTIONS} preguntas a la vez.`,
  questionTooLong: `Cada pregunta puede tener como máximo ${MAX_GRID_QUESTION_LENGTH} caracteres.`,
  caseRequired: 'Indica el caso cuyos documentos quieres comparar (caso_id).',
  documentIds: 'document_ids debe ser una lista de identificadores de documentos del caso.',
  format: 'format debe ser json o csv.',
  noDocuments:
    'El caso no tiene documentos listos para comparar: súbelos en Documentos y espera a que estén listos.',
  notFoundCell: 'No consta',
} as const;

/** One cell: a document's answer to a question. */
export interface GridCell {
  /** The quoted answer with its pages, or 'No he encontrado esta información en el documento.' */
  answer: string;
  found: boolean;
  /** The passages that answer, verbatim, with their pages (none when not found). */
  citations: { page: number; text: string }[];
}

/** The grid as `POST /legal/review_grid` serves it. */
export interface ReviewGrid {
  case: { id: string; title: string };
  questions: string[];
  documents: { id: string; filename: string }[];
  /** `cells[d][q]`: document `d`'s answer to question `q`. */
  cells: GridCell[][];
}

/** What the review grid needs. */
export interface ReviewGridDeps {
  db: Kysely<Database>;
  /** Plan enforcement: a grid is one analysis; several documents need batch (ADR 0026). @default none */
  plans?: PlanEnforcer;
}

/**
 * Asks `questions` of the ready documents of the user's case `caseId` (only `documentIds` when given),
 * oldest document first.
 *
 * @throws {AppError} 404 unknown or foreign case, or a `documentIds` entry not in the case; 409 no
 *   ready document
 */
export async function runReviewGrid(
  deps: ReviewGridDeps,
  userId: string,
  caseId: string,
  questions: readonly string[],
  documentIds?: readonly string[],
): Promise<ReviewGrid> {
  const kase = await findOwnedCase(deps.db, userId, caseId);
  if (!kase) throw AppError.notFound(REPORT_MESSAGES.caseNotFound);
  let documents = await listDocuments(deps.db, { userId, caseId });
  if (documentIds && documentIds.length > 0) {
    const known = new Set(documents.map((d) => d.id));
    if (documentIds.some((id) => !known.has(id))) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    const wanted = new Set(documentIds);
    documents = documents.filter((d) => wanted.has(d.id));
  }
  const ready = documents
    .filter((d) => d.status === 'ready')
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  if (ready.length === 0) throw new AppError(409, 'case_without_documents', REVIEW_GRID_MESSAGES.noDocuments);
  const cells: GridCell[][] = [];
  for (const document of ready) {
    const row: GridCell[] = [];
    for (const question of questions) {
      const a = await askDocument(deps.db, document, question, {
        topK: 5,
        threshold: DEFAULT_THRESHOLD,
        context: 'sentence',
      });
      row.push({
        answer: a.answer,
        found: a.found,
        citations: a.citations.map((c) => ({ page: c.page, text: c.text })),
      });
    }
    cells.push(row);
  }
  return {
    case: { id: kase.id, title: kase.title },
    questions: [...questions],
    documents: ready.map((d) => ({ id: d.id, filename: d.filename })),
    cells,
  };
}

/** The pages a cell cites, in order, without repeats ('3, 5'). */
function pagesOf(cell: GridCell): string {
  return [...new Set(cell.citations.map((c) => c.page))].sort((a, b) => a - b).join(', ');
}

/**
 * The grid as CSV for Excel (see `csv.ts`): `Documento`, then per question `Pregunta N: <text>` and
 * `Pág.`; a cell is the quoted passages without the quotation marks (joined by ` … `) or 'No consta'.
 */
export function reviewGridCsv(grid: ReviewGrid): string {
  const header = ['Documento', ...grid.questions.flatMap((q, i) => [`Pregunta ${i + 1}: ${q}`, 'Pág.'])];
  const rows = grid.documents.map((d, i) => [
    d.filename,
    ...(grid.cells[i] ?? []).flatMap((cell) =>
      cell.found
        ? [cell.citations.map((c) => c.text).join(' … '), pagesOf(cell)]
        : [REVIEW_GRID_MESSAGES.notFoundCell, ''],
    ),
  ]);
  return toCsv([header, ...rows]);
}
