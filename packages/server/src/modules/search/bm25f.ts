/**
 * An in-memory BM25F index of the public legislation's article chunks (ADR 0021). Pure data and
 * arithmetic: the search thread ({@link ./worker.ts}) owns one, fed norm by norm from the database,
 * which stays the source of truth (this is derived data, rebuilt at start and when the collection
 * changes).
 *
 * Fields, each weighted and length-normalised on its own:
 * - the article's **heading** ('Artículo 36. Fianza'), its **body** and its **context** (the chapter
 *   and section headings above it), combined per chunk before saturation (BM25F proper);
 * - the norm's **title** and common names ('Ley 29/1994… de Arrendamientos Urbanos', 'LAU'), scored
 *   once per norm (its own IDF over norms) and added to the chunks of that norm that matched
 *   something else, so a title word never brings in an article by itself.
 * The text score is multiplied by a prior per chunk: articles above dispositions and preambles,
 * consolidated norms above the laws that amend them, larger and more cited norms, and the core codes
 * a lawyer reaches for first, and the codes of procedure lowered for a question that names no
 * procedure. The best candidates are then re-ranked by the question's word pairs found side by side
 * ('vicios ocultos', 'beneficio de inventario'), by how close together its words stand in the article
 * (proximity) and by whether the article states the kind of answer asked for (a time, an amount, an
 * age, a penalty).
 *
 * @module
 */

/** One query term with its weight (1 for the user's words, less for thesaurus expansions). */
export interface WeightedTerm {
  term: string;
  weight: number;
}

/** Ranking parameters (ADR 0021 records the values chosen and how). */
export interface RankingParams {
  k1: number;
  /** Heading weight relative to the body. */
  headingWeight: number;
  bodyWeight: number;
  /** Weight of the structural headings above the article (chapter, section). */
  contextWeight: number;
  titleWeight: number;
  /** Length normalisation of each field. */
  bHeading: number;
  bBody: number;
  bContext: number;
  bTitle: number;
  /** Score factor of dispositions (adicional, transitoria, derogatoria, final). */
  nonArticleFactor: number;
  /** Score factor of preambles, annexes, structural headings and anything else that is not an article. */
  otherFactor: number;
  /** Score factor of norms that amend others ('por la que se modifica…'): the consolidated norm wins. */
  amendingFactor: number;
  /** Score factor 1 + this × log(1 + chunks of the norm). */
  sizePrior: number;
  /** Score factor 1 + this × log(1 + norms citing the norm). */
  citedPrior: number;
  /** Score factor of the core codes. */
  coreFactor: number;
  /** Weight of a thesaurus expansion relative to the user's own words. */
  expansionWeight: number;
  /** Weight of a user's word the thesaurus expanded (a lay word the laws seldom use). */
  layWeight: number;
  /**
   * Weight of a pair of the question's words found side by side in an article (stop words aside):
   * 'beneficio de inventario', 'vicios ocultos'. Applied when re-ranking the best candidates.
   */
  pairWeight: number;
  /**
   * Weight of the indexed words that share the first {@link derivationPrefix} letters of a user's
   * word ('prescribe' → 'prescripción'): Spanish derivation the stemmer leaves apart. 0 turns it off.
   */
  derivationWeight: number;
  /** Letters a user's word and an indexed word must share to count as derivations of one another. */
  derivationPrefix: number;
  /**
   * Weight of proximity when re-ranking the best candidates: the question's terms (and expansions)
   * found together within {@link proximityWindow} words of an article's heading or body add their
   * weighted IDF beyond the best one of them (an article that speaks of 'plazo' near 'divorcio'
   * above one that names them pages apart). 0 turns it off.
   */
  proximityWeight: number;
  /** Words (stop words aside) of the proximity window. */
  proximityWindow: number;
  /**
   * Score factor 1 + this of the best candidates that state the kind of answer the question asks
   * for (a time for '¿cuánto tiempo…?', an amount, an age, a penalty; `answers.ts` of legal-nlp).
   * 0 turns it off.
   */
  answerWeight: number;
  /**
   * Score factor of the codes of procedure and of the courts (LEC, LECrim, LJCA, LRJS, LOPJ) for a
   * question that names no procedure: a plain question mostly asks what the law gives ('¿qué me toca
   * de la herencia?'), which the substantive code answers, while the procedural code's articles on the
   * same subject ('intervención judicial de la herencia') repeat its words.
   */
  proceduralFactor: number;
  /**
   * Score factor of a specialised code (tax, insolvency, companies, social security, intellectual
   * property, crime: legal-nlp's `LegalCode.domain`) for a question that names nothing of its field:
   * its articles on debts, deadlines and liability repeat the words of general questions.
   */
  domainFactor: number;
}

/** The ranking the evaluation chose (ADR 0021). */
export const DEFAULT_RANKING: RankingParams = {
  k1: 1.6,
  headingWeight: 3,
  bodyWeight: 1,
  contextWeight: 2,
  titleWeight: 0.3,
  bHeading: 0.3,
  bBody: 0.5,
  bContext: 0.7,
  bTitle: 0.5,
  nonArticleFactor: 0.5,
  otherFactor: 0.25,
  amendingFactor: 0.5,
  sizePrior: 0.03,
  citedPrior: 0.05,
  coreFactor: 1.6,
  expansionWeight: 0.5,
  layWeight: 0.3,
  derivationWeight: 0.5,
  derivationPrefix: 6,
  pairWeight: 1,
  proximityWeight: 0.3,
  proximityWindow: 8,
  answerWeight: 0.3,
  proceduralFactor: 0.7,
  domainFactor: 0.7,
};

/** What the question asks for beyond its terms (legal-nlp's `analyzeQuery`). */
export interface QueryCues {
  /** Kinds of answer asked for (bits of `questionAsks`). @default 0 */
  asks?: number;
  /** The question names a procedure; false lowers the procedural codes; undefined leaves them. */
  procedural?: boolean;
  /** The question's stems (its words, expansions and derivations), to see which fields it names. */
  stems?: ReadonlySet<string>;
}

/** Candidates re-ranked with word pairs. */
const RERANK_CANDIDATES = 100;

/** Two adjacent stems of a question and the weight of finding them together. */
export interface WeightedPair {
  a: string;
  b: string;
  weight: number;
}

/** A norm as the index keeps it. */
export interface IndexedNorm {
  /** `documents.id`. */
  documentId: string;
  /** BOE id. */
  normId: string;
  title: string;
  /** A core code (CC, LEC, ET…). */
  core: boolean;
  /** A code of procedure or of the courts (LEC, LECrim, LJCA, LRJS, LOPJ). @default false */
  procedural?: boolean;
  /** Stems naming a specialised code's field (tax, insolvency, crime…); undefined for the others. */
  domain?: ReadonlySet<string>;
  /** A norm that amends others ('Ley 30/1981… por la que se modifica la regulación del matrimonio…'). */
  amending: boolean;
  /** First chunk index (inclusive) and end (exclusive): a norm's chunks are contiguous. */
  from: number;
  to: number;
  /** Canonical article key → first chunk index of that article. */
  articles: Map<string, number>;
  /** Norms whose text cites this one (set after every norm is in). */
  citedBy: number;
}

/** One chunk to add. */
export interface ChunkInput {
  /** `chunks.id`. */
  id: number;
  /** Stems of the heading, the body and the structural headings above (see `analyzeText`). */
  heading: readonly string[];
  body: readonly string[];
  context: readonly string[];
  /** `page_from`: the article's ordinal in the norm. */
  page: number;
  /** Canonical article key, or null for sections that are not articles. */
  article: string | null;
  /** `article`, `disposition` or `other` (preamble, annex, structural heading). */
  kind: ChunkKind;
  /** The kinds of answer its text states (`textAnswers` of legal-nlp). @default 0 */
  answers?: number;
}

/** What a chunk is in its norm. */
export type ChunkKind = 'article' | 'disposition' | 'other';
const KIND_CODE: Record<ChunkKind, number> = { article: 1, disposition: 2, other: 0 };

/** A scored chunk. */
export interface Hit {
  /** Index in the chunk arrays. */
  index: number;
  score: number;
}

interface Postings {
  ids: Int32Array;
  tfBody: Uint16Array;
  tfHead: Uint8Array;
  tfCtx: Uint8Array;
  /**
   * The chunk's field-weighted, length-normalised term frequency (BM25F's combined tf before
   * saturation), set with the ranking parameters: a search reads it instead of computing it.
   */
  tf: Float32Array;
}

interface GrowingPostings {
  ids: number[];
  tfBody: number[];
  tfHead: number[];
  tfCtx: number[];
}

/** A min-heap of the best `limit` hits. */
class TopK {
  private readonly items: Hit[] = [];
  constructor(private readonly limit: number) {}

  push(index: number, score: number): void {
    const items = this.items;
    if (items.length < this.limit) {
      items.push({ index, score });
      let i = items.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if ((items[p] as Hit).score <= (items[i] as Hit).score) break;
        [items[p], items[i]] = [items[i] as Hit, items[p] as Hit];
        i = p;
      }
      return;
    }
    if (score <= (items[0] as Hit).score) return;
    items[0] = { index, score };
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && (items[l] as Hit).score < (items[m] as Hit).score) m = l;
      if (r < items.length && (items[r] as Hit).score < (items[m] as Hit).score) m = r;
      if (m === i) break;
      [items[m], items[i]] = [items[i] as Hit, items[m] as Hit];
      i = m;
    }
  }

  sorted(): Hit[] {
    return [...this.items].sort((a, b) => b.score - a.score || a.index - b.index);
  }
}

function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** The index. Add norms with {@link addNorm}, then {@link finalize}, then {@link search}. */
export class Bm25fIndex {
  readonly norms: IndexedNorm[] = [];
  /** `chunks.id` per chunk. */
  chunkIds: Float64Array = new Float64Array(0);
  /** Norm index per chunk. */
  chunkNorm: Int32Array = new Int32Array(0);
  /** Page (article ordinal) per chunk. */
  chunkPage: Int32Array = new Int32Array(0);
  private chunkArticle: Uint8Array = new Uint8Array(0);
  /** Kinds of answer each chunk states (bits). */
  private chunkAnswers: Uint8Array = new Uint8Array(0);
  private bodyLen: Uint16Array = new Uint16Array(0);
  private headLen: Uint8Array = new Uint8Array(0);
  private ctxLen: Uint8Array = new Uint8Array(0);
  private prior: Float32Array = new Float32Array(0);
  private postings = new Map<string, Postings>();
  /** Term ids for the token sequences. */
  private termIds = new Map<string, number>();
  /** Every chunk's heading and body stems as term ids, one after the other (see `tokenStart`). */
  private tokens: Int32Array = new Int32Array(0);
  private tokenStart: Int32Array = new Int32Array(0);
  /** Every chunk's context stems (the chapter and section headings above it) as term ids. */
  private contextTokens: Int32Array = new Int32Array(0);
  private contextStart: Int32Array = new Int32Array(0);
  private growingContext: number[] = [];
  private growingContextStart: number[] = [];
  private growingTokens: number[] = [];
  private growingTokenStart: number[] = [];
  private titlePostings = new Map<string, { norms: Int32Array; tf: Uint8Array }>();
  private titleLen: Uint16Array = new Uint16Array(0);
  private avgBody = 1;
  private avgHead = 1;
  private avgCtx = 1;
  private avgTitle = 1;
  private acc: Float32Array = new Float32Array(0);
  private normAcc: Float32Array = new Float32Array(0);
  private mark: Uint32Array = new Uint32Array(0);
  private epoch = 0;
  /** Scratch flags per term id for the re-rankers (all 0 between searches). */
  private termMark: Uint8Array = new Uint8Array(0);
  private finalized = false;
  /** The norms with a field of their own ({@link IndexedNorm.domain}). */
  private domainNorms: number[] = [];

  // Build-time state.
  private growing = new Map<string, GrowingPostings>();
  private growingTitle = new Map<string, { norms: number[]; tf: number[] }>();
  private ids: number[] = [];
  private norm: number[] = [];
  private page: number[] = [];
  private isArticle: number[] = [];
  private answers: number[] = [];
  private bLen: number[] = [];
  private hLen: number[] = [];
  private cLen: number[] = [];
  private tLen: number[] = [];

  /** Chunks in the index. */
  get size(): number {
    return this.finalized ? this.chunkIds.length : this.ids.length;
  }

  /** Every indexed term (after {@link finalize}). */
  termList(): IterableIterator<string> {
    return this.postings.keys();
  }

  /** Chunks holding a term. */
  documentFrequency(term: string): number {
    return this.postings.get(term)?.ids.length ?? 0;
  }

  /** Distinct terms (bodies and headings). */
  get terms(): number {
    return this.finalized ? this.postings.size : this.growing.size;
  }

  /**
   * Adds a norm and its chunks (in order).
   *
   * @param titleTerms - stems of the title and the norm's common names
   */
  addNorm(
    norm: {
      documentId: string;
      normId: string;
      title: string;
      core: boolean;
      amending: boolean;
      procedural?: boolean;
      domain?: ReadonlySet<string>;
    },
    titleTerms: readonly string[],
    chunks: readonly ChunkInput[],
  ): void {
    if (this.finalized) throw new Error('index already finalized');
    const n = this.norms.length;
    const from = this.ids.length;
    const articles = new Map<string, number>();
    for (const c of chunks) {
      const index = this.ids.length;
      this.ids.push(c.id);
      this.norm.push(n);
      this.page.push(c.page);
      this.isArticle.push(KIND_CODE[c.kind]);
      this.answers.push(c.answers ?? 0);
      this.bLen.push(Math.min(65_535, c.body.length));
      this.hLen.push(Math.min(255, c.heading.length));
      this.cLen.push(Math.min(255, c.context.length));
      if (c.article !== null && !articles.has(c.article)) articles.set(c.article, index);
      const tf = new Map<string, [number, number, number]>();
      const count = (terms: readonly string[], field: 0 | 1 | 2) => {
        for (const t of terms) {
          let e = tf.get(t);
          if (!e) {
            e = [0, 0, 0];
            tf.set(t, e);
          }
          e[field]++;
        }
      };
      count(c.body, 0);
      count(c.heading, 1);
      count(c.context, 2);
      this.growingTokenStart.push(this.growingTokens.length);
      for (const list of [c.heading, c.body]) {
        for (const t of list) this.growingTokens.push(this.termId(t));
        this.growingTokens.push(-1);
      }
      this.growingContextStart.push(this.growingContext.length);
      for (const t of c.context) this.growingContext.push(this.termId(t));
      for (const [term, [b, h, x]] of tf) {
        let p = this.growing.get(term);
        if (!p) {
          p = { ids: [], tfBody: [], tfHead: [], tfCtx: [] };
          this.growing.set(term, p);
        }
        p.ids.push(index);
        p.tfBody.push(Math.min(65_535, b));
        p.tfHead.push(Math.min(255, h));
        p.tfCtx.push(Math.min(255, x));
      }
    }
    const ttf = new Map<string, number>();
    for (const t of titleTerms) ttf.set(t, (ttf.get(t) ?? 0) + 1);
    for (const [term, count] of ttf) {
      let p = this.growingTitle.get(term);
      if (!p) {
        p = { norms: [], tf: [] };
        this.growingTitle.set(term, p);
      }
      p.norms.push(n);
      p.tf.push(Math.min(255, count));
    }
    this.tLen.push(titleTerms.length);
    this.norms.push({ ...norm, from, to: this.ids.length, articles, citedBy: 0 });
  }

  /**
   * Compacts the postings into typed arrays and computes the priors. `citedBy[i]` is the number of
   * other norms citing norm `i`.
   */
  finalize(citedBy: readonly number[] = [], params: RankingParams = DEFAULT_RANKING): void {
    if (this.finalized) return;
    const n = this.ids.length;
    this.chunkIds = Float64Array.from(this.ids);
    this.growingTokenStart.push(this.growingTokens.length);
    this.tokens = Int32Array.from(this.growingTokens);
    this.tokenStart = Int32Array.from(this.growingTokenStart);
    this.growingTokens = [];
    this.growingTokenStart = [];
    this.growingContextStart.push(this.growingContext.length);
    this.contextTokens = Int32Array.from(this.growingContext);
    this.contextStart = Int32Array.from(this.growingContextStart);
    this.growingContext = [];
    this.growingContextStart = [];
    this.chunkNorm = Int32Array.from(this.norm);
    this.chunkPage = Int32Array.from(this.page);
    this.chunkArticle = Uint8Array.from(this.isArticle);
    this.chunkAnswers = Uint8Array.from(this.answers);
    this.bodyLen = Uint16Array.from(this.bLen);
    this.headLen = Uint8Array.from(this.hLen);
    this.ctxLen = Uint8Array.from(this.cLen);
    this.titleLen = Uint16Array.from(this.tLen);
    let sb = 0;
    let sh = 0;
    let sc = 0;
    for (let i = 0; i < n; i++) {
      sb += this.bodyLen[i] as number;
      sh += this.headLen[i] as number;
      sc += this.ctxLen[i] as number;
    }
    this.avgBody = Math.max(1, sb / Math.max(1, n));
    this.avgHead = Math.max(1, sh / Math.max(1, n));
    this.avgCtx = Math.max(1, sc / Math.max(1, n));
    this.avgTitle = Math.max(1, this.tLen.reduce((a, b) => a + b, 0) / Math.max(1, this.tLen.length));
    for (const [term, g] of this.growing) {
      this.postings.set(term, {
        ids: Int32Array.from(g.ids),
        tfBody: Uint16Array.from(g.tfBody),
        tfHead: Uint8Array.from(g.tfHead),
        tfCtx: Uint8Array.from(g.tfCtx),
        tf: new Float32Array(g.ids.length),
      });
    }
    for (const [term, g] of this.growingTitle) {
      this.titlePostings.set(term, { norms: Int32Array.from(g.norms), tf: Uint8Array.from(g.tf) });
    }
    this.norms.forEach((norm, i) => (norm.citedBy = citedBy[i] ?? 0));
    this.domainNorms = this.norms.flatMap((norm, i) => (norm.domain ? [i] : []));
    this.growing = new Map();
    this.growingTitle = new Map();
    this.ids = [];
    this.norm = [];
    this.page = [];
    this.isArticle = [];
    this.answers = [];
    this.bLen = [];
    this.hLen = [];
    this.cLen = [];
    this.tLen = [];
    this.acc = new Float32Array(n);
    this.mark = new Uint32Array(n);
    this.termMark = new Uint8Array(this.termIds.size);
    this.normAcc = new Float32Array(this.norms.length);
    this.prior = new Float32Array(n);
    this.finalized = true;
    this.setParams(params);
  }

  /** The ranking parameters in use. */
  params: RankingParams = DEFAULT_RANKING;

  /** Changes the ranking parameters (the evaluation tunes them; the server uses the defaults). */
  setParams(params: RankingParams): void {
    this.params = params;
    const n = this.chunkIds.length;
    // Each field's length normalisation per chunk, then every posting's combined tf.
    const ctxNorm = new Float64Array(n);
    const bodyNorm = new Float64Array(n);
    const headNorm = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      ctxNorm[i] = 1 - params.bContext + (params.bContext * (this.ctxLen[i] as number)) / this.avgCtx;
      bodyNorm[i] = 1 - params.bBody + (params.bBody * (this.bodyLen[i] as number)) / this.avgBody;
      headNorm[i] = 1 - params.bHeading + (params.bHeading * (this.headLen[i] as number)) / this.avgHead;
    }
    const { contextWeight, bodyWeight, headingWeight } = params;
    for (const post of this.postings.values()) {
      const { ids, tfBody, tfHead, tfCtx, tf } = post;
      for (let k = 0; k < ids.length; k++) {
        const c = ids[k] as number;
        const tb = tfBody[k] as number;
        const th = tfHead[k] as number;
        const tx = tfCtx[k] as number;
        let raw = 0;
        if (tx > 0) raw += (contextWeight * tx) / (ctxNorm[c] as number);
        if (tb > 0) raw += (bodyWeight * tb) / (bodyNorm[c] as number);
        if (th > 0) raw += (headingWeight * th) / (headNorm[c] as number);
        // Stored in single precision, as the ranking has always held it.
        tf[k] = raw;
      }
    }
    for (let i = 0; i < n; i++) {
      const norm = this.norms[this.chunkNorm[i] as number] as IndexedNorm;
      const kind = this.chunkArticle[i];
      this.prior[i] =
        (kind === 1 ? 1 : kind === 2 ? params.nonArticleFactor : params.otherFactor) *
        (norm.amending ? params.amendingFactor : 1) *
        (1 +
          params.sizePrior * Math.log1p(norm.to - norm.from) +
          params.citedPrior * Math.log1p(norm.citedBy)) *
        (norm.core ? params.coreFactor : 1);
    }
  }

  /**
   * The chunks in `[from, to)` whose heading or body cite article `key` by its number: the number
   * within four words after 'artículo' or 'art.' ('el artículo 1902', 'los artículos 1101 y 1902'),
   * with its suffix where the key has one ('17 bis'). A candidate list: the number may be another
   * norm's ('artículo 9 de la Ley Hipotecaria'), which the caller tells from the text. An article
   * cited in words ('artículo veintiuno') is not found.
   */
  chunksCitingArticle(key: string, from: number, to: number): number[] {
    const [number, suffix] = key.split(' ');
    const post = number === undefined ? undefined : this.postings.get(number);
    const numberId = number === undefined ? undefined : this.termIds.get(number);
    if (!post || numberId === undefined) return [];
    const suffixId = suffix === undefined ? undefined : this.termIds.get(suffix);
    if (suffix !== undefined && suffixId === undefined) return [];
    const articleIds = new Set(
      ['articul', 'art'].map((t) => this.termIds.get(t)).filter((id) => id !== undefined),
    );
    const out: number[] = [];
    for (const c of post.ids) {
      if (c < from || c >= to) continue;
      const start = this.tokenStart[c] as number;
      const end = this.tokenStart[c + 1] as number;
      let lastArticle = -Infinity;
      for (let i = start; i < end; i++) {
        const t = this.tokens[i] as number;
        if (articleIds.has(t)) lastArticle = i;
        else if (
          t === numberId &&
          i - lastArticle <= 4 &&
          (suffixId === undefined || this.tokens[i + 1] === suffixId)
        ) {
          out.push(c);
          break;
        }
      }
    }
    return out;
  }

  /**
   * The `k` most telling terms of some chunks (an article's): their heading, body and context stems
   * by tf (each field weighted as the ranking weighs it) × IDF, numbers and words of one or two
   * letters left out, each at weight 1. What a "more like this" search asks.
   */
  characteristicTerms(chunks: readonly number[], k: number): WeightedTerm[] {
    if (!this.termNames) {
      this.termNames = new Array<string>(this.termIds.size);
      for (const [term, id] of this.termIds) this.termNames[id] = term;
    }
    // Each field's words count as the ranking weighs them: heading, then body, then context.
    const { headingWeight, bodyWeight, contextWeight } = this.params;
    const counts = new Map<number, number>();
    const count = (t: number, weight: number) => counts.set(t, (counts.get(t) ?? 0) + weight);
    for (const c of chunks) {
      let weight = headingWeight;
      for (let i = this.tokenStart[c] as number; i < (this.tokenStart[c + 1] as number); i++) {
        const t = this.tokens[i] as number;
        if (t >= 0) count(t, weight);
        else weight = bodyWeight;
      }
    }
    // The context is the same for an article's chunks: counted once per article.
    const articles = new Set<number>();
    for (const c of chunks) {
      if (articles.has(this.articleSlot(c))) continue;
      articles.add(this.articleSlot(c));
      for (let i = this.contextStart[c] as number; i < (this.contextStart[c + 1] as number); i++)
        count(this.contextTokens[i] as number, contextWeight);
    }
    const n = this.chunkIds.length;
    const scored: [string, number][] = [];
    for (const [id, tf] of counts) {
      const term = this.termNames[id] as string;
      if (term.length < 3 || /\d/.test(term)) continue;
      const df = this.documentFrequency(term);
      if (df < 2) continue;
      scored.push([term, Math.log1p(tf) * idf(df, n)]);
    }
    return scored
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, k)
      .map(([term]) => ({ term, weight: 1 }));
  }

  /** Term names by id (built when first asked). */
  private termNames: string[] | undefined;

  /** The term id of a stem, given a new one the first time (build time). */
  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termIds.size;
      this.termIds.set(term, id);
    }
    return id;
  }

  /** One number per article (or other part) of a norm, shared by its chunks: one result per article. */
  articleSlot(chunk: number): number {
    return (this.chunkNorm[chunk] as number) * 1_000_000 + (this.chunkPage[chunk] as number);
  }

  /** Whether the chunk is an article. */
  isArticleChunk(index: number): boolean {
    return this.chunkArticle[index] === 1;
  }

  /**
   * The best `limit` chunks for the terms, one per article (the best of its chunks), optionally
   * only within some norms. Empty when no term is in the index. `cues` says what the question asks
   * for (bits of legal-nlp's `questionAsks`) and whether it names a procedure.
   */
  search(
    terms: readonly WeightedTerm[],
    limit: number,
    onlyNorms?: ReadonlySet<number>,
    pairs: readonly WeightedPair[] = [],
    cues: QueryCues = {},
  ): Hit[] {
    if (!this.finalized || terms.length === 0 || this.chunkIds.length === 0) return [];
    const p = this.params;
    const n = this.chunkIds.length;
    const acc = this.acc;
    const mark = this.mark;
    this.epoch = (this.epoch + 1) >>> 0;
    if (this.epoch === 0) {
      mark.fill(0);
      this.epoch = 1;
    }
    const epoch = this.epoch;
    const touched: number[] = [];
    this.normAcc.fill(0);
    const k1 = p.k1;
    const k1Plus1 = k1 + 1;
    const chunkNorm = this.chunkNorm;
    for (const { term, weight } of terms) {
      const post = this.postings.get(term);
      if (post) {
        const w = weight * idf(post.ids.length, n);
        const { ids, tf: tfs } = post;
        for (let k = 0; k < ids.length; k++) {
          const c = ids[k] as number;
          if (onlyNorms && !onlyNorms.has(chunkNorm[c] as number)) continue;
          const tf = tfs[k] as number;
          const s = (w * (tf * k1Plus1)) / (k1 + tf);
          if (mark[c] !== epoch) {
            mark[c] = epoch;
            acc[c] = s;
            touched.push(c);
          } else acc[c] = (acc[c] as number) + s;
        }
      }
      const title = this.titlePostings.get(term);
      if (title && p.titleWeight > 0) {
        const w = weight * p.titleWeight * idf(title.norms.length, this.norms.length);
        for (let k = 0; k < title.norms.length; k++) {
          const norm = title.norms[k] as number;
          const tf =
            (title.tf[k] as number) /
            (1 - p.bTitle + (p.bTitle * (this.titleLen[norm] as number)) / this.avgTitle);
          this.normAcc[norm] = (this.normAcc[norm] as number) + (w * (tf * (p.k1 + 1))) / (p.k1 + tf);
        }
      }
    }
    // Best chunk per article first, then the best `limit` articles.
    const best = new Map<number, number>();
    const top = new TopK(Math.max(limit * 4, RERANK_CANDIDATES));
    const lowered = cues.procedural === false ? p.proceduralFactor : 1;
    const unnamed = new Set<number>();
    const stems = cues.stems;
    if (stems && p.domainFactor !== 1)
      norms: for (const i of this.domainNorms) {
        for (const s of this.norms[i]?.domain ?? []) if (stems.has(s)) continue norms;
        unnamed.add(i);
      }
    for (const c of touched) {
      const norm = this.chunkNorm[c] as number;
      const text = (acc[c] as number) + (this.normAcc[norm] as number);
      const factor =
        (lowered !== 1 && this.norms[norm]?.procedural === true ? lowered : 1) *
        (unnamed.has(norm) ? p.domainFactor : 1);
      top.push(c, text * (this.prior[c] as number) * factor);
    }
    let ranked = top.sorted();
    if (pairs.length > 0 && p.pairWeight > 0) ranked = this.rerankByPairs(ranked, pairs, n);
    if (p.proximityWeight > 0 && terms.length > 1) ranked = this.rerankByProximity(ranked, terms, n);
    const asks = cues.asks ?? 0;
    if (asks !== 0 && p.answerWeight > 0) ranked = this.rerankByAnswer(ranked, asks);
    const out: Hit[] = [];
    for (const hit of ranked) {
      const key = this.articleSlot(hit.index);
      if (best.has(key)) continue;
      best.set(key, hit.index);
      out.push(hit);
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * Adds to each candidate, for every question word pair found side by side in it, the pair's weight
   * times the mean IDF of its words (scaled by the chunk's prior), and sorts again.
   */
  private rerankByPairs(ranked: Hit[], pairs: readonly WeightedPair[], n: number): Hit[] {
    const wanted = new Map<number, number>();
    for (const pair of pairs) {
      const a = this.termIds.get(pair.a);
      const b = this.termIds.get(pair.b);
      if (a === undefined || b === undefined || a === b) continue;
      const gain =
        pair.weight * ((idf(this.documentFrequency(pair.a), n) + idf(this.documentFrequency(pair.b), n)) / 2);
      const key = a * 1_048_576 + b;
      wanted.set(key, Math.max(wanted.get(key) ?? 0, gain));
    }
    if (wanted.size === 0) return ranked;
    const weight = this.params.pairWeight;
    // A token that starts no wanted pair is passed over without a look-up.
    const starts = this.termMark;
    for (const key of wanted.keys()) starts[Math.floor(key / 1_048_576)] = 1;
    const tokens = this.tokens;
    const out = ranked.map((hit) => {
      const from = this.tokenStart[hit.index] as number;
      const to = this.tokenStart[hit.index + 1] as number;
      const found = new Set<number>();
      let bonus = 0;
      for (let i = from; i + 1 < to; i++) {
        const a = tokens[i] as number;
        if (a < 0 || starts[a] !== 1) continue;
        const b = tokens[i + 1] as number;
        if (b < 0) continue;
        const key = a * 1_048_576 + b;
        const gain = wanted.get(key);
        if (gain !== undefined && !found.has(key)) {
          found.add(key);
          bonus += gain;
        }
      }
      return { index: hit.index, score: hit.score + weight * bonus };
    });
    for (const key of wanted.keys()) starts[Math.floor(key / 1_048_576)] = 0;
    return out.sort((x, y) => y.score - x.score || x.index - y.index);
  }

  /**
   * Adds to each candidate the weighted IDF of the question's terms found together in the best
   * window of {@link RankingParams.proximityWindow} words of its heading or body, beyond the best
   * single term of that window (so one word alone gains nothing), times the chunk's prior.
   */
  private rerankByProximity(ranked: Hit[], terms: readonly WeightedTerm[], n: number): Hit[] {
    const gains = new Map<number, number>();
    for (const { term, weight } of terms) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      const gain = weight * idf(this.documentFrequency(term), n);
      gains.set(id, Math.max(gains.get(id) ?? 0, gain));
    }
    if (gains.size < 2) return ranked;
    const { proximityWeight: weight, proximityWindow: width } = this.params;
    const counts = new Map<number, number>();
    const wanted = this.termMark;
    for (const id of gains.keys()) wanted[id] = 1;
    const tokens = this.tokens;
    const out = ranked.map((hit) => {
      const from = this.tokenStart[hit.index] as number;
      const to = this.tokenStart[hit.index + 1] as number;
      let best = 0;
      // Positions of the question's terms in order; a window spans at most `width` words of one
      // field (the heading and the body are separated by -1).
      const at: number[] = [];
      const ids: number[] = [];
      let segment = 0;
      const segments: number[] = [];
      for (let i = from; i < to; i++) {
        const t = tokens[i] as number;
        if (t < 0) {
          segment++;
          continue;
        }
        if (wanted[t] === 1) {
          at.push(i);
          ids.push(t);
          segments.push(segment);
        }
      }
      counts.clear();
      let sum = 0;
      let distinct = 0;
      let left = 0;
      for (let right = 0; right < at.length; right++) {
        const id = ids[right] as number;
        const c = counts.get(id) ?? 0;
        counts.set(id, c + 1);
        if (c === 0) {
          sum += gains.get(id) as number;
          distinct++;
        }
        while ((at[right] as number) - (at[left] as number) >= width || segments[left] !== segments[right]) {
          const gone = ids[left] as number;
          const k = (counts.get(gone) as number) - 1;
          counts.set(gone, k);
          if (k === 0) {
            sum -= gains.get(gone) as number;
            distinct--;
          }
          left++;
        }
        if (distinct > 1) {
          let top = 0;
          for (const [t, k] of counts) if (k > 0) top = Math.max(top, gains.get(t) as number);
          best = Math.max(best, sum - top);
        }
      }
      return { index: hit.index, score: hit.score + weight * best * (this.prior[hit.index] as number) };
    });
    for (const id of gains.keys()) wanted[id] = 0;
    return out.sort((x, y) => y.score - x.score || x.index - y.index);
  }

  /** Raises the candidates that state the kind of answer the question asks for, and sorts again. */
  private rerankByAnswer(ranked: Hit[], asks: number): Hit[] {
    const factor = 1 + this.params.answerWeight;
    return ranked
      .map((hit) =>
        ((this.chunkAnswers[hit.index] as number) & asks) !== 0
          ? { index: hit.index, score: hit.score * factor }
          : hit,
      )
      .sort((x, y) => y.score - x.score || x.index - y.index);
  }

  /** Approximate memory of the index, in bytes (typed arrays and postings). */
  memoryBytes(): number {
    let bytes = this.chunkIds.byteLength + this.chunkNorm.byteLength + this.chunkPage.byteLength;
    bytes +=
      this.chunkArticle.byteLength +
      this.chunkAnswers.byteLength +
      this.bodyLen.byteLength +
      this.headLen.byteLength +
      this.ctxLen.byteLength;
    bytes += this.tokens.byteLength + this.tokenStart.byteLength;
    bytes += this.contextTokens.byteLength + this.contextStart.byteLength;
    bytes += this.prior.byteLength + this.acc.byteLength + this.mark.byteLength + this.termMark.byteLength;
    for (const [term, p] of this.postings) bytes += term.length * 2 + 64 + p.ids.byteLength * 3;
    return Math.round(bytes);
  }
}
