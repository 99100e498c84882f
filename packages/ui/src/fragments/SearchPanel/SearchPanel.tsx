import { useId, type ComponentProps, type FormEvent } from 'react';
import { FileText, Search, SearchX } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Icon } from '../../primitives/Icon';
import { es } from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { highlightSegments, type HighlightRange } from './highlight';
import * as styles from './SearchPanel.css';

/** One search result (a view model of a `/query/mixed` chunk; spec §3 Search result). */
export type SearchResultItem = {
  /** The chunk id. */
  id: string;
  /** The passage ('Sin contenido disponible' when the server sent none). */
  text: string;
  /** Character ranges of `text` that matched the query; marked with `<mark>`. */
  highlights: readonly HighlightRange[];
  /** The document's file name ('Documento desconocido' when unknown). */
  filename: string;
  /** The source ('Fuente desconocida' when unknown); shown only when it differs from `filename`. */
  source: string;
  /** The nearest heading above the passage, when known. */
  heading?: string | null;
  /** Pages the passage spans, ascending; `[]` when unknown. */
  pages: readonly number[];
  /** Relevance 0–100. */
  relevance: number;
  /** How the passage's text was obtained; null when unknown. */
  method: 'text' | 'ocr' | null;
};

/** Copy of the SearchPanel; defaults from `es.search` and `es.states.noResults`. */
export type SearchPanelLabels = {
  /** Accessible name of the search form. @default 'Búsqueda legal' */
  form: string;
  /** @default 'Consulta' */
  query: string;
  /** @default 'Ej.: plazo para reclamar rentas impagadas' */
  placeholder: string;
  /** @default 'Buscar' */
  submit: string;
  /** The button while searching; also announced. @default 'Buscando…' */
  searching: string;
  /** @default 'Incluir legislación pública' */
  includePublic: string;
  /** Heading of the results. @default 'Resultados' */
  results: string;
  /** @default (count) => '1 resultado' | `${count} resultados` */
  count: (count: number) => string;
  /** @default (page) => `Pág. ${page}` */
  page: (page: number) => string;
  /** @default (from, to) => `Págs. ${from}–${to}` */
  pages: (from: number, to: number) => string;
  /** @default (percent) => `Relevancia ${percent} %` */
  relevance: (percent: number) => string;
  /** @default 'Texto' */
  methodText: string;
  /** @default 'OCR' */
  methodOcr: string;
  /** @default 'No se encontraron resultados' */
  noResults: string;
  /** @default 'Prueba con otras palabras o incluye la legislación pública.' */
  noResultsDescription: string;
};

export type SearchPanelProps = {
  /** The query text (controlled). */
  query: string;
  /** Called with the next query text on every edit. */
  onQueryChange: (next: string) => void;
  /** Whether the public legislation is searched too (controlled). */
  includePublic: boolean;
  /** Called with the next value of 'Incluir legislación pública'. */
  onIncludePublicChange: (next: boolean) => void;
  /** Called with the trimmed query on 'Buscar' or Enter; not for a blank query nor while loading. */
  onSearch: (query: string) => void;
  /** The results of the last search; null before the first one (nothing is shown). @default null */
  results?: readonly SearchResultItem[] | null;
  /** A search runs. @default false */
  loading?: boolean;
  /** Why the last search failed (the server's message or 'Error en la búsqueda.'); hides results. @default null */
  error?: string | null;
  /** Level of the results heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<SearchPanelLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'results'>;

/** 'Pág. 3', 'Págs. 3–4', or null without pages. */
function pagesLabel(pages: readonly number[], labels: SearchPanelLabels): string | null {
  if (pages.length === 0) return null;
  const from = Math.min(...pages);
  const to = Math.max(...pages);
  return from === to ? labels.page(from) : labels.pages(from, to);
}

/**
 * Legal search over the user's documents and, optionally, the public legislation (spec §7
 * `/query/mixed`): a query field with 'Buscar', 'Incluir legislación pública', and the results — each
 * passage with its matched words marked (`<mark>`, built from the server's character offsets, never
 * from HTML), the file or source, 'Pág. 3' / 'Págs. 3–4', the relevance and the extraction method.
 * Controlled: the app owns the query, the checkbox and the request.
 */
export function SearchPanel({
  query,
  onQueryChange,
  includePublic,
  onIncludePublicChange,
  onSearch,
  results = null,
  loading = false,
  error = null,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: SearchPanelProps) {
  const labels: SearchPanelLabels = {
    ...es.search,
    noResults: es.states.noResults.title,
    ...labelOverrides,
  };
  const resultsId = useId();
  const state = loading
    ? 'loading'
    : error
      ? 'error'
      : results === null
        ? 'idle'
        : results.length === 0
          ? 'empty'
          : 'ready';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!loading && trimmed !== '') onSearch(trimmed);
  };

  return (
    <div data-slot="search-panel" data-state={state} className={cx(styles.root, className)} {...rest}>
      <form role="search" aria-label={labels.form} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.queryRow}>
          <TextField
            label={labels.query}
            type="search"
            name="query"
            className={styles.queryField}
            placeholder={labels.placeholder}
            value={query}
            onValueChange={onQueryChange}
            startIcon={<Icon icon={Search} size="sm" />}
            autoComplete="off"
          />
          <Button
            type="submit"
            data-slot="search-panel-submit"
            aria-disabled={loading || undefined}
            startIcon={loading ? <Spinner size="sm" tone="inherit" aria-hidden /> : undefined}
          >
            {loading ? labels.searching : labels.submit}
          </Button>
        </div>
        <Checkbox
          label={labels.includePublic}
          name="include_public"
          checked={includePublic}
          onCheckedChange={onIncludePublicChange}
        />
      </form>

      {state === 'idle' ? null : (
        <section aria-labelledby={resultsId} className={styles.results} data-slot="search-panel-results">
          <div className={styles.resultsHead}>
            <Heading id={resultsId} className={styles.resultsTitle}>
              {labels.results}
            </Heading>
            <span role="status" className={styles.count} data-slot="search-panel-count">
              {state === 'loading'
                ? labels.searching
                : state === 'ready' || state === 'empty'
                  ? labels.count(results?.length ?? 0)
                  : ''}
            </span>
          </div>
          {state === 'loading' ? (
            <div className={styles.list} aria-hidden data-slot="search-panel-loading">
              {[0, 1, 2].map((i) => (
                <div key={i} className={styles.item}>
                  <Skeleton shape="text" size="md" width="40%" />
                  <SkeletonText lines={3} size="sm" />
                </div>
              ))}
            </div>
          ) : null}
          {state === 'error' ? (
            <ErrorState title={error ?? ''} headingLevel={headingLevel === 2 ? 3 : 4} />
          ) : null}
          {state === 'empty' ? (
            <EmptyState
              size="sm"
              icon={SearchX}
              title={labels.noResults}
              description={labels.noResultsDescription}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          ) : null}
          {state === 'ready' && results ? (
            <ol aria-labelledby={resultsId} className={styles.list} data-slot="search-panel-list">
              {results.map((result) => (
                <ResultItem key={result.id} result={result} labels={labels} Heading={ItemHeading} />
              ))}
            </ol>
          ) : null}
        </section>
      )}
    </div>
  );
}

function ResultItem({
  result,
  labels,
  Heading,
}: {
  result: SearchResultItem;
  labels: SearchPanelLabels;
  Heading: 'h3' | 'h4';
}) {
  const headingId = useId();
  const pages = pagesLabel(result.pages, labels);
  const relevance = Math.round(Math.min(100, Math.max(0, result.relevance)));
  return (
    <li className={styles.item} data-slot="search-result">
      <article aria-labelledby={headingId} className={styles.article}>
        <div className={styles.itemHead}>
          <span className={styles.fileIcon}>
            <Icon icon={FileText} size="sm" />
          </span>
          <Heading id={headingId} className={styles.filename}>
            {result.filename}
          </Heading>
        </div>
        <ul role="list" className={styles.meta} data-slot="search-result-meta">
          {result.source !== result.filename ? <li>{result.source}</li> : null}
          {pages ? <li data-slot="search-result-pages">{pages}</li> : null}
          <li data-slot="search-result-relevance">{labels.relevance(relevance)}</li>
          {result.method ? (
            <li>
              <Badge size="sm" tone={result.method === 'ocr' ? 'warning' : 'neutral'}>
                {result.method === 'ocr' ? labels.methodOcr : labels.methodText}
              </Badge>
            </li>
          ) : null}
        </ul>
        {result.heading ? <p className={styles.heading}>{result.heading}</p> : null}
        <p className={styles.passage} data-slot="search-result-passage">
          {highlightSegments(result.text, result.highlights).map((segment, i) =>
            segment.marked ? (
              <mark key={i} className={styles.mark}>
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
        </p>
      </article>
    </li>
  );
}
