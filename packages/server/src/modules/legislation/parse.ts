/**
 * Pure parsing of BOE consolidated legislation in the "Legalize ES" layout: one Markdown file per norm,
 * YAML front matter (`title`, `identifier`, `rank`, `publication_date`, `source` ELI URL, …), then the
 * text with articles as headings (`##### Artículo 1902.`; the depth varies by law), structural headings
 * (`## TÍTULO …`, `### CAPÍTULO …`) and editorial notes as `> <small>…</small>` blockquotes.
 *
 * No I/O here: the importer ({@link ./service.ts}) reads files and writes rows.
 */

/** The attribution the BOE reuse conditions ask for (Resolución de 27 de junio de 2024). */
export const BOE_ATTRIBUTION = 'Fuente: Agencia Estatal Boletín Oficial del Estado (https://www.boe.es)';

/** Default longest chunk, in characters, before an article is split on paragraph boundaries. */
export const DEFAULT_MAX_CHUNK_CHARS = 2000;

/** A front-matter value: a string or a list of strings (`subjects: ["…", "…"]`). */
export type FrontMatterValue = string | string[];

/** Result of {@link parseFrontMatter}. */
export interface FrontMatter {
  /** Keys and values of the `---` block; empty when the file has none. */
  data: Record<string, FrontMatterValue>;
  /** The Markdown after the block (the whole input when there is none). */
  body: string;
}

/** What the importer keeps of a norm's front matter. */
export interface NormMeta {
  /** BOE identifier, e.g. `BOE-A-1889-4763`; `''` when neither the file nor the caller gives one. */
  normId: string;
  /** Official title; falls back to the first `#` heading, then to the id. */
  title: string;
  /** `ley`, `ley_organica`, `real_decreto_legislativo`, `constitucion`, … (`null` when absent). */
  rank: string | null;
  /** Publication date `YYYY-MM-DD` (falls back to the enactment date). */
  date: string | null;
  /** Date of the last consolidated change, `YYYY-MM-DD`. */
  lastUpdated: string | null;
  /** `in_force`, … */
  status: string | null;
  /** ELI URL given as `source` (or `url_eli`). */
  eli: string | null;
  /** The consolidated text on boe.es (`https://www.boe.es/buscar/act.php?id=<normId>`), or null without id. */
  url: string | null;
  /** Issuing department. */
  department: string | null;
}

/** One article or section: the unit that becomes a document page. */
export interface NormArticle {
  /** Cleaned heading: `Artículo 1902`, `Artículo 1. Objeto de la ley`, `Disposición adicional primera`, `PREÁMBULO`. */
  heading: string;
  /** Body without the heading and without editorial notes; paragraphs separated by a blank line. */
  text: string;
  /** Editorial notes (`Se modifica por …`, `Redacción anterior: …`) found in the section, in order. */
  notes: string[];
  /** 1-based position in the norm; also the document page number. */
  ordinal: number;
  /**
   * The structural headings above it, outermost first ('TÍTULO XVIII', 'CAPÍTULO III. De la
   * prescripción de las acciones'); [] at the top level.
   */
  context: string[];
}

/** Result of {@link parseNorm}. */
export interface ParsedNorm {
  meta: NormMeta;
  articles: NormArticle[];
}

/** Options for {@link parseNorm}. */
export interface ParseNormOptions {
  /** Id used when the front matter has no `identifier` (the importer passes the file name). @default '' */
  fallbackId?: string;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Parses one YAML scalar or flow sequence as the corpus writes them: double-quoted strings (JSON
 * escapes), single-quoted strings, `["a", "b"]` lists and plain scalars. Not a general YAML parser.
 */
export function parseYamlScalar(raw: string): FrontMatterValue {
  const v = raw.trim();
  if (v.startsWith('"') || v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (typeof parsed === 'string') return parsed;
      if (Array.isArray(parsed)) return parsed.map((x) => String(x));
    } catch {
      // Not JSON-compatible (YAML-only escapes, unquoted list items): handled below.
    }
    if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) return v.slice(1, -1).replace(/\\(.)/g, '$1');
    if (v.startsWith('[') && v.endsWith(']')) {
      const inner = v.slice(1, -1).trim();
      return inner === '' ? [] : inner.split(',').map((s) => String(parseYamlScalar(s)));
    }
    return v;
  }
  if (v.startsWith("'") && v.endsWith("'") && v.length >= 2) return v.slice(1, -1).replace(/''/g, "'");
  return v.replace(/\s+#.*$/, '');
}

/**
 * Splits `---` YAML front matter from the Markdown body. Only `key: value` lines at the top level are
 * read (the corpus has nothing nested); comments and blank lines are ignored.
 */
export function parseFrontMatter(markdown: string): FrontMatter {
  const m = FRONT_MATTER.exec(markdown);
  if (!m) return { data: {}, body: markdown.replace(/^\uFEFF/, '') };
  const data: Record<string, FrontMatterValue> = {};
  for (const line of (m[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const kv = /^([A-Za-z_][\w-]*)\s*:\s?(.*)$/.exec(line);
    if (!kv) continue;
    data[kv[1] as string] = parseYamlScalar(kv[2] ?? '');
  }
  return { data, body: markdown.slice(m[0].length) };
}

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
/** Headings that are divisions inside a section (`### I` in a preamble, `### (Miles de pesetas)`). */
const INLINE_HEADING = /^(?:[IVXLCDM]+|\d+|[A-Za-z])[.)]?$|^\(.*\)$/;
const KNOWN_TAGS = /<\/?(?:small|sub|sup|br|b|i|em|strong|u|span|p|w)\b[^<>]*>/gi;

/** Removes inline Markdown and the few HTML tags of the corpus, keeping the words. */
export function cleanInline(line: string): string {
  return line
    .replace(KNOWN_TAGS, '')
    .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** A heading as shown: inline markup removed, outer quotes and the trailing full stop dropped. */
export function cleanHeading(raw: string): string {
  return cleanInline(raw)
    .replace(/^[«"“]\s*/, '')
    .replace(/\s*[»"”]$/, '')
    .replace(/\s*\.$/, '')
    .trim();
}

function str(v: FrontMatterValue | undefined): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
}

interface Section {
  heading: string;
  blocks: string[][];
  notes: string[];
  context: string[];
}

/** Headings that are articles or dispositions, never the context of another section. */
const NOT_STRUCTURAL = /^(?:art[íi]culo|art\.|disposici[óo]n|pre[áa]mbulo|exposici[óo]n de motivos)\b/i;

/**
 * Parses a norm: front-matter metadata and its articles. Every heading starts a section (structural
 * headings with nothing under them are dropped); bare division headings (`I`, `II`, `(Miles de
 * pesetas)`) stay inside the current section as a line of text. Blockquotes are editorial notes and go
 * to `notes`, not `text`.
 */
export function parseNorm(markdown: string, options: ParseNormOptions = {}): ParsedNorm {
  const { data, body } = parseFrontMatter(markdown);
  const sections: Section[] = [];
  let current: Section | undefined;
  let block: string[] = [];
  let firstH1: string | undefined;
  // Open structural headings by Markdown depth: a heading closes those at its depth or deeper.
  let open: { depth: number; heading: string }[] = [];

  const endBlock = () => {
    if (block.length > 0 && current) current.blocks.push(block);
    block = [];
  };
  const startSection = (heading: string) => {
    endBlock();
    current = { heading, blocks: [], notes: [], context: open.map((o) => o.heading) };
    sections.push(current);
  };

  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    const h = HEADING.exec(line);
    if (h) {
      const heading = cleanHeading(h[2] ?? '');
      if (heading === '') continue;
      if (h[1] === '#' && firstH1 === undefined) firstH1 = heading;
      if (INLINE_HEADING.test(heading)) {
        if (!current) startSection(heading);
        else {
          endBlock();
          current.blocks.push([heading]);
        }
        continue;
      }
      const depth = (h[1] ?? '').length;
      open = open.filter((o) => o.depth < depth);
      startSection(heading);
      if (depth > 1 && !NOT_STRUCTURAL.test(heading)) open.push({ depth, heading });
      continue;
    }
    if (line.trim() === '') {
      endBlock();
      continue;
    }
    if (line.startsWith('>')) {
      const note = cleanInline(line.replace(/^(?:>\s?)+/, ''));
      if (note !== '') {
        if (!current) startSection('');
        current?.notes.push(note);
      }
      continue;
    }
    if (/^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/.test(line)) continue; // table rule
    let text = line;
    if (text.startsWith('|')) {
      text = text
        .replace(/^\|\s*/, '')
        .replace(/\s*\|$/, '')
        .replace(/\s*\|\s*/g, ' | ');
    }
    text = cleanInline(text);
    if (text === '') continue;
    if (!current) startSection('');
    block.push(text);
  }
  endBlock();

  const articles: NormArticle[] = [];
  for (const s of sections) {
    const text = s.blocks.map((b) => b.join('\n')).join('\n\n');
    if (text === '' && s.notes.length === 0) continue;
    articles.push({
      heading: s.heading,
      text,
      notes: s.notes,
      ordinal: articles.length + 1,
      context: s.context,
    });
  }

  const normId = str(data.identifier) ?? options.fallbackId ?? '';
  const title = str(data.title) ?? firstH1 ?? normId;
  // Text before any heading belongs to the title.
  for (const a of articles) if (a.heading === '') a.heading = title;
  return {
    meta: {
      normId,
      title,
      rank: str(data.rank),
      date: str(data.publication_date) ?? str(data.enactment_date),
      lastUpdated: str(data.last_updated),
      status: str(data.status),
      eli: str(data.source) ?? str(data.url_eli),
      url: normId ? `https://www.boe.es/buscar/act.php?id=${encodeURIComponent(normId)}` : null,
      department: str(data.department),
    },
    articles,
  };
}

/**
 * Splits a text into pieces of at most `maxChars` on paragraph boundaries (blank lines); a paragraph
 * longer than that is cut after a sentence, and a sentence longer than that at the last space. Pieces
 * are trimmed; an empty text gives no pieces.
 *
 * @param maxChars - longest piece @default 2000
 */
export function splitText(text: string, maxChars: number = DEFAULT_MAX_CHUNK_CHARS): string[] {
  const pieces: string[] = [];
  let acc = '';
  const flush = () => {
    if (acc.trim() !== '') pieces.push(acc.trim());
    acc = '';
  };
  const add = (part: string, sep: string) => {
    if (acc === '') acc = part;
    else if (acc.length + sep.length + part.length <= maxChars) acc += sep + part;
    else {
      flush();
      acc = part;
    }
  };
  for (const para of text.split(/\n[ \t]*\n/)) {
    const p = para.trim();
    if (p === '') continue;
    if (p.length <= maxChars) {
      add(p, '\n\n');
      continue;
    }
    flush();
    for (const sentence of p.split(/(?<=[.;:])\s+/)) {
      let s = sentence;
      while (s.length > maxChars) {
        let cut = s.lastIndexOf(' ', maxChars);
        if (cut <= maxChars / 2) cut = maxChars;
        add(s.slice(0, cut).trim(), ' ');
        flush();
        s = s.slice(cut).trim();
      }
      if (s !== '') add(s, ' ');
    }
    flush();
  }
  flush();
  return pieces;
}

/** A passage to index: an article or a piece of a long one, with its page. */
export interface NormChunk {
  /** 0-based position in the norm. */
  ordinal: number;
  /** The article's heading, repeated on every piece of a split article. */
  heading: string;
  /** The article's page (its {@link NormArticle.ordinal}). */
  page: number;
  text: string;
  /** {@link NormArticle.context} joined with ' › ', or null at the top level. */
  context: string | null;
}

/**
 * Article-level chunks: one per article, or several (each with the article's heading) when the text is
 * longer than `maxChars`. Articles without text (only notes) give no chunk.
 *
 * @param maxChars - longest chunk @default 2000
 */
export function chunkArticles(
  articles: readonly NormArticle[],
  maxChars = DEFAULT_MAX_CHUNK_CHARS,
): NormChunk[] {
  const out: NormChunk[] = [];
  for (const a of articles) {
    for (const text of splitText(a.text, maxChars)) {
      const context = a.context.length > 0 ? a.context.join(' › ') : null;
      out.push({ ordinal: out.length, heading: a.heading, page: a.ordinal, text, context });
    }
  }
  return out;
}

/** The text of an article's page: heading, body, then the notes. */
export function pageText(article: NormArticle): string {
  return [article.heading, article.text, ...article.notes].filter((s) => s !== '').join('\n\n');
}
