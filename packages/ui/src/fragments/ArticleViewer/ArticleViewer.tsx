import { useEffect, useId, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  Check,
  ChevronDown,
  Copy,
  ExternalLink,
  FileQuestion,
  List,
  TriangleAlert,
} from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './ArticleViewer.css';

/** What the viewer shows. */
export const articleViewerStatuses = ['loading', 'ready', 'error', 'not-found'] as const;
export type ArticleViewerStatus = (typeof articleViewerStatuses)[number];

/** How long the parent keeps `copied` true after a copy (spec §9: copied confirmation 1500 ms). */
export const CITATION_COPIED_MS = 1500;

/** The norm the article belongs to. */
export type ArticleViewerNorm = {
  /** The BOE identifier, e.g. 'BOE-A-1994-26003'. */
  normId: string;
  /** The norm's full title. */
  title: string;
  /** Its usual short name ('LAU'), when it has one. */
  shortName: string | null;
  /** False for a norm no longer in force: a 'Derogada' warning is shown. */
  inForce: boolean;
  /** The consolidated text on boe.es ('Ver en el BOE'); no link when null. */
  sourceUrl: string | null;
  /** The BOE attribution line, shown under the article. */
  attribution: string;
  /** When the consolidated text was last updated, as shown (e.g. '22/11/2024'); nothing when null. */
  lastUpdated: string | null;
};

/** One entry of the table of contents. */
export type ArticleViewerTocEntry = {
  /** The fragment identifier of the article, e.g. 'articulo-36'. */
  anchor: string;
  /** As shown, e.g. 'Artículo 36. Fianza' or 'Disposición adicional primera'. */
  heading: string;
  /** The article's number or word ('36', 'primero'); null for parts that are not articles. */
  article: string | null;
};

/** The article being read. */
export type ArticleViewerArticle = ArticleViewerTocEntry & {
  /** The article's text; paragraphs separated by blank lines. */
  text: string;
  /** Editorial notes of the consolidated text (in small muted text). */
  notes: readonly string[];
};

/** The article before or after the current one. */
export type ArticleViewerSibling = {
  /** Its fragment identifier. */
  anchor: string;
  /** Its heading, shown on the button. */
  heading: string;
};

/** Copy of the ArticleViewer; defaults from `es.articleViewer`. */
export type ArticleViewerLabels = {
  /** Name of the table of contents. @default 'Índice de la norma' */
  toc: string;
  /** The toggle of the table of contents on narrow screens. @default 'Mostrar índice' */
  showToc: string;
  /** @default 'Ocultar índice' */
  hideToc: string;
  /** @default 'Anterior' */
  previous: string;
  /** @default 'Siguiente' */
  next: string;
  /** Name of the previous/next navigation. @default 'Artículo anterior y siguiente' */
  pager: string;
  /** Ready, but no article chosen. @default 'Elige un artículo en el índice.' */
  chooseArticle: string;
  /** @default 'Copiar cita' */
  copyCitation: string;
  /** Shown and announced while `copied`. @default 'Cita copiada' */
  copied: string;
  /** @default 'Ver en el BOE' */
  viewOnBoe: string;
  /** Read after external links. @default '(se abre en una pestaña nueva)' */
  opensInNewTab: string;
  /** Badge of a norm no longer in force. @default 'Derogada' */
  repealed: string;
  /** @default 'Norma derogada' */
  repealedTitle: string;
  /** @default 'Esta norma ya no está en vigor. Comprueba la versión vigente antes de citarla.' */
  repealedDescription: string;
  /** @default (date) => `Última actualización: ${date}` */
  lastUpdated: (date: string) => string;
  /** Name of the editorial notes. @default 'Notas' */
  notes: string;
  /** @default 'Cargando artículo...' */
  loading: string;
  /** @default 'Error cargando el artículo' */
  errorTitle: string;
  /** @default 'Artículo no encontrado' */
  notFoundTitle: string;
  /** @default 'La norma o el artículo que buscas no está en la legislación cargada.' */
  notFoundDescription: string;
  /** @default 'Reintentar' */
  retry: string;
};

export type ArticleViewerProps = {
  /** What to show. @default 'ready' */
  status?: ArticleViewerStatus;
  /** The norm; null while loading or when not found. */
  norm: ArticleViewerNorm | null;
  /** The norm's table of contents, in order. @default [] */
  toc?: readonly ArticleViewerTocEntry[];
  /** The article being read; null before one is chosen. */
  current: ArticleViewerArticle | null;
  /** The article before the current one; no button when null (the first article). @default null */
  previous?: ArticleViewerSibling | null;
  /** The article after the current one; no button when null (the last article). @default null */
  next?: ArticleViewerSibling | null;
  /** Called with an article's anchor from the table of contents or previous/next. */
  onNavigate: (anchor: string) => void;
  /** The citation 'Copiar cita' copies, e.g. 'art. 36 LAU' (computed by the parent). */
  citation: string;
  /** Called with `citation` by 'Copiar cita'; the parent writes the clipboard and sets `copied`. */
  onCopyCitation: (citation: string) => void;
  /** A copy just happened: 'Cita copiada' (the parent clears it after `CITATION_COPIED_MS`). @default false */
  copied?: boolean;
  /** Called by the error state's 'Reintentar'; no button without it. */
  onRetry?: () => void;
  /** Whether the table of contents starts open on narrow screens (always shown on wide ones). @default false */
  defaultTocOpen?: boolean;
  /** Level of the norm's title; the article's heading is one below. @default 1 */
  headingLevel?: 1 | 2;
  /** Copy overrides. */
  labels?: Partial<ArticleViewerLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/** The paragraphs of an article's text: separated by blank lines, blank ones dropped. */
export function articleParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Runs `onNavigate` for an in-page link instead of jumping; modified clicks keep the browser's behaviour. */
function navigateHandler(anchor: string, onNavigate: (anchor: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(anchor);
  };
}

/**
 * One article of a public norm (issue 12): the norm's table of contents (a scrollable side list with the
 * current article marked; collapsible on narrow screens), the article (heading, paragraphs, editorial
 * notes), previous and next, 'Copiar cita' with the 'Cita copiada' confirmation, 'Ver en el BOE' and the
 * BOE attribution, and a 'Derogada' warning for a norm no longer in force. Loading, error and not-found
 * are explicit states. Controlled: the parent fetches, navigates and writes the clipboard.
 */
export function ArticleViewer({
  status = 'ready',
  norm,
  toc = [],
  current,
  previous = null,
  next = null,
  onNavigate,
  citation,
  onCopyCitation,
  copied = false,
  onRetry,
  defaultTocOpen = false,
  headingLevel = 1,
  labels: labelOverrides,
  className,
  ...rest
}: ArticleViewerProps) {
  const labels: ArticleViewerLabels = { ...es.articleViewer, retry: es.common.retry, ...labelOverrides };
  const [tocOpen, setTocOpen] = useState(defaultTocOpen);
  const tocId = useId();
  const titleId = useId();
  const tocListRef = useRef<HTMLOListElement>(null);
  const TitleTag = headingLevel === 1 ? 'h1' : 'h2';
  const ArticleTag = headingLevel === 1 ? 'h2' : 'h3';
  const stateLevel = headingLevel === 1 ? 2 : 3;

  // Keeps the current entry in the middle of the table of contents (the list scrolls, never the page):
  // on a new article, whenever the list's size changes (shown on a phone, the window resized) and once
  // the fonts are in (they change the entries' heights). Centred, the position depends on the layout
  // alone, not on where the list was scrolled before.
  const currentAnchor = current?.anchor ?? null;
  useEffect(() => {
    const list = tocListRef.current;
    if (!list) return;
    let live = true;
    const reveal = () => {
      const entry = list.querySelector<HTMLElement>('[aria-current]');
      if (!live || !entry || list.clientHeight === 0) return;
      const centred = entry.offsetTop - (list.clientHeight - entry.offsetHeight) / 2;
      list.scrollTop = Math.max(0, Math.min(centred, list.scrollHeight - list.clientHeight));
    };
    reveal();
    void document.fonts?.ready.then(reveal);
    if (typeof ResizeObserver === 'undefined') {
      return () => {
        live = false;
      };
    }
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [currentAnchor, status]);

  if (status === 'loading') {
    return (
      <div data-slot="article-viewer" data-state="loading" className={cx(styles.root, className)} {...rest}>
        <span role="status" className={styles.srStatus}>
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
        </span>
        <div className={styles.layout} aria-hidden>
          <div className={styles.tocSkeleton}>
            <SkeletonText lines={8} size="sm" />
          </div>
          <div className={styles.main}>
            <Skeleton shape="text" size="xl" width="70%" />
            <Skeleton shape="text" size="lg" width="40%" />
            <SkeletonText lines={6} size="md" />
          </div>
        </div>
      </div>
    );
  }

  if (status === 'error' || status === 'not-found' || !norm) {
    const state = status === 'error' ? 'error' : 'not-found';
    return (
      <div data-slot="article-viewer" data-state={state} className={cx(styles.root, className)} {...rest}>
        {state === 'error' ? (
          <ErrorState
            title={labels.errorTitle}
            onRetry={onRetry}
            headingLevel={stateLevel}
            labels={{ retry: labels.retry }}
          />
        ) : (
          <EmptyState
            icon={FileQuestion}
            title={labels.notFoundTitle}
            description={labels.notFoundDescription}
            headingLevel={stateLevel}
          />
        )}
      </div>
    );
  }

  const paragraphs = current ? articleParagraphs(current.text) : [];

  return (
    <div
      data-slot="article-viewer"
      data-state="ready"
      data-in-force={norm.inForce ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <header className={styles.header} data-slot="article-viewer-header">
        <div className={styles.titleRow}>
          {norm.shortName ? (
            <Badge size="sm" tone="info" data-slot="article-viewer-short-name">
              {norm.shortName}
            </Badge>
          ) : null}
          {norm.inForce ? null : (
            <Badge size="sm" tone="warning" data-slot="article-viewer-repealed-badge">
              {labels.repealed}
            </Badge>
          )}
        </div>
        <TitleTag id={titleId} className={styles.title}>
          {norm.title}
        </TitleTag>
        {norm.lastUpdated ? <p className={styles.muted}>{labels.lastUpdated(norm.lastUpdated)}</p> : null}
        {norm.inForce ? null : (
          <div className={styles.warning} role="note" data-slot="article-viewer-repealed">
            <span className={styles.warningIcon}>
              <Icon icon={TriangleAlert} size="md" />
            </span>
            <div>
              <p className={styles.warningTitle}>{labels.repealedTitle}</p>
              <p className={styles.warningText}>{labels.repealedDescription}</p>
            </div>
          </div>
        )}
      </header>

      <div className={styles.layout}>
        <nav aria-label={labels.toc} className={styles.toc} data-slot="article-viewer-toc">
          <Button
            variant="outline"
            tone="neutral"
            size="sm"
            className={styles.tocToggle}
            aria-expanded={tocOpen}
            aria-controls={tocId}
            startIcon={<Icon icon={List} size="sm" />}
            endIcon={<Icon icon={ChevronDown} size="sm" className={styles.chevron} />}
            onClick={() => setTocOpen((open) => !open)}
            data-slot="article-viewer-toc-toggle"
          >
            {tocOpen ? labels.hideToc : labels.showToc}
          </Button>
          <ol
            ref={tocListRef}
            id={tocId}
            className={styles.tocList}
            data-open={tocOpen ? '' : undefined}
            data-slot="article-viewer-toc-list"
          >
            {toc.map((entry) => {
              const isCurrent = entry.anchor === currentAnchor;
              return (
                <li key={entry.anchor}>
                  <a
                    href={`#${entry.anchor}`}
                    className={styles.tocLink}
                    aria-current={isCurrent ? 'location' : undefined}
                    data-article={entry.article ?? undefined}
                    onClick={navigateHandler(entry.anchor, onNavigate)}
                  >
                    {entry.heading}
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>

        <div className={styles.main}>
          {current ? (
            <article
              id={current.anchor}
              aria-labelledby={`${titleId}-article`}
              className={styles.article}
              data-slot="article-viewer-article"
            >
              <ArticleTag id={`${titleId}-article`} className={styles.articleHeading} tabIndex={-1}>
                {current.heading}
              </ArticleTag>
              <div className={styles.text} data-slot="article-viewer-text">
                {paragraphs.map((paragraph, i) => (
                  <p key={i} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </div>
              {current.notes.length > 0 ? (
                <aside aria-label={labels.notes} className={styles.notes} data-slot="article-viewer-notes">
                  {current.notes.map((note, i) => (
                    <p key={i} className={styles.note}>
                      {note}
                    </p>
                  ))}
                </aside>
              ) : null}
            </article>
          ) : (
            <p className={styles.muted}>{labels.chooseArticle}</p>
          )}

          <div className={styles.actions} data-slot="article-viewer-actions">
            <Button
              variant="soft"
              tone={copied ? 'positive' : 'accent'}
              size="sm"
              startIcon={<Icon icon={copied ? Check : Copy} size="sm" />}
              onClick={() => onCopyCitation(citation)}
              disabled={!current}
              data-slot="article-viewer-copy"
              data-state={copied ? 'copied' : 'idle'}
            >
              {copied ? labels.copied : labels.copyCitation}
            </Button>
            <span role="status" className={styles.citation} data-slot="article-viewer-citation">
              {copied ? <VisuallyHidden>{labels.copied}</VisuallyHidden> : null}
              <span aria-hidden={copied || undefined}>{citation}</span>
            </span>
            {norm.sourceUrl ? (
              <a
                href={norm.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.external}
                data-slot="article-viewer-boe"
              >
                {labels.viewOnBoe}
                <Icon icon={ExternalLink} size="sm" />
                <VisuallyHidden> {labels.opensInNewTab}</VisuallyHidden>
              </a>
            ) : null}
          </div>

          {previous || next ? (
            <nav aria-label={labels.pager} className={styles.pager} data-slot="article-viewer-pager">
              {previous ? (
                <a
                  href={`#${previous.anchor}`}
                  className={cx(styles.pagerLink, styles.pagerPrevious)}
                  onClick={navigateHandler(previous.anchor, onNavigate)}
                  data-slot="article-viewer-previous"
                  rel="prev"
                >
                  <span className={styles.pagerLabel}>
                    <Icon icon={ArrowLeft} size="sm" />
                    {labels.previous}
                  </span>
                  <span className={styles.pagerHeading}>{previous.heading}</span>
                </a>
              ) : null}
              {next ? (
                <a
                  href={`#${next.anchor}`}
                  className={cx(styles.pagerLink, styles.pagerNext)}
                  onClick={navigateHandler(next.anchor, onNavigate)}
                  data-slot="article-viewer-next"
                  rel="next"
                >
                  <span className={styles.pagerLabel}>
                    {labels.next}
                    <Icon icon={ArrowRight} size="sm" />
                  </span>
                  <span className={styles.pagerHeading}>{next.heading}</span>
                </a>
              ) : null}
            </nav>
          ) : null}

          <p className={styles.attribution} data-slot="article-viewer-attribution">
            {norm.attribution}
          </p>
        </div>
      </div>
    </div>
  );
}
