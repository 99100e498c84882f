import { useId, useState, type ComponentProps } from 'react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import * as es from '../../i18n/es';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../utils/cx';
import { AdminPager, spanishDay, type AdminPagerLabels } from './Pager';
import * as styles from './AdminUsersTable.css';

/** The states of the table; 'ready' without users shows the empty note. */
export const adminUsersTableStates = ['loading', 'ready', 'error'] as const;

/** A state of the AdminUsersTable. */
export type AdminUsersTableState = (typeof adminUsersTableStates)[number];

/** One user as the table shows it; the app maps `GET /api/admin/users` rows. */
export type AdminUserItem = {
  /** The auth user id. */
  id: string;
  email: string;
  /** '' when unknown. */
  name: string;
  /** '' when unknown. */
  organization: string;
  /** Plan id (one of `plans`' values). */
  plan: string;
  /** End of a paid plan, ISO; null without one. */
  planExpiresAt: string | null;
  /** End of the trial, ISO; null without one. */
  trialEndsAt: string | null;
  isActive: boolean;
  isAdmin: boolean;
  /** ISO. */
  createdAt: string;
  /** ISO; null when never signed in here (hosted-Supabase users). */
  lastSignInAt: string | null;
  analysesThisMonth: number;
  documents: number;
};

/** A plan of the filter and of the 'Cambiar plan' dialog. */
export type AdminPlanOption = { value: string; label: string };

/** Copy of the AdminUsersTable; defaults from `es.admin.users`. */
export type AdminUsersTableLabels = {
  [K in keyof (typeof es.admin)['users']]: (typeof es.admin)['users'][K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

export type AdminUsersTableProps = {
  /** Which state to show. */
  state: AdminUsersTableState;
  /** This page's users. @default [] */
  users?: readonly AdminUserItem[];
  /** The plans, cheapest first: the filter's choices and the dialog's. */
  plans: readonly AdminPlanOption[];
  /** The search box's text (controlled). */
  query: string;
  /** Called with the search box's next text. */
  onQueryChange: (query: string) => void;
  /** The plan filter ('' = every plan; controlled). */
  planFilter: string;
  /** Called with the next plan filter ('' = every plan). */
  onPlanFilterChange: (plan: string) => void;
  /** Users matching the filters, every page. @default users.length */
  total?: number;
  /** The page shown (from 1). @default 1 */
  page?: number;
  /** Users per page. @default 25 */
  pageSize?: number;
  /** Called with the page to show; no pager buttons without it. */
  onPageChange?: (page: number) => void;
  /**
   * 'Cambiar plan' confirmed with a reason. The dialog stays open (busy) until the returned promise
   * settles, closes when it resolves and says it failed when it rejects.
   */
  onChangePlan: (userId: string, plan: string, reason: string) => void | Promise<unknown>;
  /** 'Desactivar' / 'Activar' confirmed with a reason; the dialog behaves as for `onChangePlan`. */
  onSetActive: (userId: string, active: boolean, reason: string) => void | Promise<unknown>;
  /** The signed-in admin's id: their own row cannot be disabled. */
  currentUserId?: string;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Copy overrides. */
  labels?: Partial<AdminUsersTableLabels>;
  /** Pager copy overrides. */
  pagerLabels?: Partial<AdminPagerLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

type Pending = { kind: 'plan' | 'active'; user: AdminUserItem };

const ALL = 'todos';
const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * The admin's users (issue 14 item 5): a search box (e-mail, name, organization), a plan filter and a
 * table — user, organization, plan (with its end or the trial's), status, analyses this month,
 * documents, last sign-in, sign-up — with 'Cambiar plan' and 'Desactivar'/'Activar' on each row. Both
 * open a dialog that asks for the reason (3–500 characters, kept in the audit log). Loading, empty and
 * error states; a pager when there are more pages.
 */
export function AdminUsersTable({
  state,
  users = [],
  plans,
  query,
  onQueryChange,
  planFilter,
  onPlanFilterChange,
  total,
  page = 1,
  pageSize = 25,
  onPageChange,
  onChangePlan,
  onSetActive,
  currentUserId,
  onRetry,
  labels: labelOverrides,
  pagerLabels,
  className,
  ...rest
}: AdminUsersTableProps) {
  const labels: AdminUsersTableLabels = { ...es.admin.users, ...labelOverrides };
  const headingId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const shown = state === 'ready' && users.length === 0 ? 'empty' : state;
  const planLabel = (id: string) => plans.find((p) => p.value === id)?.label ?? id;

  return (
    <section
      data-slot="admin-users-table"
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
          label={labels.search}
          type="search"
          placeholder={labels.searchPlaceholder}
          value={query}
          onValueChange={onQueryChange}
        />
        <Select
          className={styles.filter}
          label={labels.plan}
          options={[{ value: ALL, label: labels.allPlans }, ...plans]}
          value={planFilter || ALL}
          onValueChange={(v) => onPlanFilterChange(v === ALL ? '' : v)}
        />
      </div>
      {shown === 'loading' ? (
        <p className={styles.muted} data-slot="admin-users-table-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shown === 'error' ? (
        <div className={styles.error} role="alert" data-slot="admin-users-table-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : shown === 'empty' ? (
        <p className={styles.muted} data-slot="admin-users-table-empty">
          {labels.empty}
        </p>
      ) : (
        <>
          {/* The frame scrolls sideways on narrow screens; focusable so the keyboard can scroll it. */}
          <div
            className={styles.scroll}
            role="region"
            aria-label={labels.tableRegion}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={styles.table} data-slot="admin-users-table-table">
              <caption>
                <VisuallyHidden>{labels.caption}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.header}>
                    {labels.user}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.organization}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.plan}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.status}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.analyses}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.documents}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.lastSignIn}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.createdAt}
                  </th>
                  <th scope="col" className={styles.header}>
                    {labels.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((u) => {
                  const self = u.id === currentUserId;
                  return (
                    <tr key={u.id} data-slot="admin-users-table-row" data-active={u.isActive}>
                      <th scope="row" className={styles.cell}>
                        <span className={styles.primary}>{u.email}</span>
                        {u.name ? <span className={styles.secondary}>{u.name}</span> : null}
                      </th>
                      <td className={styles.cell}>{u.organization}</td>
                      <td className={styles.cell}>
                        <span className={styles.primary}>{planLabel(u.plan)}</span>
                        {u.planExpiresAt ? (
                          <span className={styles.secondary}>
                            {labels.expires(spanishDay(u.planExpiresAt))}
                          </span>
                        ) : u.trialEndsAt ? (
                          <span className={styles.secondary}>
                            {labels.trialEnds(spanishDay(u.trialEndsAt))}
                          </span>
                        ) : null}
                      </td>
                      <td className={styles.cell}>
                        <span className={styles.badges}>
                          <Badge size="sm" tone={u.isActive ? 'positive' : 'critical'}>
                            {u.isActive ? labels.active : labels.inactive}
                          </Badge>
                          {u.isAdmin ? (
                            <Badge size="sm" tone="accent">
                              {labels.admin}
                            </Badge>
                          ) : null}
                        </span>
                      </td>
                      <td className={styles.numeric}>{u.analysesThisMonth}</td>
                      <td className={styles.numeric}>{u.documents}</td>
                      <td className={styles.nowrap}>
                        {u.lastSignInAt ? spanishDay(u.lastSignInAt) : labels.never}
                      </td>
                      <td className={styles.nowrap}>{spanishDay(u.createdAt)}</td>
                      <td className={styles.cell}>
                        <div className={styles.rowActions}>
                          <Button
                            size="sm"
                            variant="outline"
                            tone="neutral"
                            aria-label={labels.changePlanFor(u.email)}
                            onClick={() => setPending({ kind: 'plan', user: u })}
                          >
                            {labels.changePlan}
                          </Button>
                          {self ? (
                            <span className={styles.secondary}>{labels.self}</span>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline"
                              tone={u.isActive ? 'critical' : 'positive'}
                              aria-label={u.isActive ? labels.disableFor(u.email) : labels.enableFor(u.email)}
                              onClick={() => setPending({ kind: 'active', user: u })}
                            >
                              {u.isActive ? labels.disable : labels.enable}
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <AdminPager
            page={page}
            pageSize={pageSize}
            total={total ?? users.length}
            totalText={labels.total(total ?? users.length)}
            onPageChange={onPageChange}
            labels={pagerLabels}
          />
        </>
      )}
      {pending ? (
        <ReasonDialog
          key={`${pending.kind}-${pending.user.id}`}
          pending={pending}
          plans={plans}
          labels={labels}
          onClose={() => setPending(null)}
          onConfirm={(plan, reason) =>
            pending.kind === 'plan'
              ? onChangePlan(pending.user.id, plan, reason)
              : onSetActive(pending.user.id, !pending.user.isActive, reason)
          }
        />
      ) : null}
    </section>
  );
}

/** The dialog of a row action: the new plan (for 'Cambiar plan') and the reason. */
function ReasonDialog({
  pending,
  plans,
  labels,
  onClose,
  onConfirm,
}: {
  pending: Pending;
  plans: readonly AdminPlanOption[];
  labels: AdminUsersTableLabels;
  onClose: () => void;
  onConfirm: (plan: string, reason: string) => void | Promise<unknown>;
}) {
  const { kind, user } = pending;
  const [plan, setPlan] = useState(user.plan);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const formId = useId();
  const trimmed = reason.trim();
  const reasonOk = trimmed.length >= REASON_MIN && trimmed.length <= REASON_MAX;
  const disabling = kind === 'active' && user.isActive;
  const title =
    kind === 'plan'
      ? labels.changePlanTitle(user.email)
      : disabling
        ? labels.disableTitle(user.email)
        : labels.enableTitle(user.email);
  const description =
    kind === 'plan'
      ? labels.changePlanDescription
      : disabling
        ? labels.disableDescription
        : labels.enableDescription;
  const confirmText = kind === 'plan' ? labels.save : disabling ? labels.disable : labels.enable;

  const submit = async () => {
    setTouched(true);
    if (!reasonOk || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm(plan, trimmed);
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      data-slot="admin-users-table-dialog"
      footer={
        <>
          <Button variant="ghost" tone="neutral" disabled={busy} onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            tone={disabling ? 'critical' : 'accent'}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {kind === 'plan' ? (
          <Select label={labels.newPlan} options={plans} value={plan} onValueChange={setPlan} />
        ) : null}
        <Textarea
          label={labels.reason}
          description={labels.reasonHint}
          required
          rows={3}
          value={reason}
          onValueChange={setReason}
          invalid={touched && !reasonOk}
          error={touched && !reasonOk ? labels.reasonInvalid : undefined}
        />
        {failed ? (
          <p className={styles.formError} role="alert">
            {labels.failed}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
