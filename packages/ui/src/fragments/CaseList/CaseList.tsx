import { useId, type ComponentProps } from 'react';
import { Briefcase, SearchX } from 'lucide-react';
import { Card } from '../../components/Card';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { CaseCard, type CaseCardLabels } from '../CaseCard';
import type { CaseCardItem } from '../CaseCard';
import { CaseToolbar, emptyCaseFilters, type CaseFilters, type CaseToolbarLabels } from '../CaseToolbar';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './CaseList.css';

/** Copy of the CaseList itself; the toolbar and cards take theirs through `toolbarLabels`/`cardLabels`. */
export type CaseListLabels = {
  /** The page heading. @default 'Casos' */
  title: string;
  /** Under the heading. @default 'Tus asuntos, clientes, plazos y documentos.' */
  description: string;
  /** Accessible name of the list. @default 'Lista de casos' */
  list: string;
  /** Loading text. @default 'Cargando casos...' */
  loading: string;
  /** @default (shown, total) => '4 casos' or '2 de 4 casos' */
  resultCount: (shown: number, total: number) => string;
  /** Empty state when the user has no cases. @default es.cases.empty */
  empty: { title: string; description: string; action: string };
  /** Empty state when the filters leave nothing. @default es.cases.noResults */
  noResults: { title: string; description: string; action: string };
};

export type CaseListProps = {
  /** The cases to show, already filtered by the app (optimistic ones included, `pending: true`). */
  items: readonly CaseCardItem[];
  /** How many cases the user has before filtering; tells 'Aún no tienes casos' from 'No se encontraron casos'. */
  totalCount: number;
  /** The current instant (ISO 8601) for the relative update times. */
  now: string;
  /** The search and filters (controlled). */
  filters: CaseFilters;
  /** Called with the next search and filters. */
  onFiltersChange: (next: CaseFilters) => void;
  /** Tags offered as filters. */
  availableTags: readonly string[];
  /** Called by 'Nuevo caso' and by the empty state's action. */
  onCreate: () => void;
  /** Called with a case id by a card's 'Editar'. */
  onEdit?: (id: string) => void;
  /** Called with a case id by a card's 'Eliminar'. */
  onDelete?: (id: string) => void;
  /** The first load is running: skeleton cards and 'Cargando casos...'. @default false */
  loading?: boolean;
  /** The load failed: this text titles an error box (e.g. 'No se pudieron cargar los casos.'). @default null */
  error?: string | null;
  /** Detail under the error title (e.g. the server's message). */
  errorMessage?: string;
  /** Called by the error box's 'Reintentar'. */
  onRetry?: () => void;
  /** Level of the page heading; the cards' titles are one below. @default 1 */
  headingLevel?: 1 | 2;
  /** Copy overrides. */
  labels?: Partial<CaseListLabels>;
  /** Copy overrides of the toolbar. */
  toolbarLabels?: Partial<CaseToolbarLabels>;
  /** Copy overrides of the cards. */
  cardLabels?: Partial<CaseCardLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/** Skeleton cards shown while loading. */
const SKELETON_CARDS = 3;

/**
 * The cases screen (spec §2 /cases): heading, the toolbar (search, status, priority, tags, 'Nuevo
 * caso'), the result count (announced politely) and a grid of case cards; or skeletons while loading,
 * an error box with 'Reintentar', 'Aún no tienes casos' with a create action, or 'No se encontraron
 * casos' with 'Limpiar filtros'. Presentational: the app filters and owns every state.
 */
export function CaseList({
  items,
  totalCount,
  now,
  filters,
  onFiltersChange,
  availableTags,
  onCreate,
  onEdit,
  onDelete,
  loading = false,
  error = null,
  errorMessage,
  onRetry,
  headingLevel = 1,
  labels: labelOverrides,
  toolbarLabels,
  cardLabels,
  className,
  ...rest
}: CaseListProps) {
  const labels: CaseListLabels = { ...es.cases, ...labelOverrides };
  const state = loading ? 'loading' : error ? 'error' : totalCount === 0 ? 'empty' : 'ready';
  const titleId = useId();

  let body;
  if (state === 'loading') {
    body = (
      <div className={styles.loading} data-slot="case-list-loading" aria-busy="true">
        <span className={styles.loadingText}>
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </span>
        <ul role="list" className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={styles.item}>
              <Card.Root className={styles.skeletonCard}>
                <Skeleton shape="text" size="sm" width="40%" />
                <Skeleton shape="text" size="lg" width="85%" />
                <SkeletonText lines={2} size="sm" />
              </Card.Root>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (state === 'error') {
    body = (
      <ErrorState
        title={error ?? undefined}
        message={errorMessage}
        onRetry={onRetry}
        headingLevel={headingLevel === 1 ? 2 : 3}
        data-slot="case-list-error"
      />
    );
  } else if (state === 'empty') {
    body = (
      <EmptyState
        icon={Briefcase}
        title={labels.empty.title}
        description={labels.empty.description}
        action={{ label: labels.empty.action, onAction: onCreate }}
        headingLevel={headingLevel === 1 ? 2 : 3}
        data-slot="case-list-empty"
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        size="sm"
        title={labels.noResults.title}
        description={labels.noResults.description}
        action={{ label: labels.noResults.action, onAction: () => onFiltersChange(emptyCaseFilters) }}
        headingLevel={headingLevel === 1 ? 2 : 3}
        data-slot="case-list-no-results"
      />
    );
  } else {
    body = (
      <ul role="list" aria-label={labels.list} className={styles.grid} data-slot="case-list-items">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <CaseCard
              item={item}
              now={now}
              onEdit={onEdit}
              onDelete={onDelete}
              headingLevel={headingLevel === 1 ? 2 : 3}
              labels={cardLabels}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      data-slot="case-list"
      data-state={state}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Heading level={headingLevel} id={titleId}>
          {labels.title}
        </Heading>
        <p className={styles.description}>{labels.description}</p>
      </div>
      {state === 'ready' || state === 'loading' ? (
        <CaseToolbar
          value={filters}
          onValueChange={onFiltersChange}
          availableTags={availableTags}
          onCreate={onCreate}
          labels={toolbarLabels}
        />
      ) : null}
      {state === 'ready' ? (
        <p role="status" className={styles.count} data-slot="case-list-count">
          {labels.resultCount(items.length, totalCount)}
        </p>
      ) : null}
      {body}
    </section>
  );
}
