/**
 * The embedded answer engine for one document (issue 13, item 4): the document's stored pages cut into
 * passages and indexed once (`prepareDocument` of `@alegato/legal-nlp`), kept while the document does
 * not change, and each question answered from them extractively — the passages quoted verbatim with
 * their pages, each tied to the indexed chunk (`chunks.id`) that holds it. No network, no model.
 *
 * @module
 */
import { answerQuestion, prepareDocument, type PreparedDocument, type QaAnswer } from '@alegato/legal-nlp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentDto } from '../documents/repo.js';
import { listPages } from '../documents/repo.js';
import { listChunks, type CitationDto } from './repo.js';

/** The engine's name, as analyses record it. */
export const CHAT_ENGINE = 'alegato-nlp';

/** How a question is answered: its passages and threshold (spec §7 `/document/chat`). */
export interface AskOptions {
  /** Passages retrieved before re-ranking. */
  topK: number;
  /** Least confidence (0..1) of an answer. */
  threshold: number;
  /** `sentence`: the answering sentence; `passage`: with its neighbours on the page. */
  context: 'sentence' | 'passage';
}

/** An answer as the API serves and stores it. */
export interface DocumentAnswer {
  answer: string;
  found: boolean;
  citations: CitationDto[];
  /** Confidence of the best passage, 0..1. */
  score: number;
  /** What the question asked for (`date`, `amount`, `decision`…). */
  intent: QaAnswer['intent'];
}

interface Prepared {
  /** `updated_at` of the document it was built from. */
  version: string;
  doc: PreparedDocument;
  chunks: { id: number; page_from: number; page_to: number; text: string }[];
}

/** Documents kept prepared, by database (one app, one cache), most recently used last. */
const caches = new WeakMap<Kysely<Database>, Map<string, Prepared>>();
const CACHE_SIZE = 32;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function prepared(db: Kysely<Database>, document: DocumentDto): Promise<Prepared> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(document.id);
  if (hit && hit.version === document.updated_at) {
    cache.delete(document.id);
    cache.set(document.id, hit);
    return hit;
  }
  const [pages, chunks] = await Promise.all([listPages(db, document.id), listChunks(db, document.id)]);
  const entry: Prepared = {
    version: document.updated_at,
    doc: prepareDocument(pages.map((p) => ({ page: p.page, text: p.text }))),
    chunks: chunks.map((c) => ({ ...c, text: squash(c.text) })),
  };
  cache.set(document.id, entry);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return entry;
}

/** The chunk that holds a quoted passage: on its page and containing its opening words. */
function chunkOf(entry: Prepared, page: number, text: string): number | null {
  const onPage = entry.chunks.filter((c) => c.page_from <= page && page <= c.page_to);
  const opening = squash(text).slice(0, 60);
  return (onPage.find((c) => c.text.includes(opening)) ?? onPage[0])?.id ?? null;
}

/** Answers `question` from `document` (ready: see `resolveDocument`). */
export async function askDocument(
  db: Kysely<Database>,
  document: DocumentDto,
  question: string,
  options: AskOptions,
): Promise<DocumentAnswer> {
  const entry = await prepared(db, document);
  const result = answerQuestion(entry.doc, question, {
    topK: options.topK,
    threshold: options.threshold,
    context: options.context,
  });
  return {
    answer: result.answer,
    found: result.found,
    citations: result.citations.map((c) => ({
      page: c.page,
      text: c.text,
      chunk_id: chunkOf(entry, c.page, entry.doc.passages[c.passage]?.text ?? c.text),
    })),
    score: result.score,
    intent: result.intent,
  };
}
