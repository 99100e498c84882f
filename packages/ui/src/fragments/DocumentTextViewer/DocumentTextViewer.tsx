import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { SkeletonText } from '../../components/Skeleton';
import { Switch } from '../../components/Switch';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import { linkText, type TextLinksFinder } from '../../utils/textLinks';
import type { RenderLink } from '../../utils/link';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './DocumentTextViewer.css';

/** How a page's text was obtained: the file's own text, or optical character recognition. */
export const extractionMethods = ['text', 'ocr'] as const;
/** One of {@link extractionMethods}. */
export type ExtractionMethod = (typeof extractionMethods)[number];

/** Kinds of entity the viewer can highlight (the server's entity types, grouped for reading). */
export const entityKinds = [
  'persona',
  'organizacion',
  'tribunal',
  'lugar',
  'fecha',
  'importe',
  'referencia',
  'identificador',
] as const;
/** One of {@link entityKinds}. */
export type EntityKind = (typeof entityKinds)[number];

/** An entity found in a page's text: its range (UTF-16 offsets) and kind. */
export type TextEntity = { start: number; end: number; kind: EntityKind };

/** One page of extracted text (a view model of `GET /documents/{id}/text` → `data.pages`). */
export type DocumentTextPage = {
  /** Page number, from 1. */
  page: number;
  /** The page's text; line breaks are kept. */
  text: string;
  /** How the text was obtained. */
  method: ExtractionMethod;
  /** OCR confidence 0–100; null for text pages or when unknown. */
  confidence: number | null;
  /** Entities of the page's text, when the app asked for them. @default none */
  entities?: readonly TextEntity[];
};

/** Copy of the DocumentTextViewer; defaults from `es.documents.viewer`. */
export type DocumentTextViewerLabels = {
  /** Accessible name of the region when no `title` is given. @default 'Texto extraído' */
  region: string;
  /** @default (page, total) => `Página ${page} de ${total}` */
  page: (page: number, total: number) => string;
  /** @default 'Página anterior' */
  previous: string;
  /** @default 'Página siguiente' */
  next: string;
  /** The jump field. @default 'Ir a la página' */
  jump: string;
  /** @default 'Ir' */
  go: string;
  /** @default 'Texto' */
  methodText: string;
  /** OCR badge without a confidence. @default 'OCR' */
  methodOcr: string;
  /** @default (percent) => `OCR · ${percent} %` */
  ocrConfidence: (percent: number) => string;
  /** @default 'Este documento no contiene texto extraíble.' */
  empty: string;
  /** @default 'Esta página no contiene texto.' */
  emptyPage: string;
  /** @default 'Cargando texto...' */
  loading: string;
  /** @default 'Error cargando el texto' */
  errorTitle: string;
  /** The switch that highlights the entities. @default 'Resaltar entidades' */
  showEntities: string;
  /** Accessible name of the legend. @default 'Tipos de entidad en esta página' */
  legend: string;
  /** Name of each kind of entity (legend and each mark's title). */
  entityKinds: Record<EntityKind, string>;
};

export type DocumentTextViewerProps = {
  /** The pages in order. */
  pages: readonly DocumentTextPage[];
  /** The page shown, from 1 (controlled). */
  page: number;
  /** Called with the next page number (previous/next, the jump field). */
  onPageChange: (page: number) => void;
  /** A heading above the text, e.g. the file name; none when omitted (a dialog title names it). */
  title?: string;
  /** The text is loading. @default false */
  loading?: boolean;
  /** Why the text could not be loaded. @default null */
  error?: string | null;
  /** 'Reintentar' of the error box; none when omitted. */
  onRetry?: () => void;
  /** Level of the title and of the empty/error headings. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Finds the legal citations of a page's text to link to their articles: `{start, end, href, label}`
   * ranges of the text, rendered with the `LinkProvider`'s link; `href` must be an in-app path
   * ('/search/norma/…'), others are ignored.
   * @default none: plain text
   */
  citationLinks?: TextLinksFinder;
  /** The entities of the pages are highlighted (controlled). @default false */
  showEntities?: boolean;
  /** Called by the 'Resaltar entidades' switch; the switch shows only when this is set. */
  onShowEntitiesChange?: (next: boolean) => void;
  /** Copy overrides. */
  labels?: Partial<DocumentTextViewerLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'title'>;

/**
 * The text extracted from a document, one page at a time (ADR 0010: `GET /documents/{id}/text`):
 * 'Página 2 de 14' with previous/next and a jump field, a badge with the page's method ('Texto', or
 * 'OCR · 87 %' with the recognition confidence), and the text in the serif reading face with its line
 * breaks. Controlled: the app owns the page number.
 */
export function DocumentTextViewer({
  pages,
  page,
  onPageChange,
  title,
  loading = false,
  error = null,
  onRetry,
  headingLevel = 2,
  citationLinks,
  showEntities = false,
  onShowEntitiesChange,
  labels: labelOverrides,
  className,
  ...rest
}: DocumentTextViewerProps) {
  const labels: DocumentTextViewerLabels = { ...es.documents.viewer, ...labelOverrides };
  const renderLink = useRenderLink();
  const titleId = useId();
  const total = pages.length;
  const index = Math.min(Math.max(page, 1), Math.max(total, 1)) - 1;
  const current = pages[index];
  const hasText = pages.some((p) => p.text.trim() !== '');
  const state = error ? 'error' : loading ? 'loading' : !hasText ? 'empty' : 'ready';
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  let body;
  if (state === 'error') {
    body = (
      <ErrorState title={labels.errorTitle} message={error} onRetry={onRetry} headingLevel={headingLevel} />
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" className={styles.paper} data-slot="document-text-loading">
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        <SkeletonText lines={8} />
      </div>
    );
  } else if (state === 'empty' || !current) {
    body = <EmptyState size="sm" icon={FileText} title={labels.empty} headingLevel={headingLevel} />;
  } else {
    body = (
      <>
        <PageNav
          page={index + 1}
          total={total}
          onPageChange={onPageChange}
          labels={labels}
          method={
            current.method === 'ocr'
              ? current.confidence !== null
                ? labels.ocrConfidence(Math.round(current.confidence))
                : labels.methodOcr
              : labels.methodText
          }
          ocr={current.method === 'ocr'}
        />
        {onShowEntitiesChange ? (
          <div className={styles.entityBar} data-slot="document-text-entities">
            <Switch
              label={labels.showEntities}
              checked={showEntities}
              onCheckedChange={onShowEntitiesChange}
            />
            {showEntities && current.entities && current.entities.length > 0 ? (
              <ul className={styles.legend} aria-label={labels.legend}>
                {entityKinds
                  .filter((k) => current.entities?.some((e) => e.kind === k))
                  .map((k) => (
                    <li key={k} className={cx(styles.entity[k], styles.legendItem)}>
                      {labels.entityKinds[k]}
                    </li>
                  ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div
          className={styles.paper}
          data-slot="document-text-page"
          data-page={current.page}
          // A long page scrolls inside the box: keyboard users must be able to focus it to scroll
          // (axe scrollable-region-focusable, WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="document"
          aria-label={labels.page(index + 1, total)}
        >
          {current.text.trim() === '' ? (
            <p className={styles.emptyPage}>{labels.emptyPage}</p>
          ) : (
            <p className={styles.text}>
              {showEntities && current.entities && current.entities.length > 0
                ? markEntities(current.text, current.entities, labels, citationLinks, renderLink)
                : linkText(current.text, citationLinks, renderLink, styles.citationLink)}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : labels.region}
      data-slot="document-text-viewer"
      data-state={state}
      className={cx(styles.root, className)}
      {...rest}
    >
      {title ? (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      ) : null}
      {body}
    </section>
  );
}

function PageNav({
  page,
  total,
  onPageChange,
  labels,
  method,
  ocr,
}: {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  labels: DocumentTextViewerLabels;
  method: string;
  ocr: boolean;
}) {
  const [jump, setJump] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = Number.parseInt(jump, 10);
    if (Number.isFinite(n)) onPageChange(Math.min(Math.max(n, 1), total));
    setJump('');
  };
  return (
    <div className={styles.nav} data-slot="document-text-nav">
      <div className={styles.pager}>
        <IconButton
          icon={ChevronLeft}
          label={labels.previous}
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <span aria-live="polite" className={styles.position} data-slot="document-text-position">
          {labels.page(page, total)}
        </span>
        <IconButton
          icon={ChevronRight}
          label={labels.next}
          variant="outline"
          size="sm"
          disabled={page >= total}
          onClick={() => onPageChange(page + 1)}
        />
        <Badge tone={ocr ? 'warning' : 'neutral'} size="sm" data-slot="document-text-method">
          {method}
        </Badge>
      </div>
      {total > 1 ? (
        <form className={styles.jump} onSubmit={submit} noValidate>
          <TextField
            label={labels.jump}
            type="number"
            size="sm"
            className={styles.jumpField}
            value={jump}
            onValueChange={setJump}
            min={1}
            max={total}
            inputMode="numeric"
          />
          <Button type="submit" size="sm" variant="outline" tone="neutral">
            {labels.go}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/**
 * The text with its entities in `<mark>` (kind as a colour and, for assistive tech, a title), citations
 * still linked inside and outside them. Entities out of the text, empty or overlapping an earlier one are
 * skipped.
 */
function markEntities(
  text: string,
  entities: readonly TextEntity[],
  labels: DocumentTextViewerLabels,
  finder: TextLinksFinder | undefined,
  renderLink: RenderLink,
): ReactNode[] {
  const ordered = entities
    .filter((e) => e.start >= 0 && e.end <= text.length && e.start < e.end && entityKinds.includes(e.kind))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: ReactNode[] = [];
  let at = 0;
  for (const e of ordered) {
    if (e.start < at) continue;
    if (e.start > at) out.push(linkText(text.slice(at, e.start), finder, renderLink, styles.citationLink));
    out.push(
      <mark
        key={`${e.start}-${e.end}`}
        className={styles.entity[e.kind]}
        title={labels.entityKinds[e.kind]}
        data-kind={e.kind}
      >
        {linkText(text.slice(e.start, e.end), finder, renderLink, styles.citationLink)}
      </mark>,
    );
    at = e.end;
  }
  if (at < text.length) out.push(linkText(text.slice(at), finder, renderLink, styles.citationLink));
  return out;
}
