import { useId, type ComponentProps } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { Collapsible } from 'radix-ui';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Select, type SelectOption } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './ReportFilters.css';

/** Sort options (spec §9) as 'field:order', the default first. */
export const reportSortValues = [
  'updated_at:desc',
  'updated_at:asc',
  'title:asc',
  'title:desc',
  'created_at:desc',
  'created_at:asc',
] as const;
/** A sort option. */
export type ReportSortValue = (typeof reportSortValues)[number];

/** AI-enhanced filter values (spec §9). */
export const reportAiFilterValues = ['all', 'true', 'false'] as const;
/** An AI-enhanced filter value. */
export type ReportAiFilterValue = (typeof reportAiFilterValues)[number];

/** The list's filters; `'all'` means no filter. The search text is a separate prop. */
export type ReportFiltersValue = {
  /** A status value (see `statusOptions`) or 'all'. */
  status: string;
  /** A template id (see `templateOptions`) or 'all'. */
  template: string;
  /** Only AI-enhanced ('true'), only not enhanced ('false') or all. */
  aiEnhanced: ReportAiFilterValue;
  /** Sort order. */
  sort: ReportSortValue;
};

/** No filter, newest updated first. */
export const defaultReportFilters: ReportFiltersValue = {
  status: 'all',
  template: 'all',
  aiEnhanced: 'all',
  sort: 'updated_at:desc',
};

/** Whether any filter differs from the default or a search is typed (the 'Limpiar' button shows). */
export function hasActiveReportFilters(filters: ReportFiltersValue, query = ''): boolean {
  return (
    query.trim() !== '' ||
    filters.status !== 'all' ||
    filters.template !== 'all' ||
    filters.aiEnhanced !== 'all' ||
    filters.sort !== defaultReportFilters.sort
  );
}

/** Copy of ReportFilters; defaults from `es.reportList.filters`, `.sort` and `.aiFilter`. */
export type ReportFiltersLabels = (typeof es.reportList)['filters'] & {
  /** Sort option names. @default es.reportList.sort */
  sortOptions: Record<ReportSortValue, string>;
  /** AI filter option names. @default es.reportList.aiFilter ('Todos', 'Con IA', 'Sin IA') */
  aiOptions: Record<ReportAiFilterValue, string>;
};

export type ReportFiltersProps = {
  /** The search text (controlled); the app debounces the request. */
  query: string;
  /** Called with the next search text on every keystroke, and with '' by the clear button. */
  onQueryChange: (next: string) => void;
  /** The filters (controlled). */
  value: ReportFiltersValue;
  /** Called with the next filters on every change. */
  onValueChange: (next: ReportFiltersValue) => void;
  /** Status options (value and label, e.g. the domain's REPORT_STATUS_FILTERS); 'Todos los estados' comes first. */
  statusOptions: readonly SelectOption[];
  /** Template options (template id and name); 'Todas las plantillas' comes first. */
  templateOptions: readonly SelectOption[];
  /** Called by 'Limpiar' (shown only when a filter or a search is active). */
  onClear: () => void;
  /** Whether the filter panel is open (controlled). */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state by 'Filtros'. */
  onOpenChange?: (open: boolean) => void;
  /** Copy overrides. */
  labels?: Partial<ReportFiltersLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onChange'>;

/**
 * The report list's search and filters (spec §2): a search box ('Buscar informes por título, contenido
 * o cliente...') with a clear button, a 'Filtros' toggle opening a panel with the status, template,
 * AI-enhanced and sort selectors, and 'Limpiar' when a filter or a search is active. Search and
 * filters are controlled; the panel may be controlled (`open`) or not (`defaultOpen`).
 */
export function ReportFilters({
  query,
  onQueryChange,
  value,
  onValueChange,
  statusOptions,
  templateOptions,
  onClear,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  labels: labelOverrides,
  className,
  ...rest
}: ReportFiltersProps) {
  const labels: ReportFiltersLabels = {
    ...es.reportList.filters,
    sortOptions: es.reportList.sort,
    aiOptions: es.reportList.aiFilter,
    ...labelOverrides,
  };
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const panelId = useId();
  const active = hasActiveReportFilters(value, query);
  const set = (patch: Partial<ReportFiltersValue>) => onValueChange({ ...value, ...patch });

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <div
        role="search"
        aria-label={labels.region}
        data-slot="report-filters"
        data-state={active ? 'filtered' : 'idle'}
        data-open={open ? 'open' : 'closed'}
        className={cx(styles.root, className)}
        {...rest}
      >
        <div className={styles.row}>
          <TextField
            type="search"
            label={labels.search}
            hideLabel
            placeholder={labels.searchPlaceholder}
            value={query}
            onValueChange={onQueryChange}
            startIcon={<Icon icon={Search} size="sm" />}
            endSlot={
              query !== '' ? (
                <IconButton
                  icon={X}
                  size="sm"
                  label={labels.clearSearch}
                  data-slot="report-filters-clear-search"
                  onClick={() => onQueryChange('')}
                />
              ) : undefined
            }
            className={styles.search}
            data-slot="report-filters-search"
          />
          <Collapsible.Trigger asChild>
            <Button
              variant="outline"
              tone="neutral"
              startIcon={<Icon icon={SlidersHorizontal} size="sm" />}
              endIcon={
                <span className={styles.chevron} data-state={open ? 'open' : 'closed'}>
                  <Icon icon={ChevronDown} size="sm" />
                </span>
              }
              aria-controls={panelId}
              data-slot="report-filters-toggle"
            >
              {labels.toggle}
            </Button>
          </Collapsible.Trigger>
          {active ? (
            <Button
              variant="ghost"
              tone="neutral"
              startIcon={<Icon icon={X} size="sm" />}
              data-slot="report-filters-clear"
              onClick={() => onClear()}
            >
              {labels.clear}
            </Button>
          ) : null}
        </div>
        <Collapsible.Content id={panelId} className={styles.panel} data-slot="report-filters-panel">
          <Select
            label={labels.status}
            size="sm"
            value={value.status}
            onValueChange={(status) => set({ status })}
            options={[{ value: 'all', label: labels.allStatuses }, ...statusOptions]}
            className={styles.select}
            data-slot="report-filters-status"
          />
          <Select
            label={labels.template}
            size="sm"
            value={value.template}
            onValueChange={(template) => set({ template })}
            options={[{ value: 'all', label: labels.allTemplates }, ...templateOptions]}
            className={styles.select}
            data-slot="report-filters-template"
          />
          <Select
            label={labels.aiEnhanced}
            size="sm"
            value={value.aiEnhanced}
            onValueChange={(aiEnhanced) => set({ aiEnhanced: aiEnhanced as ReportAiFilterValue })}
            options={reportAiFilterValues.map((v) => ({ value: v, label: labels.aiOptions[v] }))}
            className={styles.select}
            data-slot="report-filters-ai"
          />
          <Select
            label={labels.sort}
            size="sm"
            value={value.sort}
            onValueChange={(sort) => set({ sort: sort as ReportSortValue })}
            options={reportSortValues.map((v) => ({ value: v, label: labels.sortOptions[v] }))}
            className={styles.select}
            data-slot="report-filters-sort"
          />
        </Collapsible.Content>
      </div>
    </Collapsible.Root>
  );
}
