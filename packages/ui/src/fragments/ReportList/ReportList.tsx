import type { ComponentProps } from 'react';
import { ChevronLeft, ChevronRight, FilePlus, SearchX, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { ReportCard, type ReportCardLabels } from '../ReportCard';
import type { ReportCardActions, ReportCardItem } from '../ReportCard';
import * as styles from './ReportList.css';

/** The list's page (the shape of the domain's report-list pagination state). */
export type ReportListPagination = {
  /** Current page, 1-based. */
  page: number;
  /** Reports per page (20). */
  perPage: number;
  /** Reports in total. */
  total: number;
  /** A previous page exists ('Anterior' enabled). */
  hasPrev: boolean;
  /** A next page exists ('Siguiente' enabled). */
  hasNext: boolean;
};

/** Copy of the ReportList; defaults from `es.reportList.list` and the report entries of `es.states`. */
export type ReportListLabels = (typeof es.reportList)['list'] & {
  /** No reports at all. @default es.states.emptyReports ('No hay informes creados', 'Crear Primer Informe') */
  empty: { title: string; description: string; action: string };
  /** A search or the filters leave nothing. @default es.states.noResults */
  noResults: { title: string; description: string };
  /** Title of the error box. @default 'Error cargando informes' */
  errorTitle: string;
};

export type ReportListProps = {
  /** The reports of the current page or search, already mapped to view models by the app. */
  items: readonly ReportCardItem[];
  /** The reports load: 'Cargando informes...' (or 'Buscando informes...' during a search) and skeletons. @default false */
  loading?: boolean;
  /** Why loading failed; shows 'Error cargando informes' with this message and 'Reintentar'. @default null */
  error?: string | null;
  /** Called by 'Reintentar'. */
  onRetry?: () => void;
  /** The search text when search mode is on: the banner, and 'No se encontraron resultados' when empty. @default '' */
  query?: string;
  /** How many reports the search found. @default items.length */
  resultCount?: number;
  /** Called by 'Ver todos los informes' (leaves search mode). */
  onShowAll?: () => void;
  /** Filters are set: an empty list says 'No se encontraron resultados' rather than 'No hay informes creados'. @default false */
  filtered?: boolean;
  /** Called by 'Crear Primer Informe'. */
  onCreate: () => void;
  /** The page, when the app shows pagination (total above 20 and no search); `null` hides it. @default null */
  pagination?: ReportListPagination | null;
  /** Called with the page to show by 'Anterior' / 'Siguiente'. */
  onPageChange?: (page: number) => void;
  /** Level of the cards' titles and of the empty and error headings (one below the page heading). @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<ReportListLabels>;
  /** Copy overrides of the cards. */
  cardLabels?: Partial<ReportCardLabels>;
} & ReportCardActions &
  Omit<ComponentProps<'div'>, 'children'>;

/** Skeleton cards shown while loading. */
const SKELETON_CARDS = 3;

/**
 * The body of the report list (spec §2 Report list): a loading text with skeletons, the error box
 * 'Error cargando informes' with 'Reintentar', the search banner ('Resultados de búsqueda para "q"',
 * the result count, 'Ver todos los informes'), the empty states ('No hay informes creados' with
 * 'Crear Primer Informe', or 'No se encontraron resultados'), the grid of report cards (1, 2 or 3
 * columns by the container's width) and, when the app passes it, the pagination ('Mostrando X - Y de
 * N informes', 'Anterior', 'Página N', 'Siguiente'). Presentational: the app owns every state.
 */
export function ReportList({
  items,
  loading = false,
  error = null,
  onRetry,
  query = '',
  resultCount,
  onShowAll,
  filtered = false,
  onCreate,
  pagination = null,
  onPageChange,
  headingLevel = 2,
  labels: labelOverrides,
  cardLabels,
  onView,
  onEdit,
  onEnhance,
  onGeneratePdf,
  onDownload,
  onDuplicate,
  onDelete,
  className,
  ...rest
}: ReportListProps) {
  const labels: ReportListLabels = {
    ...es.reportList.list,
    empty: es.states.emptyReports,
    noResults: es.states.noResults,
    errorTitle: es.states.reportsError.title,
    ...labelOverrides,
  };
  const searching = query.trim() !== '';
  const state = loading
    ? 'loading'
    : error
      ? 'error'
      : items.length > 0
        ? 'ready'
        : searching || filtered
          ? 'no-results'
          : 'empty';
  const actions = { onView, onEdit, onEnhance, onGeneratePdf, onDownload, onDuplicate, onDelete };

  let body;
  if (state === 'loading') {
    const text = searching ? labels.searching : labels.loading;
    body = (
      <div className={styles.loading} data-slot="report-list-loading" aria-busy="true">
        <span className={styles.loadingText}>
          <Spinner size="sm" label={text} />
          <span aria-hidden>{text}</span>
        </span>
        <ul role="list" className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={styles.item}>
              <Card.Root className={styles.skeletonCard}>
                <Skeleton shape="text" size="sm" width="30%" />
                <Skeleton shape="text" size="lg" width="85%" />
                <SkeletonText lines={3} size="sm" />
              </Card.Root>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (state === 'error') {
    body = (
      <ErrorState
        title={labels.errorTitle}
        message={error}
        onRetry={onRetry}
        headingLevel={headingLevel}
        data-slot="report-list-error"
      />
    );
  } else if (state === 'empty') {
    body = (
      <EmptyState
        icon={FilePlus}
        title={labels.empty.title}
        description={labels.empty.description}
        action={{ label: labels.empty.action, onAction: onCreate }}
        headingLevel={headingLevel}
        data-slot="report-list-empty"
      />
    );
  } else if (state === 'no-results') {
    body = (
      <EmptyState
        icon={SearchX}
        size="sm"
        title={labels.noResults.title}
        description={labels.noResults.description}
        headingLevel={headingLevel}
        data-slot="report-list-no-results"
      />
    );
  } else {
    body = (
      <ul role="list" aria-label={labels.label} className={styles.grid} data-slot="report-list-items">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ReportCard item={item} headingLevel={headingLevel} labels={cardLabels} {...actions} />
          </li>
        ))}
      </ul>
    );
  }

  const showPagination = pagination !== null && (state === 'ready' || state === 'loading');
  const from = pagination && pagination.total > 0 ? (pagination.page - 1) * pagination.perPage + 1 : 0;
  const to = pagination ? Math.min(pagination.page * pagination.perPage, pagination.total) : 0;

  return (
    <div
      data-slot="report-list"
      data-state={state}
      data-mode={searching ? 'search' : 'browse'}
      className={cx(styles.root, className)}
      {...rest}
    >
      {searching && state !== 'loading' && state !== 'error' ? (
        <div className={styles.banner} data-slot="report-list-search-banner">
          <div className={styles.bannerText}>
            <p className={styles.bannerTitle}>{labels.searchBanner(query.trim())}</p>
            <p role="status" className={styles.bannerCount} data-slot="report-list-result-count">
              {labels.resultCount(resultCount ?? items.length)}
            </p>
          </div>
          {onShowAll ? (
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              startIcon={<Icon icon={X} size="sm" />}
              data-slot="report-list-show-all"
              onClick={() => onShowAll()}
            >
              {labels.showAll}
            </Button>
          ) : null}
        </div>
      ) : null}
      {body}
      {showPagination && pagination ? (
        <nav aria-label={labels.pagination} className={styles.pagination} data-slot="report-list-pagination">
          <p className={styles.range} data-slot="report-list-range">
            {labels.range(from, to, pagination.total)}
          </p>
          <div className={styles.pager}>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={!pagination.hasPrev || loading}
              startIcon={<Icon icon={ChevronLeft} size="sm" />}
              data-slot="report-list-previous"
              onClick={() => onPageChange?.(pagination.page - 1)}
            >
              {labels.previous}
            </Button>
            <span className={styles.page} aria-current="page" data-slot="report-list-page">
              {labels.page(pagination.page)}
            </span>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={!pagination.hasNext || loading}
              endIcon={<Icon icon={ChevronRight} size="sm" />}
              data-slot="report-list-next"
              onClick={() => onPageChange?.(pagination.page + 1)}
            >
              {labels.next}
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
