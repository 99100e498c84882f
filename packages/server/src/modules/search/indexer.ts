/**
 * The legislation search index as the search thread runs it: norms arrive one message at a time
 * (analysed there, off the event loop), a finished build replaces the one that serves, and queries
 * are analysed, matched to citations and ranked here. Pure of I/O: {@link ./worker.ts} wires it to
 * messages, tests and the evaluation call it directly.
 *
 * @module
 */
import {
  findLegalReferences,
  analyzeQuery,
  analyzeText,
  textAnswers,
  articleKeyFromHeading,
  compileExpansions,
  type ExpansionStems,
  type QueryTerm,
  stemRanges,
} from '@alegato/legal-nlp';
import { Bm25fIndex, DEFAULT_RANKING, type RankingParams, type WeightedTerm } from './bm25f.js';
import { lawKey, lawKeyOf, lawKeysCited, resolveQueryReferences, type NormDirectory } from './references.js';
import { thesaurusEntries, normAliases, isCoreNorm, isProceduralNorm, normDomain } from './vocabulary.js';

/** A norm with its chunks, as the loader sends it. */
export interface NormBatch {
  documentId: string;
  normId: string;
  title: string;
  /** What answers show of the norm (from `documents.metadata`). */
  meta?: { attribution?: string; sourceUrl?: string; inForce: boolean };
  chunks: { id: number; heading: string | null; text: string; page: number; context?: string | null }[];
}

/** What a search asks. */
export interface IndexQuery {
  query: string;
  /** Most hits. */
  limit: number;
  /** Only these norms (BOE ids). */
  normIds?: readonly string[];
  /** Expand lay words with the thesaurus. @default true */
  expand?: boolean;
}

/** One hit. */
export interface IndexHit {
  chunkId: number;
  documentId: string;
  normId: string;
  page: number;
  score: number;
  /** The article the query cites. */
  cited: boolean;
  /**
   * Related to the article a question cites alone ({@link LegislationIndex.search}): its score is
   * out of {@link CITED_SCORE}, the cited article's.
   */
  related?: boolean;
  /**
   * The chunk as stored when the index was built, so answers need no database read; absent on hits
   * from elsewhere (the vector side of a hybrid search), which the caller reads from the database.
   */
  stored?: StoredHit;
}

/** What the index keeps of a hit's chunk and norm. */
export interface StoredHit {
  text: string;
  heading: string | null;
  /** The innermost chapter or section heading above it ({@link innermostSection}), or null. */
  section: string | null;
  /** The norm's title (`documents.filename`). */
  title: string;
  /** Character ranges of `text` whose words are the question's (or their expansions). */
  highlights: { start: number; end: number }[];
  attribution?: string;
  sourceUrl?: string;
  inForce: boolean;
}

/** What a search gives. */
export interface IndexResult {
  hits: IndexHit[];
  /** Stems to highlight (the user's words and their expansions). */
  stems: string[];
  /** The question had words but only stop and question words. */
  onlyStopWords: boolean;
}

/** Size and state of the index. */
export interface IndexStats {
  norms: number;
  chunks: number;
  terms: number;
  memoryBytes: number;
  buildMs: number;
}

/** Character ranges of the words of `text` whose stem is one of `stems`. */
export function highlightStems(text: string, stems: ReadonlySet<string>): { start: number; end: number }[] {
  return stemRanges(text, stems);
}

/** Titles of norms that amend others: their text repeats articles the consolidated norm holds. */
const AMENDING = /\b(?:por (?:el|la) que se modifica|de modificaci[oó]n|por (?:el|la) que se modifican)\b/i;
/** Headings of dispositions. */
const DISPOSITION = /^disposici[oó]n\b/i;

let compiled: ExpansionStems | null = null;
function expansions(): ExpansionStems {
  compiled ??= compileExpansions(thesaurusEntries());
  return compiled;
}

/** Builds one index from norm batches; {@link finish} gives a {@link LegislationIndex}. */
export class IndexBuilder {
  private readonly index = new Bm25fIndex();
  private readonly cites: Set<string>[] = [];
  private readonly texts: string[] = [];
  private readonly headings: (string | null)[] = [];
  private readonly sections: (string | null)[] = [];
  private readonly sectionStrings = new Map<string, string>();
  private readonly metas: NonNullable<NormBatch['meta']>[] = [];
  private readonly started = performance.now();

  add(batch: NormBatch): void {
    const aliases = normAliases(batch.normId);
    const titleTerms = analyzeText([batch.title, ...aliases].join(' '));
    const cites = new Set<string>();
    this.index.addNorm(
      {
        documentId: batch.documentId,
        normId: batch.normId,
        title: batch.title,
        core: isCoreNorm(batch.normId),
        procedural: isProceduralNorm(batch.normId),
        domain: normDomain(batch.normId),
        amending: AMENDING.test(batch.title),
      },
      titleTerms,
      batch.chunks.map((c) => {
        this.texts.push(c.text);
        this.headings.push(c.heading);
        // The articles of one chapter share its heading: one string for them all.
        const section = innermostSection(c.context);
        if (section !== null && !this.sectionStrings.has(section)) this.sectionStrings.set(section, section);
        this.sections.push(section === null ? null : (this.sectionStrings.get(section) ?? section));
        for (const key of lawKeysCited(c.text)) cites.add(key);
        const article = articleKeyFromHeading(c.heading);
        return {
          id: c.id,
          heading: analyzeText(c.heading ?? ''),
          body: analyzeText(c.text),
          context: analyzeText(c.context ?? ''),
          page: c.page,
          article,
          kind: article !== null ? 'article' : DISPOSITION.test(c.heading ?? '') ? 'disposition' : 'other',
          answers: textAnswers(c.text),
        };
      }),
    );
    this.cites.push(cites);
    this.metas.push(batch.meta ?? { inForce: true });
  }

  finish(params: RankingParams = DEFAULT_RANKING): LegislationIndex {
    const byLaw = new Map<string, number>();
    this.index.norms.forEach((n, i) => {
      const key = lawKeyOf(n.title);
      if (key && !byLaw.has(key)) byLaw.set(key, i);
    });
    const citedBy = new Array<number>(this.index.norms.length).fill(0);
    this.cites.forEach((keys, citing) => {
      for (const key of keys) {
        const cited = byLaw.get(key);
        if (cited !== undefined && cited !== citing) citedBy[cited] = (citedBy[cited] ?? 0) + 1;
      }
    });
    this.index.finalize(citedBy, params);
    return new LegislationIndex(this.index, byLaw, performance.now() - this.started, {
      texts: this.texts,
      headings: this.headings,
      sections: this.sections,
      metas: this.metas,
    });
  }
}

/** The score of an article a question cites; related ones score below it. */
export const CITED_SCORE = 1000;

/**
 * The innermost heading of a chunk's context ('TÍTULO XVI. … › CAPÍTULO II. De las obligaciones que
 * nacen de culpa o negligencia' → 'CAPÍTULO II. De las obligaciones que nacen de culpa o
 * negligencia'), or null.
 */
export function innermostSection(context: string | null | undefined): string | null {
  const last = context?.split(' › ').at(-1)?.trim();
  return last ? last : null;
}

/** Words of a cited article that rank the articles like it ({@link LegislationIndex.addRelated}). */
const RELATED_TERMS = 12;

/**
 * What, right after an article cited with no norm named, says the article is another norm's ('el
 * artículo 17 del Reglamento (UE) 2016/679'), which the citation finder does not resolve.
 */
const ANOTHER_NORM =
  /^[\s\d.,ºª)(a-z]{0,12}\s*(?:del|de la|de los|de las)\s+(?:Reglamento|Ley|Real|Decreto|Directiva|Código|Constitución|Estatuto|Convenio|Tratado|Texto|Orden|Carta)\b/iu;

/** A finished index and the directory of its norms. */
export class LegislationIndex implements NormDirectory {
  private readonly byNormId = new Map<string, number>();
  /** Indexed stems by their first letters, per prefix length (built when first asked). */
  private readonly byPrefix = new Map<number, Map<string, string[]>>();

  constructor(
    readonly index: Bm25fIndex,
    private readonly byLaw: Map<string, number>,
    private readonly buildMs: number,
    private readonly stored: {
      texts: readonly string[];
      headings: readonly (string | null)[];
      sections: readonly (string | null)[];
      metas: readonly NonNullable<NormBatch['meta']>[];
    } = { texts: [], headings: [], sections: [], metas: [] },
  ) {
    index.norms.forEach((n, i) => this.byNormId.set(n.normId, i));
    this.prefixes(index.params.derivationPrefix);
  }

  /** The indexed stems of at least `length` letters by their first `length` letters. */
  private prefixes(length: number): Map<string, string[]> {
    let map = this.byPrefix.get(length);
    if (map) return map;
    map = new Map();
    for (const term of this.index.termList()) {
      if (term.length < length || /^\d/.test(term)) continue;
      const key = term.slice(0, length);
      const list = map.get(key);
      if (list) list.push(term);
      else map.set(key, [term]);
    }
    this.byPrefix.set(length, map);
    return map;
  }

  /**
   * The user's words plus the indexed words derived from the same root ('prescrib' → 'prescripcion',
   * 'prescrit'), at a lower weight: at most 6 per word, the most frequent first. The thesaurus's legal
   * terms get theirs too, at their own weight times the same factor: the laws name a thing as a noun
   * in one article and as a verb in the next ('desistimiento', 'podrá desistir').
   */
  private withDerivations(terms: QueryTerm[]): WeightedTerm[] {
    const { derivationWeight: weight, derivationPrefix: length } = this.index.params;
    const out = new Map<string, number>(terms.map((t) => [t.term, t.weight]));
    if (weight <= 0) return [...out].map(([term, w]) => ({ term, weight: w }));
    const byPrefix = this.prefixes(length);
    for (const t of terms) {
      if (t.term.length < length) continue;
      const variants = (byPrefix.get(t.term.slice(0, length)) ?? [])
        .filter((v) => v !== t.term && !out.has(v))
        .sort((a, b) => this.index.documentFrequency(b) - this.index.documentFrequency(a))
        .slice(0, 6);
      for (const v of variants) out.set(v, weight * t.weight);
    }
    return [...out].map(([term, w]) => ({ term, weight: w }));
  }

  /**
   * Fills `hits` up to `limit` with what relates to the cited articles (their first chunks
   * `cited`), within their norms: the articles citing one by its number ('de que se trata en el
   * artículo 1902'), in the norm's order, then a ranking by the cited articles' most telling words —
   * heading, body and chapter, so an article's chapter comes next ('art. 1902 CC': 1903–1910, then
   * 1089). Their scores stay below the cited article's.
   */
  private addRelated(
    cited: readonly number[],
    hits: IndexHit[],
    seen: Set<number>,
    limit: number,
    filter: Set<number> | undefined,
    toHit: (c: number, score: number, cited: boolean) => IndexHit,
  ): void {
    const index = this.index;
    const push = (c: number, score: number) => {
      if (hits.length >= limit || seen.has(index.articleSlot(c)) || !index.isArticleChunk(c)) return;
      seen.add(index.articleSlot(c));
      hits.push({ ...toHit(c, score, false), related: true });
    };
    const articleChunks: number[] = [];
    for (const c of cited) {
      const n = index.chunkNorm[c] as number;
      const norm = index.norms[n];
      if (!norm) continue;
      // Every chunk of the cited article (a long one has several).
      for (let k = c; k < norm.to && index.chunkPage[k] === index.chunkPage[c]; k++) articleChunks.push(k);
      const article = [...norm.articles].find(([, chunk]) => chunk === c)?.[0];
      if (article === undefined || (filter && !filter.has(n))) continue;
      for (const citing of index.chunksCitingArticle(article, norm.from, norm.to))
        if (this.citesOwnArticle(this.stored.texts[citing] ?? '', article, n))
          push(citing, 0.6 * CITED_SCORE);
    }
    const terms = index.characteristicTerms(articleChunks, RELATED_TERMS);
    const norms = new Set(
      cited.map((c) => index.chunkNorm[c] as number).filter((n) => !filter || filter.has(n)),
    );
    if (terms.length === 0 || norms.size === 0 || hits.length >= limit) return;
    const related = index.search(terms, limit + articleChunks.length, norms);
    const top = related[0]?.score ?? 0;
    for (const h of related) if (top > 0) push(h.index, 0.5 * CITED_SCORE * (h.score / top));
  }

  /**
   * Whether `text`, of norm `norm`, cites that norm's article `article`: a citation of the article
   * naming no norm (and followed by none: 'artículo 9 de esta ley', 'los artículos 1101 y 1902') or
   * naming this one.
   */
  private citesOwnArticle(text: string, article: string, norm: number): boolean {
    return findLegalReferences(text).some((ref) => {
      if (ref.article !== article) return false;
      if (ref.normId) return this.byNormId.get(ref.normId) === norm;
      if (ref.lawNumber) {
        const { kind, number, year } = ref.lawNumber;
        return this.byLaw.get(lawKey(kind, number, year)) === norm;
      }
      return !ANOTHER_NORM.test(text.slice(ref.end));
    });
  }

  normIndex(normId: string): number | undefined {
    return this.byNormId.get(normId);
  }

  normByLaw(lawKey: string): number | undefined {
    return this.byLaw.get(lawKey);
  }

  articleChunk(norm: number, article: string): number | undefined {
    return this.index.norms[norm]?.articles.get(article);
  }

  stats(): IndexStats {
    return {
      norms: this.index.norms.length,
      chunks: this.index.size,
      terms: this.index.terms,
      memoryBytes: this.index.memoryBytes(),
      buildMs: Math.round(this.buildMs),
    };
  }

  /**
   * Ranks the norms' articles for a question. A cited article ('art. 1902 CC', '9 LAU') comes first;
   * a cited norm without an article narrows the ranking to it; the words left rank the rest.
   */
  search(q: IndexQuery): IndexResult {
    const refs = resolveQueryReferences(q.query, this);
    const analysed = analyzeQuery(
      refs.rest,
      q.expand === false
        ? {}
        : {
            expansions: expansions(),
            expansionWeight: this.index.params.expansionWeight,
            layWeight: this.index.params.layWeight,
          },
    );
    const index = this.index;
    const hits: IndexHit[] = [];
    const seen = new Set<number>();
    const toHit = (c: number, score: number, cited: boolean): IndexHit => {
      const n = index.chunkNorm[c] as number;
      const norm = index.norms[n];
      const meta = this.stored.metas[n] ?? { inForce: true };
      return {
        chunkId: index.chunkIds[c] as number,
        documentId: norm?.documentId ?? '',
        normId: norm?.normId ?? '',
        page: index.chunkPage[c] as number,
        score: Math.round(score * 1000) / 1000,
        cited,
        stored: {
          text: this.stored.texts[c] ?? '',
          heading: this.stored.headings[c] ?? null,
          section: this.stored.sections[c] ?? null,
          title: norm?.title ?? '',
          highlights: [],
          ...(meta.attribution !== undefined ? { attribution: meta.attribution } : {}),
          ...(meta.sourceUrl !== undefined ? { sourceUrl: meta.sourceUrl } : {}),
          inForce: meta.inForce,
        },
      };
    };
    let filter: Set<number> | undefined;
    if (q.normIds && q.normIds.length > 0) {
      filter = new Set(q.normIds.map((id) => this.byNormId.get(id)).filter((n) => n !== undefined));
      if (filter.size === 0) return { hits: [], stems: [], onlyStopWords: false };
    }
    for (const c of refs.articleChunks) {
      if (filter && !filter.has(index.chunkNorm[c] as number)) continue;
      if (seen.has(index.articleSlot(c))) continue;
      seen.add(index.articleSlot(c));
      hits.push(toHit(c, CITED_SCORE, true));
    }
    const terms = this.withDerivations(analysed.terms);
    const expansionWeight = this.index.params.expansionWeight;
    const pairs = analysed.sequences.flatMap((seq) =>
      seq.stems.slice(1).map((b, k) => ({
        a: seq.stems[k] ?? '',
        b,
        weight: seq.source === 'query' ? 1 : expansionWeight,
      })),
    );
    // A cited norm without words left: its articles in order are no ranking; the cited article (if
    // any) stands alone. With words left, they rank within the cited norms first, then everywhere.
    const scopes: (Set<number> | undefined)[] = [];
    if (refs.norms.length > 0) {
      const within = new Set(refs.norms.filter((n) => !filter || filter.has(n)));
      if (within.size > 0) scopes.push(within);
    }
    scopes.push(filter);
    if (terms.length > 0) {
      const stems = new Set(terms.map((t) => t.term));
      for (const scope of scopes) {
        for (const h of index.search(terms, q.limit, scope, pairs, {
          asks: analysed.asks,
          procedural: analysed.procedural,
          stems,
        })) {
          const key = index.articleSlot(h.index);
          if (seen.has(key)) continue;
          seen.add(key);
          hits.push(toHit(h.index, h.score, false));
          if (hits.length >= q.limit) break;
        }
        if (hits.length >= q.limit) break;
      }
    }
    // A norm cited with nothing else to rank by ('Ley 29/1994', 'estatuto de los trabajadores'):
    // its articles in order.
    if (terms.length === 0 && refs.articleChunks.length === 0) {
      for (const n of refs.norms) {
        const norm = index.norms[n];
        if (!norm || (filter && !filter.has(n))) continue;
        for (let c = norm.from; c < norm.to && hits.length < q.limit; c++) {
          const key = index.articleSlot(c);
          if (seen.has(key) || !index.isArticleChunk(c)) continue;
          seen.add(key);
          hits.push(toHit(c, 500 - hits.length, true));
        }
      }
    }
    // A cited article with nothing else to rank by ('art. 1902 CC'): after it, the articles of its
    // norm that cite it by number, then the articles most like it (its most telling words).
    if (terms.length === 0 && refs.articleChunks.length > 0)
      this.addRelated(refs.articleChunks, hits, seen, q.limit, filter, toHit);
    const stems = new Set(analysed.terms.map((t) => t.term));
    const out = hits.slice(0, q.limit);
    for (const hit of out) if (hit.stored) hit.stored.highlights = highlightStems(hit.stored.text, stems);
    return {
      hits: out,
      stems: analysed.terms.map((t) => t.term),
      onlyStopWords: analysed.onlyStopWords && refs.articleChunks.length === 0 && refs.norms.length === 0,
    };
  }
}
