import { useId, type ComponentProps } from 'react';
import type { AiRunKind, AiRunOutcome } from '@alegato/domain';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as textFieldStyles from '../../components/TextField/TextField.css';
import * as es from '../../i18n/es';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './AiRunsTable.css';

/** The states of the table; 'ready' without runs shows the empty (or no-results) note. */
export const aiRunsTableStates = ['loading', 'ready', 'error'] as const;

/** A state of the AiRunsTable. */
export type AiRunsTableState = (typeof aiRunsTableStates)[number];

/** What kind of work a run was (domain `AI_RUN_KINDS`, in its order). */
export const aiRunKinds = [
  'document_analysis',
  'comprehensive_analysis',
  'case_analysis',
  'draft',
  'review_grid',
  'product_analysis',
  'chat',
  'enhancement',
  'search',
  'mcp',
] as const satisfies readonly AiRunKind[];

/** A run's kind. */
export type AiRunKindOption = (typeof aiRunKinds)[number];

/** How a run ended (domain `AI_RUN_OUTCOMES`). */
export const aiRunOutcomes = [
  'ok',
  'refused',
  'not_found',
  'error',
] as const satisfies readonly AiRunOutcome[];

/** A run's outcome. */
export type AiRunOutcomeOption = (typeof aiRunOutcomes)[number];

/** The badge tone of each outcome. */
export const aiRunOutcomeTones = {
  ok: 'positive',
  refused: 'warning',
  not_found: 'neutral',
  error: 'critical',
} as const satisfies Record<AiRunOutcomeOption, string>;

/** One run as the table lists it; the app maps `GET /api/supervisor/runs` rows. */
export type AiRunItem = {
  /** The run's id (stable key; what `onOpen` gets). */
  id: string;
  kind: AiRunKindOption;
  /** ISO time of the run (shown in Spain's time zone). */
  createdAt: string;
  /** What it was asked, summarised. */
  inputSummary: string;
  /** `embedded` or the provider and model. */
  engine: string;
  durationMs: number;
  outcome: AiRunOutcomeOption;
  /** 0–1, or null when the run has no score. */
  qualityScore: number | null;
  /** Passages used. */
  passages: number;
  /** Citations made. */
  citations: number;
  /** Citations that failed the check (flagged). */
  citationsFailed: number;
  /** MCP runs: the tool called. */
  tool: string | null;
  /** MCP runs: the client's name. */
  client: string | null;
  /** Signed-in session or API key. */
  auth: 'token' | 'api_key';
};

/** The table's filters; '' means no filter. */
export type AiRunFilters = {
  kind: AiRunKindOption | '';
  outcome: AiRunOutcomeOption | '';
  /** First day, `YYYY-MM-DD`, or ''. */
  dateFrom: string;
  /** Last day, `YYYY-MM-DD`, or ''. */
  dateTo: string;
  /** Text the input summary contains, or ''. */
  q: string;
};

/** No filter. */
export const defaultAiRunFilters: AiRunFilters = { kind: '', outcome: '', dateFrom: '', dateTo: '', q: '' };

/** Whether any filter is set. */
export function hasActiveAiRunFilters(filters: AiRunFilters): boolean {
  return Object.values(filters).some((v) => v.trim() !== '');
}

/** Turns a (possibly `as const`) copy object into the overridable type: strings widened, functions kept. */
export type WidenCopy<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : WidenCopy<T[K]>;
};

/** Copy of the AiRunsTable; defaults from `es.supervisor.runs` plus the kinds, outcomes and formats. */
export type AiRunsTableLabels = WidenCopy<
  (typeof es)['supervisor']['runs'] &
    Pick<(typeof es)['supervisor'], 'kinds' | 'outcomes' | 'auths' | 'formatDuration' | 'formatQuality'>
>;

export type AiRunsTableProps = {
  /** Which state the table is in. */
  state: AiRunsTableState;
  /** This page's runs, newest first. @default [] */
  runs?: readonly AiRunItem[];
  /** Runs matching the filters, every page. @default runs.length */
  total?: number;
  /** The page shown (from 1). @default 1 */
  page?: number;
  /** Runs per page. @default 20 */
  pageSize?: number;
  /** Called with the page to show; no pager without it. */
  onPageChange?: (page: number) => void;
  /** The filters (controlled). @default defaultAiRunFilters */
  filters?: AiRunFilters;
  /** Called with the next filters on every change (the app debounces the text); no filters without it. */
  onFiltersChange?: (next: AiRunFilters) => void;
  /** Called with a run's id when its row is clicked or its 'Ver el detalle' button pressed. */
  onOpen?: (id: string) => void;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the table's (visually hidden) heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<AiRunsTableLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const ALL = 'todos';

const when = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO time in Spain's time zone: '26/11/2026, 10:41'. */
export const formatRunTime = (iso: string) => when.format(new Date(iso));

const count = new Intl.NumberFormat('es-ES');

/**
 * The IA Supervisor's runs table (issue 15 item 2): every analysis, chat answer, enhancement and MCP
 * call — date, kind, input summary, engine, duration, passages, citations (failed ones flagged), quality
 * score, outcome, and the MCP tool and client — newest first, with filters (kind, outcome, dates, text)
 * and a pager. A row opens the run's detail (`onOpen`). Loading, empty, no-results and error states.
 */
export function AiRunsTable({
  state,
  runs = [],
  total,
  page = 1,
  pageSize = 20,
  onPageChange,
  filters = defaultAiRunFilters,
  onFiltersChange,
  onOpen,
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: AiRunsTableProps) {
  const s = es.supervisor;
  const labels = {
    ...s.runs,
    kinds: s.kinds,
    outcomes: s.outcomes,
    auths: s.auths,
    formatDuration: s.formatDuration,
    formatQuality: s.formatQuality,
    ...labelOverrides,
  } as AiRunsTableLabels;
  const headingId = useId();
  const filtered = hasActiveAiRunFilters(filters);
  const shown = state === 'ready' && runs.length === 0 ? (filtered ? 'no-results' : 'empty') : state;
  const set = (patch: Partial<AiRunFilters>) => onFiltersChange?.({ ...filters, ...patch });
  const pages = Math.max(1, Math.ceil((total ?? runs.length) / pageSize));

  const dateField = (key: 'dateFrom' | 'dateTo', label: string) => (
    <Field label={label} className={styles.date} data-slot={`ai-runs-table-${key}`}>
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

  const toolbar = onFiltersChange ? (
    <div className={styles.toolbar} role="group" aria-label={labels.filters}>
      <Select
        className={styles.filter}
        size="sm"
        label={labels.kind}
        options={[
          { value: ALL, label: labels.allKinds },
          ...aiRunKinds.map((k) => ({ value: k, label: labels.kinds[k] })),
        ]}
        value={filters.kind || ALL}
        onValueChange={(v) => set({ kind: v === ALL ? '' : (v as AiRunKindOption) })}
      />
      <Select
        className={styles.filter}
        size="sm"
        label={labels.outcome}
        options={[
          { value: ALL, label: labels.allOutcomes },
          ...aiRunOutcomes.map((o) => ({ value: o, label: labels.outcomes[o] })),
        ]}
        value={filters.outcome || ALL}
        onValueChange={(v) => set({ outcome: v === ALL ? '' : (v as AiRunOutcomeOption) })}
      />
      {dateField('dateFrom', labels.dateFrom)}
      {dateField('dateTo', labels.dateTo)}
      <TextField
        className={styles.search}
        size="sm"
        type="search"
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        value={filters.q}
        onValueChange={(q) => set({ q })}
      />
      {filtered ? (
        <Button size="sm" variant="ghost" tone="neutral" onClick={() => onFiltersChange(defaultAiRunFilters)}>
          {labels.clearFilters}
        </Button>
      ) : null}
    </div>
  ) : null;

  let body;
  if (shown === 'loading') {
    body = (
      <p className={styles.muted}>
        <Spinner size="sm" label={labels.loading} />
        <span aria-hidden>{labels.loading}</span>
      </p>
    );
  } else if (shown === 'error') {
    body = (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{labels.failed}</p>
        {onRetry ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else if (shown === 'empty' || shown === 'no-results') {
    body = (
      <p className={styles.muted} data-slot="ai-runs-table-empty">
        {shown === 'empty' ? labels.empty : labels.noResults}
      </p>
    );
  } else {
    body = (
      <>
        <div
          className={styles.scroll}
          role="region"
          aria-label={labels.tableRegion}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.table} data-slot="ai-runs-table-table">
            <caption>
              <VisuallyHidden>{labels.caption}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.header}>
                  {labels.date}
                </th>
                <th scope="col" className={styles.header}>
                  {labels.kind}
                </th>
                <th scope="col" className={styles.header}>
                  {labels.input}
                </th>
                <th scope="col" className={styles.header}>
                  {labels.engine}
                </th>
                <th scope="col" className={styles.headerNumeric}>
                  {labels.duration}
                </th>
                <th scope="col" className={styles.headerNumeric}>
                  {labels.passages}
                </th>
                <th scope="col" className={styles.headerNumeric}>
                  {labels.citations}
                </th>
                <th scope="col" className={styles.headerNumeric}>
                  {labels.quality}
                </th>
                <th scope="col" className={styles.header}>
                  {labels.outcome}
                </th>
                <th scope="col" className={styles.header}>
                  {labels.mcp}
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                // The row is a mouse target; the keyboard opens the run with the button in its input cell.
                <tr
                  key={run.id}
                  data-slot="ai-runs-table-row"
                  data-outcome={run.outcome}
                  data-kind={run.kind}
                  data-failed-citations={run.citationsFailed > 0 || undefined}
                  className={onOpen ? styles.clickableRow : undefined}
                  onClick={onOpen ? () => onOpen(run.id) : undefined}
                >
                  <td className={styles.nowrap}>
                    <time dateTime={run.createdAt}>{formatRunTime(run.createdAt)}</time>
                  </td>
                  <td className={styles.nowrap}>{labels.kinds[run.kind]}</td>
                  <th scope="row" className={styles.cell}>
                    {onOpen ? (
                      <button
                        type="button"
                        className={styles.open}
                        aria-label={labels.openFor(run.inputSummary)}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(run.id);
                        }}
                      >
                        {run.inputSummary}
                      </button>
                    ) : (
                      run.inputSummary
                    )}
                  </th>
                  <td className={styles.cell}>
                    <span className={styles.engine}>{run.engine}</span>
                  </td>
                  <td className={styles.numeric}>{labels.formatDuration(run.durationMs)}</td>
                  <td className={styles.numeric}>{count.format(run.passages)}</td>
                  <td className={styles.numeric}>
                    {count.format(run.citations)}
                    {run.citationsFailed > 0 ? (
                      <span className={styles.failed} data-slot="ai-runs-table-failed">
                        {' · '}
                        {labels.citationsFailed(run.citationsFailed)}
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.numeric}>
                    {run.qualityScore === null ? (
                      <span className={styles.mutedText}>
                        <span aria-hidden>—</span>
                        <VisuallyHidden>{labels.noScore}</VisuallyHidden>
                      </span>
                    ) : (
                      labels.formatQuality(run.qualityScore)
                    )}
                  </td>
                  <td className={styles.nowrap}>
                    <Badge size="sm" tone={aiRunOutcomeTones[run.outcome]}>
                      {labels.outcomes[run.outcome]}
                    </Badge>
                  </td>
                  <td className={styles.cell}>
                    {run.tool || run.client ? (
                      <span className={styles.mcp}>
                        {run.tool ? <code className={styles.code}>{run.tool}</code> : null}
                        {run.client ? <span className={styles.mutedText}>{run.client}</span> : null}
                      </span>
                    ) : (
                      <span className={styles.mutedText}>{labels.auths[run.auth]}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.pager}>
          <span className={styles.mutedText}>{labels.total(total ?? runs.length)}</span>
          {onPageChange && pages > 1 ? (
            <nav aria-label={labels.pagination} className={styles.pagerButtons}>
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                {labels.previous}
              </Button>
              <span className={styles.mutedText}>{labels.pageOf(page, pages)}</span>
              <Button
                size="sm"
                variant="outline"
                tone="neutral"
                disabled={page >= pages}
                onClick={() => onPageChange(page + 1)}
              >
                {labels.next}
              </Button>
            </nav>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section
      data-slot="ai-runs-table"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <Heading level={headingLevel} size="xs" id={headingId}>
        {labels.title}
      </Heading>
      {toolbar}
      {body}
    </section>
  );
}
