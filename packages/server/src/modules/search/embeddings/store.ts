/**
 * The vectors of the public legislation in memory, as the vector thread keeps them: one growing
 * `Float32Array` of `count × dims` unit vectors and, per row, its chunk, norm and page. Ranking is
 * brute force: one dot product per row (the cosine, since rows and query are unit length), a bounded
 * min-heap of the best, one hit per article (norm and page, as the lexical index does).
 *
 * Pure of I/O; {@link ./worker.ts} wires it to messages.
 *
 * @module
 */

/** Rows as the loader sends them (arrays of one length; `vectors` is `rows × dims`). */
export interface VectorRows {
  chunkIds: number[];
  documentIds: string[];
  normIds: string[];
  pages: number[];
  vectors: Float32Array;
  dims: number;
}

/** One vector hit. */
export interface VectorHit {
  chunkId: number;
  documentId: string;
  normId: string;
  page: number;
  /** Cosine similarity, −1…1. */
  score: number;
}

/** Unit vectors with their chunks; append-only (a rebuild makes a new store). */
export class VectorStore {
  dims = 0;
  count = 0;
  private matrix = new Float32Array(0);
  private chunkIds = new Float64Array(0);
  private pages = new Int32Array(0);
  private docOf = new Int32Array(0);
  private readonly docs: string[] = [];
  private readonly docNorm: number[] = [];
  private readonly docIndex = new Map<string, number>();
  private readonly norms: string[] = [];
  private readonly normIndex = new Map<string, number>();

  private grow(need: number): void {
    if (need <= this.chunkIds.length) return;
    const cap = Math.max(need, this.chunkIds.length * 2, 1024);
    const matrix = new Float32Array(cap * this.dims);
    matrix.set(this.matrix);
    this.matrix = matrix;
    const ids = new Float64Array(cap);
    ids.set(this.chunkIds);
    this.chunkIds = ids;
    const pages = new Int32Array(cap);
    pages.set(this.pages);
    this.pages = pages;
    const docOf = new Int32Array(cap);
    docOf.set(this.docOf);
    this.docOf = docOf;
  }

  /** Adds rows; rows of another size than the first ones are skipped. Returns how many were added. */
  add(rows: VectorRows): number {
    if (rows.chunkIds.length === 0) return 0;
    if (this.dims === 0) this.dims = rows.dims;
    if (rows.dims !== this.dims) return 0;
    const n = rows.chunkIds.length;
    this.grow(this.count + n);
    this.matrix.set(rows.vectors.subarray(0, n * this.dims), this.count * this.dims);
    for (let i = 0; i < n; i++) {
      const doc = rows.documentIds[i] as string;
      let d = this.docIndex.get(doc);
      if (d === undefined) {
        const normId = rows.normIds[i] as string;
        let norm = this.normIndex.get(normId);
        if (norm === undefined) {
          norm = this.norms.length;
          this.norms.push(normId);
          this.normIndex.set(normId, norm);
        }
        d = this.docs.length;
        this.docs.push(doc);
        this.docNorm.push(norm);
        this.docIndex.set(doc, d);
      }
      const at = this.count + i;
      this.chunkIds[at] = rows.chunkIds[i] as number;
      this.pages[at] = rows.pages[i] as number;
      this.docOf[at] = d;
    }
    this.count += n;
    return n;
  }

  /** Bytes held by the vectors and their row data. */
  memoryBytes(): number {
    return this.matrix.byteLength + this.chunkIds.byteLength + this.pages.byteLength + this.docOf.byteLength;
  }

  /**
   * The `k` rows closest to `query` (a unit vector of `dims` values), one per article, best first;
   * only the norms of `normIds` when given.
   *
   * Cost: one multiply-add per value, 100,000 × 768 ≈ 77 M of them. Measured here (shared 2-core
   * container, one thread, random unit vectors, k = 50): 100k × 768 ≈ 50 ms, 100k × 384 ≈ 24 ms,
   * 100k × 64 ≈ 4 ms. Past ~100k chunks of a large model this wants an approximate index (HNSW) or
   * pgvector.
   */
  search(query: Float32Array, k: number, normIds?: readonly string[]): VectorHit[] {
    const dims = this.dims;
    if (this.count === 0 || query.length !== dims || k <= 0) return [];
    let allowed: Uint8Array | null = null;
    if (normIds && normIds.length > 0) {
      allowed = new Uint8Array(this.norms.length);
      let any = false;
      for (const id of normIds) {
        const n = this.normIndex.get(id);
        if (n !== undefined) {
          allowed[n] = 1;
          any = true;
        }
      }
      if (!any) return [];
    }
    // Several chunks of one article may score high: keep more than k, then one per article.
    const keep = Math.min(this.count, k * 4);
    const heapScore = new Float32Array(keep);
    const heapRow = new Int32Array(keep);
    let size = 0;
    const m = this.matrix;
    for (let r = 0; r < this.count; r++) {
      if (allowed && allowed[this.docNorm[this.docOf[r] as number] as number] !== 1) continue;
      const base = r * dims;
      // Four running sums: independent multiply-adds the CPU overlaps (≈ 2× a single sum).
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let j = 0;
      for (; j + 3 < dims; j += 4) {
        s0 += (m[base + j] as number) * (query[j] as number);
        s1 += (m[base + j + 1] as number) * (query[j + 1] as number);
        s2 += (m[base + j + 2] as number) * (query[j + 2] as number);
        s3 += (m[base + j + 3] as number) * (query[j + 3] as number);
      }
      for (; j < dims; j++) s0 += (m[base + j] as number) * (query[j] as number);
      const dot = s0 + s1 + s2 + s3;
      if (size < keep) {
        // Sift up.
        let i = size++;
        while (i > 0) {
          const p = (i - 1) >> 1;
          if ((heapScore[p] as number) <= dot) break;
          heapScore[i] = heapScore[p] as number;
          heapRow[i] = heapRow[p] as number;
          i = p;
        }
        heapScore[i] = dot;
        heapRow[i] = r;
      } else if (dot > (heapScore[0] as number)) {
        // Replace the smallest and sift down.
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          const c = l + 1 < size && (heapScore[l + 1] as number) < (heapScore[l] as number) ? l + 1 : l;
          if ((heapScore[c] as number) >= dot) break;
          heapScore[i] = heapScore[c] as number;
          heapRow[i] = heapRow[c] as number;
          i = c;
        }
        heapScore[i] = dot;
        heapRow[i] = r;
      }
    }
    const order = Array.from({ length: size }, (_, i) => i).sort(
      (a, b) =>
        (heapScore[b] as number) - (heapScore[a] as number) ||
        (heapRow[a] as number) - (heapRow[b] as number),
    );
    const hits: VectorHit[] = [];
    const seen = new Set<number>();
    for (const i of order) {
      const r = heapRow[i] as number;
      const d = this.docOf[r] as number;
      const key = d * 1_000_000 + (this.pages[r] as number);
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({
        chunkId: this.chunkIds[r] as number,
        documentId: this.docs[d] as string,
        normId: this.norms[this.docNorm[d] as number] as string,
        page: this.pages[r] as number,
        score: Math.round((heapScore[i] as number) * 10_000) / 10_000,
      });
      if (hits.length >= k) break;
    }
    return hits;
  }
}
