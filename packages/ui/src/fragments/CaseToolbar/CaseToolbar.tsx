import { useId, type ComponentProps } from 'react';
import { Check, Plus, Search, X } from 'lucide-react';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { casePriorities, caseStatuses, type CasePriorityValue, type CaseStatusValue } from '../CaseCard';
import * as styles from './CaseToolbar.css';

/** The list's search and filters; `'all'` means no filter. */
export type CaseFilters = {
  /** Free text matched against title, client, description and tags. */
  query: string;
  status: CaseStatusValue | 'all';
  priority: CasePriorityValue | 'all';
  /** Cases must carry every one of these tags. */
  tags: readonly string[];
};

/** No search, no filters. */
export const emptyCaseFilters: CaseFilters = { query: '', status: 'all', priority: 'all', tags: [] };

/** Whether any search text or filter is set. */
export function hasActiveCaseFilters(filters: CaseFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.status !== 'all' ||
    filters.priority !== 'all' ||
    filters.tags.length > 0
  );
}

/** Copy of the CaseToolbar; defaults from `es.cases.toolbar` and `es.cases`. */
export type CaseToolbarLabels = (typeof es.cases)['toolbar'] & {
  /** Status names. @default es.cases.status */
  statusOptions: Record<CaseStatusValue, string>;
  /** Priority names. @default es.cases.priority */
  priorityOptions: Record<CasePriorityValue, string>;
  /** @default 'Nuevo caso' */
  create: string;
};

export type CaseToolbarProps = {
  /** The current search and filters (controlled). */
  value: CaseFilters;
  /** Called with the next search and filters on every change. */
  onValueChange: (next: CaseFilters) => void;
  /** Tags offered as filter chips (the tags present in the user's cases), in display order. */
  availableTags: readonly string[];
  /** Called by 'Nuevo caso'; the button shows only when set. */
  onCreate?: () => void;
  /** Copy overrides. */
  labels?: Partial<CaseToolbarLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'onChange'>;

/**
 * The case list's toolbar: a search box, status and priority selects, tag chips (toggle buttons,
 * several at once) and 'Limpiar' when something is set, plus 'Nuevo caso'. Controlled only.
 */
export function CaseToolbar({
  value,
  onValueChange,
  availableTags,
  onCreate,
  labels: labelOverrides,
  className,
  ...rest
}: CaseToolbarProps) {
  const labels: CaseToolbarLabels = {
    ...es.cases.toolbar,
    statusOptions: es.cases.status,
    priorityOptions: es.cases.priority,
    create: es.cases.create,
    ...labelOverrides,
  };
  const tagsLabelId = useId();
  const set = (patch: Partial<CaseFilters>) => onValueChange({ ...value, ...patch });
  const toggleTag = (tag: string) =>
    set({ tags: value.tags.includes(tag) ? value.tags.filter((t) => t !== tag) : [...value.tags, tag] });
  const active = hasActiveCaseFilters(value);

  return (
    <div
      role="search"
      aria-label={labels.region}
      data-slot="case-toolbar"
      data-state={active ? 'filtered' : 'idle'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.row}>
        <TextField
          type="search"
          label={labels.search}
          hideLabel
          placeholder={labels.searchPlaceholder}
          value={value.query}
          onValueChange={(query) => set({ query })}
          startIcon={<Icon icon={Search} size="sm" />}
          endSlot={
            value.query !== '' ? (
              <IconButton icon={X} size="sm" label={labels.clearSearch} onClick={() => set({ query: '' })} />
            ) : undefined
          }
          className={styles.search}
          data-slot="case-toolbar-search"
        />
        {onCreate ? (
          <Button
            startIcon={<Icon icon={Plus} size="sm" />}
            data-slot="case-toolbar-create"
            className={styles.create}
            onClick={() => onCreate()}
          >
            {labels.create}
          </Button>
        ) : null}
      </div>
      <div className={styles.row}>
        <Select
          label={labels.status}
          size="sm"
          value={value.status}
          onValueChange={(status) => set({ status: status as CaseFilters['status'] })}
          options={[
            { value: 'all', label: labels.allStatuses },
            ...caseStatuses.map((status) => ({ value: status, label: labels.statusOptions[status] })),
          ]}
          className={styles.select}
          data-slot="case-toolbar-status"
        />
        <Select
          label={labels.priority}
          size="sm"
          value={value.priority}
          onValueChange={(priority) => set({ priority: priority as CaseFilters['priority'] })}
          options={[
            { value: 'all', label: labels.allPriorities },
            ...casePriorities.map((priority) => ({
              value: priority,
              label: labels.priorityOptions[priority],
            })),
          ]}
          className={styles.select}
          data-slot="case-toolbar-priority"
        />
        {active ? (
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            startIcon={<Icon icon={X} size="sm" />}
            data-slot="case-toolbar-clear"
            className={styles.clear}
            onClick={() => onValueChange({ query: '', status: 'all', priority: 'all', tags: [] })}
          >
            {labels.clear}
          </Button>
        ) : null}
      </div>
      {availableTags.length > 0 ? (
        <div className={styles.tagsField}>
          <span id={tagsLabelId} className={styles.tagsLabel}>
            {labels.tags}
          </span>
          <div
            role="group"
            aria-labelledby={tagsLabelId}
            className={styles.tags}
            data-slot="case-toolbar-tags"
          >
            {availableTags.map((tag) => {
              const pressed = value.tags.includes(tag);
              return (
                <button
                  key={tag}
                  type="button"
                  aria-pressed={pressed}
                  data-state={pressed ? 'on' : 'off'}
                  data-slot="case-toolbar-tag"
                  className={styles.tag}
                  onClick={() => toggleTag(tag)}
                >
                  {pressed ? <Icon icon={Check} size="sm" /> : null}
                  {tag}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
