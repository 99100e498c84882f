import { useId, type ComponentProps } from 'react';
import { Download } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as textFieldStyles from '../../components/TextField/TextField.css';
import * as es from '../../i18n/es';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../utils/cx';
import { AdminPager, type AdminPagerLabels } from '../AdminUsersTable';
import * as styles from './AuditLogTable.css';

/** The states of the table; 'ready' without entries shows the empty note. */
export const auditLogTableStates = ['loading', 'ready', 'error'] as const;

/** A state of the AuditLogTable. */
export type AuditLogTableState = (typeof auditLogTableStates)[number];

/** The audit events the filter offers, in this order (the server's `AuditAction`). */
export const auditActions = [
  'admin_denied',
  'admin_action',
  'plan_change',
  'user_disabled',
  'user_enabled',
  'plan_override_start',
  'plan_override_end',
  'billing_event',
  'signin',
  'signup',
  'logout',
  'password_change',
  'password_recovery_request',
  'email_confirmed',
  'email_change',
  'sessions_revoked',
  'token_refresh_replay',
  'access_denied',
] as const;

/** The outcomes of an audit event. */
export const auditOutcomes = ['ok', 'fail', 'denied'] as const;

/** One audit event as the table shows it; the app maps `GET /api/admin/audit` entries. */
export type AuditEntryItem = {
  /** Stable key. */
  id: string;
  /** When, ISO (shown in Spain's time zone, `dd/mm/aaaa hh:mm`). */
  at: string;
  /** The user's e-mail, else their id; null for events without a user. */
  user: string | null;
  /** The action (`signin`, `plan_change`…); known ones are shown in Spanish. */
  action: string;
  /** `ok`, `fail` or `denied`. */
  outcome: string;
  ip: string | null;
  /** The event's detail in one line ('reason: Convenio · from: estudiante'). */
  detail: string;
};

/** The filters of the audit log (controlled); '' = no filter. Dates are `YYYY-MM-DD`. */
export type AuditFilters = {
  user: string;
  action: string;
  outcome: string;
  dateFrom: string;
  dateTo: string;
};

/** No filter at all. */
export const emptyAuditFilters: AuditFilters = {
  user: '',
  action: '',
  outcome: '',
  dateFrom: '',
  dateTo: '',
};

type AuditCopy = (typeof es.admin)['audit'];

/** Copy of the AuditLogTable; defaults from `es.admin.audit`. */
export type AuditLogTableLabels = {
  [K in keyof AuditCopy]: AuditCopy[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : AuditCopy[K] extends string
      ? string
      : Record<string, string>;
};

export type AuditLogTableProps = {
  /** Which state to show. */
  state: AuditLogTableState;
  /** This page's events, newest first. @default [] */
  entries?: readonly AuditEntryItem[];
  /** The filters (controlled). */
  filters: AuditFilters;
  /** Called with the next filters. */
  onFiltersChange: (filters: AuditFilters) => void;
  /** 'Exportar CSV' (the filtered log); no button without it. */
  onExport?: () => void;
  /** While the CSV is being prepared. @default false */
  exporting?: boolean;
  /** Events matching the filters, every page. @default entries.length */
  total?: number;
  /** The page shown (from 1). @default 1 */
  page?: number;
  /** Events per page. @default 50 */
  pageSize?: number;
  /** Called with the page to show; no pager buttons without it. */
  onPageChange?: (page: number) => void;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Copy overrides. */
  labels?: Partial<AuditLogTableLabels>;
  /** Pager copy overrides. */
  pagerLabels?: Partial<AdminPagerLabels>;
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

const outcomeTone = { ok: 'positive', fail: 'warning', denied: 'critical' } as const;

/**
 * The audit log of the admin (issue 14 item 5): filters by user (part of the e-mail), event, outcome and
 * date range, 'Exportar CSV' of the filtered log, and a table of events — date and time (Spain), user,
 * event, outcome, IP and detail — newest first, with a pager. Loading, empty and error states.
 */
export function AuditLogTable({
  state,
  entries = [],
  filters,
  onFiltersChange,
  onExport,
  exporting = false,
  total,
  page = 1,
  pageSize = 50,
  onPageChange,
  onRetry,
  labels: labelOverrides,
  pagerLabels,
  className,
  ...rest
}: AuditLogTableProps) {
  const labels = { ...es.admin.audit, ...labelOverrides } as AuditLogTableLabels;
  const headingId = useId();
  const shown = state === 'ready' && entries.length === 0 ? 'empty' : state;
  const set = (key: keyof AuditFilters) => (value: string) => onFiltersChange({ ...filters, [key]: value });
  const filtered = Object.values(filters).some((v) => v !== '');
  const actionLabel = (a: string) => labels.actions[a] ?? a;
  const outcomeLabel = (o: string) => labels.outcomes[o] ?? o;

  const dateField = (key: 'dateFrom' | 'dateTo', label: string) => (
    <Field label={label} className={styles.filter} data-slot={`audit-log-table-${key}`}>
      {(control) => (
        <div className={cx(textFieldStyles.control, textFieldStyles.size.md)}>
          <input
            type="date"
            className={textFieldStyles.input}
            value={filters[key]}
            onChange={(event) => set(key)(event.target.value)}
            {...control}
          />
        </div>
      )}
    </Field>
  );

  return (
    <section
      data-slot="audit-log-table"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <VisuallyHidden>
        <h2 id={headingId}>{labels.title}</h2>
      </VisuallyHidden>
      <div className={styles.toolbar} role="search">
        <TextField
          className={styles.filter}
          label={labels.user}
          type="search"
          placeholder={labels.userPlaceholder}
          value={filters.user}
          onValueChange={set('user')}
        />
        <Select
          className={styles.filter}
          label={labels.event}
          options={[
            { value: ALL, label: labels.allEvents },
            ...auditActions.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
          value={filters.action || ALL}
          onValueChange={(v) => set('action')(v === ALL ? '' : v)}
        />
        <Select
          className={styles.filter}
          label={labels.outcome}
          options={[
            { value: ALL, label: labels.allOutcomes },
            ...auditOutcomes.map((o) => ({ value: o, label: outcomeLabel(o) })),
          ]}
          value={filters.outcome || ALL}
          onValueChange={(v) => set('outcome')(v === ALL ? '' : v)}
        />
        {dateField('dateFrom', labels.dateFrom)}
        {dateField('dateTo', labels.dateTo)}
      </div>
      <div className={styles.toolbar}>
        {filtered ? (
          <Button size="sm" variant="ghost" tone="neutral" onClick={() => onFiltersChange(emptyAuditFilters)}>
            {labels.clear}
          </Button>
        ) : null}
        {onExport ? (
          <Button
            size="sm"
            variant="outline"
            tone="neutral"
            startIcon={<Icon icon={Download} size="sm" />}
            disabled={exporting}
            aria-busy={exporting || undefined}
            onClick={() => onExport()}
          >
            {exporting ? labels.exporting : labels.export}
          </Button>
        ) : null}
      </div>
      {shown === 'loading' ? (
        <p className={styles.muted} data-slot="audit-log-table-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shown === 'error' ? (
        <div className={styles.error} role="alert" data-slot="audit-log-table-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : shown === 'empty' ? (
        <p className={styles.muted} data-slot="audit-log-table-empty">
          {labels.empty}
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
            <table className={styles.table} data-slot="audit-log-table-table">
              <caption>
                <VisuallyHidden>{labels.caption}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.header}>
                    {labels.when}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.user}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.event}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.outcome}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.ip}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.detail}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} data-slot="audit-log-table-row" data-action={e.action}>
                    <td className={styles.nowrap}>
                      <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                    </td>
                    <td className={styles.cell}>{e.user ?? labels.noUser}</td>
                    <th scope="row" className={styles.cell}>
                      {actionLabel(e.action)}
                    </th>
                    <td className={styles.cell}>
                      <Badge size="sm" tone={outcomeTone[e.outcome as keyof typeof outcomeTone] ?? 'neutral'}>
                        {outcomeLabel(e.outcome)}
                      </Badge>
                    </td>
                    <td className={styles.nowrap}>{e.ip ?? ''}</td>
                    <td className={styles.cell}>{e.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager
            page={page}
            pageSize={pageSize}
            total={total ?? entries.length}
            totalText={labels.total(total ?? entries.length)}
            onPageChange={onPageChange}
            labels={pagerLabels}
          />
        </>
      )}
    </section>
  );
}
