import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { BookOpen, FileText, Info, Search, SearchX } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { Select } from '../../components/Select';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { highlightSegments, type HighlightRange } from './highlight';
import { passageAround } from './passageAround';
import * as styles from './SearchPanel.css';

/** Where a search looks: everything, only the public legislation, only the user's documents, one case. */
export const searchScopes = ['all', 'legislacion', 'documentos', 'caso'] as const;
export type SearchScope = (typeof searchScopes)[number];

/** What the panel shows below the form. */
export const searchStatuses = ['idle', 'loading', 'success', 'error', 'empty-query'] as const;
export type SearchStatus = (typeof searchStatuses)[number];

/** The value of 'Todas las normas' in the law filter (reported as `null`). */
export const ALL_LAWS = '__todas__';

/** One search result (a view model of a `/query/mixed` chunk; spec §3 Search result). */
export type SearchResultItem = {
  /** The chunk id. */
  id: string;
  /** An article of the public legislation or a passage of one of the user's documents. @default 'document' */
  kind?: 'legislation' | 'document';
  /** The chunk's text ('Sin contenido disponible' when the server sent none); a window of it is shown. */
  text: string;
  /** Character ranges of `text` that matched the query; marked with `<mark>`. */
  highlights: readonly HighlightRange[];
  /** The document's file name ('Documento desconocido' when unknown); for legislation, the norm's title. */
  filename: string;
  /** The source ('Fuente desconocida' when unknown); shown only for documents, when it differs from `filename`. */
  source: string;
  /** Documents: the nearest heading above the passage. Legislation: the article's heading ('Fianza'). */
  heading?: string | null;
  /** Pages the passage spans, ascending; `[]` when unknown. Never shown for legislation. */
  pages: readonly number[];
  /** Relevance 0–100. */
  relevance: number;
  /** How the passage's text was obtained; null when unknown. */
  method: 'text' | 'ocr' | null;
  /** Legislation: the norm's short name ('LAU'), else its title. @default filename */
  norm?: string | null;
  /** Legislation: the article's number or word ('36', '1902', 'primero'); null for other parts. */
  article?: string | null;
  /**
   * Legislation: the innermost chapter or section above the article, as the norm writes it ('CAPÍTULO
   * II. De las obligaciones que nacen de culpa o negligencia'): what an untitled article is about.
   */
  section?: string | null;
  /** Legislation: false for a norm no longer in force ('Derogada'). @default true */
  inForce?: boolean;
  /** Where the result opens: the article viewer for legislation, the document's text for documents. */
  href?: string;
};

/** A case of the scope filter. */
export type SearchCaseOption = {
  /** The case id, reported to `onCaseChange`. */
  id: string;
  /** The case's title. */
  name: string;
};

/** A norm of the law filter. */
export type SearchLawOption = {
  /** The norm id, e.g. 'BOE-A-1994-26003', reported to `onLawChange`. */
  id: string;
  /** What the list shows, e.g. 'LAU · Ley 29/1994, de Arrendamientos Urbanos'. */
  label: string;
};

/** Copy of the SearchPanel; defaults from `es.search`, `es.states.noResults` and `es.common.retry`. */
export type SearchPanelLabels = {
  /** Accessible name of the search form. @default 'Búsqueda legal' */
  form: string;
  /** @default 'Consulta' */
  query: string;
  /** @default 'Ej.: ¿cuánto puede pedir el casero de fianza?' */
  placeholder: string;
  /** @default 'Buscar' */
  submit: string;
  /** Announced while a search runs. @default 'Buscando…' */
  searching: string;
  /** Legend of the scope control. @default 'Buscar en' */
  scope: string;
  /** @default 'Todo' */
  scopeAll: string;
  /** @default 'Legislación' */
  scopeLegislation: string;
  /** @default 'Mis documentos' */
  scopeDocuments: string;
  /** @default 'Un caso' */
  scopeCase: string;
  /** Label of the case select. @default 'Caso' */
  case: string;
  /** @default 'Elige un caso' */
  casePlaceholder: string;
  /** Label of the law filter. @default 'Norma' */
  law: string;
  /** @default 'Todas las normas' */
  allLaws: string;
  /** Heading of the results. @default 'Resultados' */
  results: string;
  /** @default (count) => '1 resultado' | `${count} resultados` */
  count: (count: number) => string;
  /** @default (page) => `Pág. ${page}` */
  page: (page: number) => string;
  /** @default (from, to) => `Págs. ${from}–${to}` */
  pages: (from: number, to: number) => string;
  /** @default (article) => `Art. ${article}` */
  article: (article: string) => string;
  /** @default (percent) => `Relevancia ${percent} %` */
  relevance: (percent: number) => string;
  /** @default 'Texto' */
  methodText: string;
  /** @default 'OCR' */
  methodOcr: string;
  /** Badge of a legislation result. @default 'Legislación' */
  kindLegislation: string;
  /** Badge of a document result. @default 'Documento' */
  kindDocument: string;
  /** Badge of a norm no longer in force. @default 'Derogada' */
  repealed: string;
  /** @default 'No se encontraron resultados' */
  noResults: string;
  /** @default 'Prueba con otras palabras, otra norma u otro ámbito de búsqueda.' */
  noResultsDescription: string;
  /** @default 'Escribe qué quieres buscar.' */
  emptyQuery: string;
  /** Title of the error state without a server message. @default 'Error en la búsqueda.' */
  failed: string;
  /** @default 'Reintentar' */
  retry: string;
  /** The idle state's hint. */
  hint: string;
  /** @default 'Ejemplos' */
  examplesLabel: string;
  /** Read with the results list: how the keyboard moves through it. */
  keyboardHint: string;
  /** @default 'La legislación pública aún no está cargada' */
  legislationMissingTitle: string;
  /** @default 'Hasta que se importe, las búsquedas solo encuentran tus documentos.' */
  legislationMissingDescription: string;
  /** `{command}` is replaced by `legislationCommand`. @default 'Un administrador puede importarla desde Administración o con {command}.' */
  legislationHowTo: string;
  /** @default 'npm run sync:legislation' */
  legislationCommand: string;
  /** @default 'Importar legislación' */
  importLegislation: string;
};

export type SearchPanelProps = {
  /** The query text (controlled). */
  query: string;
  /** Called with the next query text on every edit; the parent debounces and searches as the user types. */
  onQueryChange: (next: string) => void;
  /**
   * Called with the trimmed query on 'Buscar' or Enter, and with an example chip's text. A blank query is
   * reported too: the parent answers with `status: 'empty-query'` rather than ignoring it.
   */
  onSearch: (query: string) => void;
  /** What the panel shows: the idle hint, skeletons, results, an error or the empty-query message. @default 'idle' */
  status?: SearchStatus;
  /** The results of the last search (shown when `status` is 'success'; `[]` is 'no results'). @default [] */
  results?: readonly SearchResultItem[];
  /** Why the search failed (the server's message); 'Error en la búsqueda.' when absent. @default null */
  errorMessage?: string | null;
  /** Called by the error state's 'Reintentar'; without it, 'Reintentar' searches the query again. */
  onRetry?: () => void;
  /** Where to search (controlled). Public legislation is in scope by default. @default 'all' */
  scope?: SearchScope;
  /** Called with the next scope. */
  onScopeChange?: (next: SearchScope) => void;
  /** The user's cases, for the 'Un caso' scope. @default [] */
  cases?: readonly SearchCaseOption[];
  /** The chosen case when the scope is 'caso'. @default null */
  caseId?: string | null;
  /** Called with the chosen case's id. */
  onCaseChange?: (next: string) => void;
  /** Norms for the law filter; the filter is hidden without them and for the 'documentos' scope. @default [] */
  laws?: readonly SearchLawOption[];
  /** The chosen norm; null is 'Todas las normas'. @default null */
  lawId?: string | null;
  /** Called with the chosen norm's id, or null for 'Todas las normas'. */
  onLawChange?: (next: string | null) => void;
  /** False when the public legislation is not loaded: an info panel says so and how to load it. @default true */
  legislationAvailable?: boolean;
  /** Admins only: renders 'Importar legislación' in that panel. */
  onImportLegislation?: () => void;
  /** Called when a result is opened (click or Enter), before its `href` is followed. */
  onOpen?: (item: SearchResultItem) => void;
  /** The example questions of the idle state, as clickable chips. @default es.search.examples */
  examples?: readonly string[];
  /** Longest passage shown per result, '…' included. @default 320 */
  passageChars?: number;
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

/** A legislation result's title: 'LAU · Art. 36. Fianza' (the heading alone for a part without number). */
export function legislationTitle(
  result: SearchResultItem,
  labels: Pick<SearchPanelLabels, 'article'>,
): string {
  const norm = result.norm ?? result.filename;
  const heading = result.heading?.trim() || null;
  const where = result.article
    ? heading
      ? `${labels.article(result.article)}. ${heading}`
      : labels.article(result.article)
    : heading;
  return where ? `${norm} · ${where}` : norm;
}

/** The focusable opener of every result, in order. */
function resultOpeners(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[data-slot="search-result-open"]')) : [];
}

/**
 * The Búsqueda Legal screen (spec §2 /search, §7 `/query/mixed`): one search box that searches as the
 * user types (the parent debounces), a scope control ('Todo', 'Legislación', 'Mis documentos', 'Un caso'
 * with its case), a law filter, and the results. A legislation result is labelled by its article
 * ('LAU · Art. 36. Fianza', never 'Pág. N'), a document by its file and page; each shows the passage
 * around the matched words (`<mark>`, from the server's offsets, never from HTML), its relevance, and
 * opens with a click or Enter. ArrowDown/ArrowUp move between results, Escape returns to the box.
 * States: idle (a hint and example questions), loading, results, no results, empty query, error with
 * 'Reintentar', and the public legislation not loaded. Controlled: the app owns every value and request.
 */
export function SearchPanel({
  query,
  onQueryChange,
  onSearch,
  status = 'idle',
  results = [],
  errorMessage = null,
  onRetry,
  scope = 'all',
  onScopeChange,
  cases = [],
  caseId = null,
  onCaseChange,
  laws = [],
  lawId = null,
  onLawChange,
  legislationAvailable = true,
  onImportLegislation,
  onOpen,
  examples = es.search.examples,
  passageChars = 320,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: SearchPanelProps) {
  const labels: SearchPanelLabels = {
    ...es.search,
    noResults: es.states.noResults.title,
    retry: es.common.retry,
    ...labelOverrides,
  };
  const resultsId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const state = status === 'success' && results.length === 0 ? 'empty' : status;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  const stateHeadingLevel = headingLevel === 2 ? 3 : 4;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultOpeners(listRef.current)[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  // Arrow keys and Escape inside the results list (a native listener: the openers may be the app's links).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const openers = resultOpeners(list);
      const at = openers.findIndex((el) => el.contains(event.target as Node));
      if (at === -1) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        inputRef.current?.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        openers[Math.min(at + 1, openers.length - 1)]!.focus();
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        if (at === 0) inputRef.current?.focus();
        else openers[at - 1]!.focus();
      }
    };
    list.addEventListener('keydown', onKeyDown);
    return () => list.removeEventListener('keydown', onKeyDown);
  }, [state]);

  const scopeOptions = [
    { value: 'all', label: labels.scopeAll },
    { value: 'legislacion', label: labels.scopeLegislation },
    { value: 'documentos', label: labels.scopeDocuments },
    { value: 'caso', label: labels.scopeCase },
  ] satisfies { value: SearchScope; label: string }[];
  const showLaws = laws.length > 0 && scope !== 'documentos';

  return (
    <div
      data-slot="search-panel"
      data-state={state}
      data-scope={scope}
      className={cx(styles.root, className)}
      {...rest}
    >
      <form role="search" aria-label={labels.form} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.queryRow}>
          <TextField
            ref={inputRef}
            label={labels.query}
            type="search"
            name="query"
            className={styles.queryField}
            placeholder={labels.placeholder}
            value={query}
            onValueChange={onQueryChange}
            onKeyDown={onFieldKeyDown}
            startIcon={<Icon icon={Search} size="sm" />}
            autoComplete="off"
          />
          <Button type="submit" data-slot="search-panel-submit">
            {labels.submit}
          </Button>
        </div>
        <div className={styles.filters} data-slot="search-panel-filters">
          <RadioGroup
            label={labels.scope}
            name="scope"
            orientation="horizontal"
            options={scopeOptions}
            value={scope}
            onValueChange={(next) => onScopeChange?.(next as SearchScope)}
            className={styles.scope}
            data-slot="search-panel-scope"
          />
          {scope === 'caso' || showLaws ? (
            <div className={styles.selects}>
              {scope === 'caso' ? (
                <Select
                  label={labels.case}
                  name="case"
                  placeholder={labels.casePlaceholder}
                  options={cases.map((c) => ({ value: c.id, label: c.name }))}
                  value={caseId ?? ''}
                  onValueChange={(next) => onCaseChange?.(next)}
                  className={styles.select}
                  data-slot="search-panel-case"
                />
              ) : null}
              {showLaws ? (
                <Select
                  label={labels.law}
                  name="law"
                  options={[
                    { value: ALL_LAWS, label: labels.allLaws },
                    ...laws.map((law) => ({ value: law.id, label: law.label })),
                  ]}
                  value={lawId ?? ALL_LAWS}
                  onValueChange={(next) => onLawChange?.(next === ALL_LAWS ? null : next)}
                  className={styles.select}
                  data-slot="search-panel-law"
                />
              ) : null}
            </div>
          ) : null}
        </div>
      </form>

      {legislationAvailable ? null : (
        <LegislationMissing labels={labels} onImport={onImportLegislation} headingLevel={stateHeadingLevel} />
      )}

      {state === 'idle' ? (
        <div className={styles.idle} data-slot="search-panel-idle">
          <p className={styles.hint}>{labels.hint}</p>
          {examples.length > 0 ? (
            <div className={styles.examples}>
              <span id={hintId} className={styles.examplesLabel}>
                {labels.examplesLabel}
              </span>
              <ul role="list" aria-labelledby={hintId} className={styles.chips}>
                {examples.map((example) => (
                  <li key={example}>
                    <button
                      type="button"
                      className={styles.chip}
                      data-slot="search-panel-example"
                      onClick={() => {
                        onQueryChange(example);
                        onSearch(example);
                      }}
                    >
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <section aria-labelledby={resultsId} className={styles.results} data-slot="search-panel-results">
          <div className={styles.resultsHead}>
            <Heading id={resultsId} className={styles.resultsTitle}>
              {labels.results}
            </Heading>
            <span role="status" className={styles.count} data-slot="search-panel-count">
              {state === 'loading'
                ? labels.searching
                : state === 'success' || state === 'empty'
                  ? labels.count(results.length)
                  : state === 'empty-query'
                    ? labels.emptyQuery
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
            <ErrorState
              title={errorMessage ?? labels.failed}
              headingLevel={stateHeadingLevel}
              onRetry={onRetry ?? (() => onSearch(query.trim()))}
              labels={{ retry: labels.retry }}
            />
          ) : null}
          {state === 'empty-query' ? (
            <EmptyState
              size="sm"
              icon={Search}
              title={labels.emptyQuery}
              headingLevel={stateHeadingLevel}
              data-slot="search-panel-empty-query"
            />
          ) : null}
          {state === 'empty' ? (
            <EmptyState
              size="sm"
              icon={SearchX}
              title={labels.noResults}
              description={labels.noResultsDescription}
              headingLevel={stateHeadingLevel}
            />
          ) : null}
          {state === 'success' ? (
            <>
              <VisuallyHidden id={`${resultsId}-keys`}>{labels.keyboardHint}</VisuallyHidden>
              <ol
                ref={listRef}
                aria-labelledby={resultsId}
                aria-describedby={`${resultsId}-keys`}
                className={styles.list}
                data-slot="search-panel-list"
              >
                {results.map((result) => (
                  <ResultItem
                    key={result.id}
                    result={result}
                    labels={labels}
                    Heading={ItemHeading}
                    passageChars={passageChars}
                    onOpen={onOpen}
                  />
                ))}
              </ol>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** The public legislation is not loaded yet: what that means and how to load it. */
function LegislationMissing({
  labels,
  onImport,
  headingLevel,
}: {
  labels: SearchPanelLabels;
  onImport?: () => void;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const titleId = useId();
  const [before, after = ''] = labels.legislationHowTo.split('{command}');
  return (
    <section aria-labelledby={titleId} className={styles.notice} data-slot="search-panel-no-legislation">
      <span className={styles.noticeIcon}>
        <Icon icon={Info} size="md" />
      </span>
      <div className={styles.noticeBody}>
        <Heading id={titleId} className={styles.noticeTitle}>
          {labels.legislationMissingTitle}
        </Heading>
        <p className={styles.noticeText}>{labels.legislationMissingDescription}</p>
        <p className={styles.noticeText}>
          {before}
          <code className={styles.code}>{labels.legislationCommand}</code>
          {after}
        </p>
        {onImport ? (
          <div>
            <Button size="sm" variant="solid" onClick={() => onImport()} data-slot="search-panel-import">
              {labels.importLegislation}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ResultItem({
  result,
  labels,
  Heading,
  passageChars,
  onOpen,
}: {
  result: SearchResultItem;
  labels: SearchPanelLabels;
  Heading: 'h3' | 'h4';
  passageChars: number;
  onOpen?: (item: SearchResultItem) => void;
}) {
  const renderLink = useRenderLink();
  const headingId = useId();
  const legislation = result.kind === 'legislation';
  const repealed = legislation && result.inForce === false;
  const title = legislation ? legislationTitle(result, labels) : result.filename;
  const pages = legislation ? null : pagesLabel(result.pages, labels);
  const relevance = Math.round(Math.min(100, Math.max(0, result.relevance)));
  const passage = passageAround(result.text, result.highlights, passageChars);
  const open = () => onOpen?.(result);

  let opener: ReactNode;
  if (result.href) {
    opener = renderLink({
      href: result.href,
      className: styles.open,
      'data-slot': 'search-result-open',
      onClick: open,
      children: title,
    });
  } else {
    opener = (
      <button type="button" className={styles.open} data-slot="search-result-open" onClick={open}>
        {title}
      </button>
    );
  }

  return (
    <li
      className={styles.item}
      data-slot="search-result"
      data-kind={legislation ? 'legislation' : 'document'}
      data-state={repealed ? 'repealed' : undefined}
    >
      <article aria-labelledby={headingId} className={styles.article}>
        <div className={styles.itemHead}>
          <span className={styles.fileIcon}>
            <Icon icon={legislation ? BookOpen : FileText} size="sm" />
          </span>
          <Heading id={headingId} className={styles.filename}>
            {opener}
          </Heading>
        </div>
        <ul role="list" className={styles.meta} data-slot="search-result-meta">
          <li>
            <Badge size="sm" tone={legislation ? 'info' : 'neutral'} data-slot="search-result-kind">
              {legislation ? labels.kindLegislation : labels.kindDocument}
            </Badge>
          </li>
          {repealed ? (
            <li>
              <Badge size="sm" tone="warning" data-slot="search-result-repealed">
                {labels.repealed}
              </Badge>
            </li>
          ) : null}
          {legislation ? (
            <>
              {result.norm && result.norm !== result.filename ? <li>{result.filename}</li> : null}
              {result.section ? <li data-slot="search-result-section">{result.section}</li> : null}
            </>
          ) : result.source !== result.filename ? (
            <li>{result.source}</li>
          ) : null}
          {pages ? <li data-slot="search-result-pages">{pages}</li> : null}
          <li data-slot="search-result-relevance">{labels.relevance(relevance)}</li>
          {!legislation && result.method ? (
            <li>
              <Badge size="sm" tone={result.method === 'ocr' ? 'warning' : 'neutral'}>
                {result.method === 'ocr' ? labels.methodOcr : labels.methodText}
              </Badge>
            </li>
          ) : null}
        </ul>
        {!legislation && result.heading ? <p className={styles.heading}>{result.heading}</p> : null}
        <p className={styles.passage} data-slot="search-result-passage">
          {highlightSegments(passage.text, passage.highlights).map((segment, i) =>
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
