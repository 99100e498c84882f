import { useState, type ComponentProps } from 'react';
import {
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  History,
  RotateCcw,
  SearchX,
  Trash2,
  X,
} from 'lucide-react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as textFieldStyles from '../../components/TextField/TextField.css';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './HistoryList.css';

/** What a history row records (the server's `type`), in the order of the type filter. */
export const historyTypes = [
  'search',
  'consulta',
  'document_analysis',
  'comprehensive_analysis',
  'product_analysis',
  'case_analysis',
  'review_grid',
  'chat',
] as const;

/** A history row's type. */
export type HistoryType = (typeof historyTypes)[number];

/** The states of the list. */
export const historyListStates = ['loading', 'ready', 'error'] as const;

/** A state of the HistoryList. */
export type HistoryListState = (typeof historyListStates)[number];

/** One recorded query as the list shows it; the app maps the server's item (`toViewModel`). */
export type HistoryListItem = {
  /** Stable key (the row id). */
  id: string;
  type: HistoryType;
  /** The query text, the question, or the analysed document's or case's name. */
  content: string;
  /** How many results it found. */
  resultCount: number;
  /** How long it took, in milliseconds. */
  durationMs: number;
  /** When it was made, ISO 8601 (the `<time>` element's `dateTime`). */
  createdAt: string;
  /** When it was made, as the app words it ('hace 5 minutos'; spec §9 relative time). */
  when: string;
  /** 'Repetir' is offered (the app knows how to run it again). @default true */
  canRepeat?: boolean;
  /** 'Abrir' is offered (its document or case still exists). @default false */
  canOpen?: boolean;
};

/** The list's filters; '' means no filter. */
export type HistoryFiltersValue = {
  /** A type or 'all'. */
  type: HistoryType | 'all';
  /** First day, `YYYY-MM-DD`, or ''. */
  dateFrom: string;
  /** Last day, `YYYY-MM-DD`, or ''. */
  dateTo: string;
  /** Text the content contains, or ''. */
  q: string;
};

/** No filter. */
export const defaultHistoryFilters: HistoryFiltersValue = { type: 'all', dateFrom: '', dateTo: '', q: '' };

/** Whether any filter is set ('Limpiar filtros' shows; an empty list says 'No se encontraron resultados'). */
export function hasActiveHistoryFilters(filters: HistoryFiltersValue): boolean {
  return (
    filters.type !== 'all' || filters.dateFrom !== '' || filters.dateTo !== '' || filters.q.trim() !== ''
  );
}

/** The list's page. */
export type HistoryListPagination = {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page (20, spec §9). */
  perPage: number;
  /** Rows in total. */
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
};

/** Copy of the HistoryList; defaults from `es.history`, the pager's from `es.reportList.list`. */
export type HistoryListLabels = Omit<(typeof es)['history'], 'types'> & {
  /** Type names. @default es.history.types and 'Cuadro de revisión' */
  types: Record<HistoryType, string>;
  /** Result count: '1 resultado', 'N resultados'. */
  resultCount: (count: number) => string;
  /** A filter leaves nothing. @default es.states.noResults */
  noResults: { title: string; description: string };
  /** Clears the filters. @default 'Limpiar filtros' */
  clearFilters: string;
  previous: string;
  next: string;
  page: (page: number) => string;
};

export type HistoryListProps = {
  /** Which state to show; 'error' shows the error box and no rows (spec §8: the list is emptied). */
  state: HistoryListState;
  /** The rows of the current page, newest first. @default [] */
  items?: readonly HistoryListItem[];
  /** The filters (controlled). */
  filters: HistoryFiltersValue;
  /** Called with the next filters on every change (the app debounces the text). */
  onFiltersChange: (next: HistoryFiltersValue) => void;
  /** The page; `null` hides the pager. @default null */
  pagination?: HistoryListPagination | null;
  /** Called with the page to show by 'Anterior' / 'Siguiente'. */
  onPageChange?: (page: number) => void;
  /** 'Repetir': runs the query again. */
  onRepeat?: (item: HistoryListItem) => void;
  /** 'Abrir': opens what it found (its document or case). */
  onOpen?: (item: HistoryListItem) => void;
  /** Called with the row's id once the deletion is confirmed. */
  onDelete: (id: string) => void;
  /** Ids being deleted: their buttons are disabled. @default [] */
  deleting?: readonly string[];
  /** The error's message, under the title. */
  errorMessage?: string | null;
  /** 'Reintentar' in the error state. */
  onRetry?: () => void;
  /** Level of the empty and error headings. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<HistoryListLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/** Tone of each type's badge. */
const TYPE_TONES: Record<HistoryType, 'accent' | 'neutral' | 'positive' | 'warning'> = {
  search: 'accent',
  consulta: 'accent',
  document_analysis: 'positive',
  comprehensive_analysis: 'positive',
  product_analysis: 'positive',
  case_analysis: 'warning',
  review_grid: 'warning',
  chat: 'neutral',
};

/** Skeleton rows while loading. */
const SKELETON_ROWS = 4;

/**
 * The query history (spec §3 Query history item, §8 History; issue 14 item 1): filters (type, date
 * range, text), the paged rows — each with its type, text, result count, duration and relative time, and
 * 'Repetir', 'Abrir' and 'Eliminar' (confirmed in a dialog) — and the loading, empty, no-results and error
 * ('Error cargando historial de consultas', no rows) states. Controlled: the app owns filters and page.
 */
export function HistoryList({
  state,
  items = [],
  filters,
  onFiltersChange,
  pagination = null,
  onPageChange,
  onRepeat,
  onOpen,
  onDelete,
  deleting = [],
  errorMessage,
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: HistoryListProps) {
  const labels: HistoryListLabels = {
    ...es.history,
    types: { ...es.history.types, review_grid: es.cases.reviewGrid.title },
    resultCount: es.reportList.list.resultCount,
    noResults: es.states.noResults,
    clearFilters: es.cases.noResults.action,
    previous: es.reportList.list.previous,
    next: es.reportList.list.next,
    page: es.reportList.list.page,
    ...labelOverrides,
  };
  const [confirming, setConfirming] = useState<HistoryListItem | null>(null);
  const filtered = hasActiveHistoryFilters(filters);
  const shown = state === 'ready' && items.length === 0 ? (filtered ? 'no-results' : 'empty') : state;
  const set = (patch: Partial<HistoryFiltersValue>) => onFiltersChange({ ...filters, ...patch });

  const dateField = (key: 'dateFrom' | 'dateTo', label: string) => (
    <Field
      label={label}
      className={styles.date}
      data-slot={`history-list-${key === 'dateFrom' ? 'from' : 'to'}`}
    >
      {(control) => (
        <div className={cx(textFieldStyles.control, textFieldStyles.size.sm)}>
          <input
            type="date"
            className={textFieldStyles.input}
            value={filters[key]}
            max={key === 'dateFrom' && filters.dateTo ? filters.dateTo : undefined}
            min={key === 'dateTo' && filters.dateFrom ? filters.dateFrom : undefined}
            onChange={(event) => set({ [key]: event.target.value })}
            {...control}
          />
        </div>
      )}
    </Field>
  );

  let body;
  if (shown === 'loading') {
    body = (
      <div className={styles.loading} data-slot="history-list-loading" aria-busy="true">
        <span className={styles.muted}>
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </span>
        <ul role="list" className={styles.list}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} className={styles.item}>
              <Skeleton shape="text" size="sm" width="20%" />
              <Skeleton shape="text" size="md" width="70%" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (shown === 'error') {
    body = (
      <ErrorState
        title={labels.errorTitle}
        message={errorMessage ?? undefined}
        onRetry={onRetry}
        headingLevel={headingLevel}
        labels={{ retry: labels.retry }}
        data-slot="history-list-error"
      />
    );
  } else if (shown === 'empty') {
    body = (
      <EmptyState
        icon={History}
        title={labels.empty.title}
        description={labels.empty.description}
        headingLevel={headingLevel}
        data-slot="history-list-empty"
      />
    );
  } else if (shown === 'no-results') {
    body = (
      <EmptyState
        icon={SearchX}
        size="sm"
        title={labels.noResults.title}
        description={labels.noResults.description}
        action={{ label: labels.clearFilters, onAction: () => onFiltersChange(defaultHistoryFilters) }}
        headingLevel={headingLevel}
        data-slot="history-list-no-results"
      />
    );
  } else {
    body = (
      <ul role="list" aria-label={labels.list} className={styles.list} data-slot="history-list-items">
        {items.map((item) => {
          const busy = deleting.includes(item.id);
          const target = labels.actionTarget(item.content);
          return (
            <li
              key={item.id}
              className={styles.item}
              data-slot="history-list-item"
              data-type={item.type}
              aria-busy={busy || undefined}
            >
              <div className={styles.meta}>
                <Badge size="sm" tone={TYPE_TONES[item.type]} data-slot="history-list-type">
                  {labels.types[item.type]}
                </Badge>
                <span className={styles.figure} data-slot="history-list-count">
                  {labels.resultCount(item.resultCount)}
                </span>
                <span className={styles.figure} data-slot="history-list-duration">
                  <VisuallyHidden>{`${labels.durationLabel}: `}</VisuallyHidden>
                  {labels.duration(item.durationMs)}
                </span>
                <time dateTime={item.createdAt} className={styles.figure} data-slot="history-list-time">
                  {item.when}
                </time>
              </div>
              <p className={styles.content} data-slot="history-list-content">
                {item.content}
              </p>
              <div className={styles.actions}>
                {onRepeat && item.canRepeat !== false ? (
                  <Button
                    size="sm"
                    variant="outline"
                    tone="neutral"
                    startIcon={<Icon icon={RotateCcw} size="sm" />}
                    disabled={busy}
                    data-slot="history-list-repeat"
                    aria-label={labels.repeat + target}
                    onClick={() => onRepeat(item)}
                  >
                    {labels.repeat}
                  </Button>
                ) : null}
                {onOpen && item.canOpen ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    startIcon={<Icon icon={ExternalLink} size="sm" />}
                    disabled={busy}
                    data-slot="history-list-open"
                    aria-label={labels.open + target}
                    onClick={() => onOpen(item)}
                  >
                    {labels.open}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  startIcon={busy ? <Spinner size="sm" /> : <Icon icon={Trash2} size="sm" />}
                  disabled={busy}
                  data-slot="history-list-delete"
                  aria-label={labels.delete + target}
                  onClick={() => setConfirming(item)}
                >
                  {labels.delete}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  const showPager = pagination !== null && shown === 'ready';
  const from = pagination && pagination.total > 0 ? (pagination.page - 1) * pagination.perPage + 1 : 0;
  const to = pagination ? Math.min(pagination.page * pagination.perPage, pagination.total) : 0;

  return (
    <section
      aria-label={labels.region}
      data-slot="history-list"
      data-state={shown}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div
        role="search"
        aria-label={labels.filters}
        className={styles.filters}
        data-slot="history-list-filters"
      >
        <Select
          label={labels.type}
          size="sm"
          value={filters.type}
          onValueChange={(type) => set({ type: type as HistoryFiltersValue['type'] })}
          options={[
            { value: 'all', label: labels.allTypes },
            ...historyTypes.map((t) => ({ value: t, label: labels.types[t] })),
          ]}
          className={styles.type}
          data-slot="history-list-type-filter"
        />
        {dateField('dateFrom', labels.dateFrom)}
        {dateField('dateTo', labels.dateTo)}
        <TextField
          type="search"
          size="sm"
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          value={filters.q}
          onValueChange={(q) => set({ q })}
          className={styles.search}
          data-slot="history-list-search"
        />
        {filtered ? (
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            startIcon={<Icon icon={X} size="sm" />}
            className={styles.clear}
            data-slot="history-list-clear"
            onClick={() => onFiltersChange(defaultHistoryFilters)}
          >
            {labels.clearFilters}
          </Button>
        ) : null}
      </div>
      {body}
      {showPager && pagination ? (
        <nav aria-label={labels.pagination} className={styles.pagination} data-slot="history-list-pagination">
          <p className={styles.muted} data-slot="history-list-range">
            {labels.range(from, to, pagination.total)}
          </p>
          <div className={styles.pager}>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={!pagination.hasPrev}
              startIcon={<Icon icon={ChevronLeft} size="sm" />}
              data-slot="history-list-previous"
              onClick={() => onPageChange?.(pagination.page - 1)}
            >
              {labels.previous}
            </Button>
            <span className={styles.page} aria-current="page">
              {labels.page(pagination.page)}
            </span>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={!pagination.hasNext}
              endIcon={<Icon icon={ChevronRight} size="sm" />}
              data-slot="history-list-next"
              onClick={() => onPageChange?.(pagination.page + 1)}
            >
              {labels.next}
            </Button>
          </div>
        </nav>
      ) : null}
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
      >
        <AlertDialog.Content data-tone="critical" data-slot="history-list-confirm">
          <AlertDialog.Header>
            <AlertDialog.Title>{labels.confirmTitle}</AlertDialog.Title>
            <AlertDialog.Description>
              {confirming ? labels.confirmText(confirming.content) : ''}
            </AlertDialog.Description>
          </AlertDialog.Header>
          <AlertDialog.Footer>
            <AlertDialog.Cancel />
            <AlertDialog.Action
              tone="critical"
              data-slot="history-list-confirm-button"
              onClick={() => {
                if (confirming) onDelete(confirming.id);
              }}
            >
              {labels.confirmAction}
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </section>
  );
}
