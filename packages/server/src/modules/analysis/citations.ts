/**
 * The citation check (issue 13 item 9): every legal citation of a document, a report or an answer
 * resolved against the public collection — the imported legislation (documents with `is_public` and
 * `metadata.norm_id`, the BOE id; their chunks' headings carry the article, read with
 * `articleKeyFromHeading`). Each norm/article pair gets a status:
 *
 * - `verificada`: the norm is imported and has that article (or no article is cited);
 * - `norma no importada`: the norm is not in the public collection (or could not be identified);
 * - `artículo inexistente`: the norm is imported but has no such article.
 *
 * and, when verified, the link to the article: `/search/norma/{BOE id}#articulo-N`. Used by the
 * analysis ("citas verificadas"); the chat and the reports can call {@link checkCitations} too.
 *
 * @module
 */
import { CITATION_STATUSES } from '@alegato/domain';
import { articleAnchor, articleKeyFromHeading, type CitationFinding } from '@alegato/legal-nlp';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lawKeyOf } from '../search/references.js';

/** The statuses of a checked citation. */
export const CITATION_STATUS = CITATION_STATUSES;

/** What a citation check found. */
export type CitationStatus = (typeof CITATION_STATUS)[keyof typeof CITATION_STATUS];

/** One norm/article pair of a citation, checked. */
export interface CheckedCitation {
  /** The citation as written. */
  raw: string;
  /** Canonical form ('art. 24.1 CE'). */
  normalised: string;
  /** BOE id of the norm when it is known (by abbreviation, name, BOE id or an imported title). */
  norm_id: string | null;
  /** Title of the imported norm. */
  norm_title: string | null;
  /** Canonical article key ('24', '9 bis'), null when the citation names the norm alone. */
  article: string | null;
  /** Link to the article (or the norm) in the public collection; null unless verified. */
  href: string | null;
  status: CitationStatus;
  /** First page and passage where it is cited. */
  page: number;
  passage: string;
  /** How many times the document cites this pair. */
  occurrences: number;
}

/** A citation to check: a finding of `analyzeDocument`, or the same shape from elsewhere. */
export type CitationInput = Pick<
  CitationFinding,
  'kind' | 'raw' | 'normalised' | 'page' | 'passage' | 'references'
>;

interface PublicNorm {
  id: string;
  normId: string;
  title: string;
}

/** The imported norms, by BOE id and by number ('ley 29/1994'). */
async function publicNorms(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'filename', sql<string>`metadata->>'norm_id'`.as('norm_id')])
    .where('is_public', '=', true)
    .where(sql<boolean>`metadata ? 'norm_id'`)
    .execute();
  const byId = new Map<string, PublicNorm>();
  const byLaw = new Map<string, PublicNorm>();
  for (const r of rows) {
    const norm = { id: r.id, normId: r.norm_id, title: r.filename };
    byId.set(r.norm_id.toUpperCase(), norm);
    const key = lawKeyOf(r.filename);
    if (key && !byLaw.has(key)) byLaw.set(key, norm);
  }
  return { byId, byLaw };
}

/** The article keys of an imported norm, from its chunks' headings. */
async function articlesOf(db: Kysely<Database>, documentId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('chunks')
    .select('heading')
    .where('document_id', '=', documentId)
    .where('heading', 'is not', null)
    .execute();
  const keys = new Set<string>();
  for (const r of rows) {
    const key = articleKeyFromHeading(r.heading);
    if (key !== null) keys.add(key);
  }
  return keys;
}

/** 'Ley 29/1994' from a reference's number, as {@link lawKeyOf} writes it. */
function lawKey(n: NonNullable<CitationInput['references'][number]['lawNumber']>): string {
  return `${n.kind} ${Number(n.number)}/${n.year}`;
}

/**
 * Checks citations against the imported legislation. Citations of case law (ECLI, judgments) and
 * articles that name no norm are not checked; each norm/article pair is answered once, with the first
 * page that cites it and how many times it is cited.
 *
 * @param citations - the citations found in a text, in order
 * @returns one entry per distinct norm/article pair
 */
export async function checkCitations(
  db: Kysely<Database>,
  citations: readonly CitationInput[],
): Promise<CheckedCitation[]> {
  const pending = citations.filter(
    (c) => c.kind !== 'ecli' && c.kind !== 'judgment' && c.references.some((r) => r.normId || r.lawNumber),
  );
  if (pending.length === 0) return [];
  const norms = await publicNorms(db);
  const articleCache = new Map<string, Set<string>>();
  const out = new Map<string, CheckedCitation>();
  for (const c of pending) {
    for (const ref of c.references) {
      if (!ref.normId && !ref.lawNumber) continue;
      const norm =
        (ref.normId ? norms.byId.get(ref.normId.toUpperCase()) : undefined) ??
        (ref.lawNumber ? norms.byLaw.get(lawKey(ref.lawNumber)) : undefined);
      const normId = norm?.normId ?? ref.normId ?? null;
      const key = `${normId ?? (ref.lawNumber ? lawKey(ref.lawNumber) : c.normalised)}|${ref.article ?? ''}`;
      const seen = out.get(key);
      if (seen) {
        seen.occurrences += 1;
        continue;
      }
      let status: CitationStatus = CITATION_STATUS.notImported;
      let href: string | null = null;
      if (norm) {
        if (ref.article === null) {
          status = CITATION_STATUS.verified;
          href = `/search/norma/${norm.normId}`;
        } else {
          let articles = articleCache.get(norm.id);
          if (!articles) {
            articles = await articlesOf(db, norm.id);
            articleCache.set(norm.id, articles);
          }
          status = articles.has(ref.article) ? CITATION_STATUS.verified : CITATION_STATUS.noArticle;
          if (status === CITATION_STATUS.verified)
            href = `/search/norma/${norm.normId}#${articleAnchor(ref.article)}`;
        }
      }
      out.set(key, {
        raw: c.raw,
        normalised: c.normalised,
        norm_id: normId,
        norm_title: norm?.title ?? null,
        article: ref.article,
        href,
        status,
        page: c.page,
        passage: c.passage,
        occurrences: 1,
      });
    }
  }
  return [...out.values()];
}
