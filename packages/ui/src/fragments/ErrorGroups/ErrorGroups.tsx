import { useId, type ComponentProps } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './ErrorGroups.css';

/** The states of the list and of the detail view; 'ready' without items shows the empty note. */
export const errorGroupsStates = ['loading', 'ready', 'error'] as const;

/** A state of the ErrorGroups list or detail. */
export type ErrorGroupsState = (typeof errorGroupsStates)[number];

/** Where an error happened. */
export const errorSources = ['client', 'server'] as const;

/** An error's origin: the web app or the server. */
export type ErrorSourceOption = (typeof errorSources)[number];

/** One group of identical errors; the app maps `GET /api/admin/errors` groups. */
export type ErrorGroupItem = {
  /** The group's fingerprint (stable key). */
  id: string;
  /** `TypeError`, `Error`… */
  name: string;
  /** The newest occurrence's message (already scrubbed of personal data by the server). */
  message: string;
  source: ErrorSourceOption;
  /** Occurrences received. */
  count: number;
  /** Signed-in users who met it. */
  users: number;
  /** ISO time of the newest occurrence (shown in Spain's time zone). */
  lastSeen: string;
  /** ISO time of the first occurrence. */
  firstSeen: string;
  /** The page (app) or request path (server) of the newest occurrence. */
  page: string | null;
  /** A message with the critical keywords, or a server 5xx. */
  critical: boolean;
  /** Whether an `error_critico` alert was sent for it. */
  alerted: boolean;
};

/** One occurrence in the detail view; the app maps `GET /api/admin/errors/{id}` occurrences. */
export type ErrorOccurrenceItem = {
  /** Stable key. */
  id: string;
  /** ISO time of the error. */
  at: string;
  page: string | null;
  /** Whether a signed-in user met it. */
  signedIn: boolean;
  message: string;
  /** The stack (scrubbed), shown collapsed. */
  stack?: string;
  /** The browser's user agent (app errors). */
  userAgent?: string;
};

type Copy = (typeof es)['errorGroups'];

/** Copy of the ErrorGroups; defaults from `es.errorGroups`. */
export type ErrorGroupsLabels = {
  [K in keyof Copy]: Copy[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : Copy[K] extends string
      ? string
      : Record<ErrorSourceOption, string>;
};

export type ErrorGroupsProps = {
  /** Which state the list is in. */
  state: ErrorGroupsState;
  /** This page's groups, newest first. @default [] */
  groups?: readonly ErrorGroupItem[];
  /** Groups matching the filter, every page. @default groups.length */
  total?: number;
  /** The page shown (from 1). @default 1 */
  page?: number;
  /** Groups per page. @default 20 */
  pageSize?: number;
  /** Called with the page to show; no pager without it. */
  onPageChange?: (page: number) => void;
  /** The origin filter (controlled); '' = both. @default '' */
  source?: ErrorSourceOption | '';
  /** Called with the next origin filter; no filter without it. */
  onSourceChange?: (source: ErrorSourceOption | '') => void;
  /** The group whose occurrences are shown (controlled), or null for the list. @default null */
  selected?: string | null;
  /** Called with the group to show, or null to go back to the list. */
  onSelectedChange?: (id: string | null) => void;
  /** State of the selected group's occurrences. @default 'loading' */
  detailState?: ErrorGroupsState;
  /** The selected group's newest occurrences. @default [] */
  occurrences?: readonly ErrorOccurrenceItem[];
  /** 'Reintentar' when the list failed; no button without it. */
  onRetry?: () => void;
  /** 'Reintentar' when the occurrences failed; no button without it. */
  onDetailRetry?: () => void;
  /** Level of the detail's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<ErrorGroupsLabels>;
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

const formatWhen = (iso: string) => when.format(new Date(iso));

const count = new Intl.NumberFormat('es-ES');

/**
 * The admin's 'Errores' tab (issue 14 item 8): errors of the web app and the server grouped by
 * fingerprint — message, origin, times seen, users affected, last seen and page, critical ones marked —
 * newest first, with an origin filter and a pager; a group opens its recent occurrences (time, page,
 * signed in or not, message, collapsed stack). Loading, empty and error states for both views.
 */
export function ErrorGroups({
  state,
  groups = [],
  total,
  page = 1,
  pageSize = 20,
  onPageChange,
  source = '',
  onSourceChange,
  selected = null,
  onSelectedChange,
  detailState = 'loading',
  occurrences = [],
  onRetry,
  onDetailRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: ErrorGroupsProps) {
  const labels = { ...es.errorGroups, ...labelOverrides } as ErrorGroupsLabels;
  const headingId = useId();
  const group = selected === null ? undefined : groups.find((g) => g.id === selected);
  const view = selected === null ? 'list' : 'detail';
  const shown = state === 'ready' && groups.length === 0 ? 'empty' : state;
  const busy = view === 'list' ? shown === 'loading' : detailState === 'loading';

  const retry = (label: string, action: (() => void) | undefined) => (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{label}</p>
      {action ? (
        <Button size="sm" variant="outline" tone="neutral" onClick={() => action()}>
          {labels.retry}
        </Button>
      ) : null}
    </div>
  );

  const loading = (label: string) => (
    <p className={styles.muted}>
      <Spinner size="sm" label={label} />
      <span aria-hidden>{label}</span>
    </p>
  );

  const badges = (g: ErrorGroupItem) => (
    <span className={styles.badges}>
      <Badge size="sm" tone="neutral" variant="outline">
        {g.name}
      </Badge>
      {g.critical ? (
        <Badge size="sm" tone="critical" variant="solid">
          {labels.critical}
        </Badge>
      ) : null}
      {g.alerted ? (
        <Badge size="sm" tone="warning">
          {labels.alerted}
        </Badge>
      ) : null}
    </span>
  );

  const list = () => {
    const pages = Math.max(1, Math.ceil((total ?? groups.length) / pageSize));
    return (
      <>
        {onSourceChange ? (
          <div className={styles.toolbar}>
            <Select
              className={styles.filter}
              label={labels.source}
              options={[
                { value: ALL, label: labels.allSources },
                ...errorSources.map((s) => ({ value: s, label: labels.sources[s] })),
              ]}
              value={source || ALL}
              onValueChange={(v) => onSourceChange(v === ALL ? '' : (v as ErrorSourceOption))}
            />
          </div>
        ) : null}
        {shown === 'loading' ? (
          loading(labels.loading)
        ) : shown === 'error' ? (
          retry(labels.failed, onRetry)
        ) : shown === 'empty' ? (
          <p className={styles.muted} data-slot="error-groups-empty">
            {source ? labels.emptySource : labels.empty}
          </p>
        ) : (
          <>
            <div
              className={styles.scroll}
              role="region"
              aria-label={labels.tableRegion}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table className={styles.table} data-slot="error-groups-table">
                <caption>
                  <VisuallyHidden>{labels.caption}</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.header}>
                      {labels.error}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.source}
                    </th>
                    <th scope="col" className={styles.headerNumeric}>
                      {labels.count}
                    </th>
                    <th scope="col" className={styles.headerNumeric}>
                      {labels.users}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.lastSeen}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.page}
                    </th>
                    {onSelectedChange ? (
                      <th scope="col" className={styles.header}>
                        <VisuallyHidden>{labels.occurrences}</VisuallyHidden>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {groups.map((g) => (
                    <tr
                      key={g.id}
                      data-slot="error-groups-row"
                      data-source={g.source}
                      data-critical={g.critical || undefined}
                    >
                      <th scope="row" className={styles.cell}>
                        <span className={styles.message}>{g.message}</span>
                        {badges(g)}
                      </th>
                      <td className={styles.nowrap}>{labels.sources[g.source]}</td>
                      <td className={styles.numeric}>{count.format(g.count)}</td>
                      <td className={styles.numeric}>{count.format(g.users)}</td>
                      <td className={styles.nowrap}>
                        <time dateTime={g.lastSeen}>{formatWhen(g.lastSeen)}</time>
                      </td>
                      <td className={styles.cell}>{g.page ?? '—'}</td>
                      {onSelectedChange ? (
                        <td className={styles.nowrap}>
                          <Button
                            size="sm"
                            variant="outline"
                            tone="neutral"
                            aria-label={labels.viewFor(g.message)}
                            onClick={() => onSelectedChange(g.id)}
                          >
                            {labels.view}
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.pager}>
              <span className={styles.mutedText}>{labels.total(total ?? groups.length)}</span>
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
        )}
      </>
    );
  };

  const detail = () => (
    <>
      <div>
        <Button
          size="sm"
          variant="ghost"
          tone="neutral"
          startIcon={<Icon icon={ArrowLeft} size="sm" />}
          onClick={() => onSelectedChange?.(null)}
        >
          {labels.back}
        </Button>
      </div>
      {group ? (
        <div className={styles.summary} data-slot="error-groups-summary">
          <Heading level={headingLevel} size="xs" id={headingId} className={styles.summaryTitle}>
            {group.message}
          </Heading>
          {badges(group)}
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factTerm}>{labels.source}</dt>
              <dd className={styles.factValue}>{labels.sources[group.source]}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factTerm}>{labels.count}</dt>
              <dd className={styles.factValue}>{count.format(group.count)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factTerm}>{labels.users}</dt>
              <dd className={styles.factValue}>{count.format(group.users)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factTerm}>{labels.firstSeen}</dt>
              <dd className={styles.factValue}>
                <time dateTime={group.firstSeen}>{formatWhen(group.firstSeen)}</time>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factTerm}>{labels.lastSeen}</dt>
              <dd className={styles.factValue}>
                <time dateTime={group.lastSeen}>{formatWhen(group.lastSeen)}</time>
              </dd>
            </div>
          </dl>
        </div>
      ) : (
        <VisuallyHidden>
          <Heading level={headingLevel} id={headingId}>
            {labels.occurrences}
          </Heading>
        </VisuallyHidden>
      )}
      {detailState === 'loading' ? (
        loading(labels.detailLoading)
      ) : detailState === 'error' ? (
        retry(labels.detailFailed, onDetailRetry)
      ) : (
        <ol
          aria-label={labels.occurrences}
          className={styles.occurrences}
          data-slot="error-groups-occurrences"
        >
          {occurrences.map((o) => (
            <li key={o.id} className={styles.occurrence} data-slot="error-groups-occurrence">
              <p className={styles.occurrenceMeta}>
                <time dateTime={o.at}>{formatWhen(o.at)}</time>
                <span>{o.page ?? '—'}</span>
                <span>{o.signedIn ? labels.signedIn : labels.anonymous}</span>
              </p>
              <p className={styles.occurrenceMessage}>{o.message}</p>
              {o.userAgent ? (
                <p className={styles.mutedText}>
                  {labels.userAgent}: {o.userAgent}
                </p>
              ) : null}
              {o.stack ? (
                <details className={styles.stack}>
                  <summary className={styles.stackSummary}>{labels.stack}</summary>
                  <pre className={styles.stackText}>{o.stack}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );

  return (
    <section
      data-slot="error-groups"
      data-state={view === 'list' ? shown : detailState}
      data-view={view}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {view === 'list' ? (
        <>
          <VisuallyHidden>
            <Heading level={headingLevel} id={headingId}>
              {labels.title}
            </Heading>
          </VisuallyHidden>
          {list()}
        </>
      ) : (
        detail()
      )}
    </section>
  );
}
