import { useId, type ComponentProps } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './VerificationGrid.css';

/** The states of the grid: no run yet, running, the rows, or an error. */
export const verificationGridStates = ['idle', 'loading', 'ready', 'error'] as const;

/** A state of the VerificationGrid. */
export type VerificationGridState = (typeof verificationGridStates)[number];

/** What a capability check gave: the action was let through or refused. */
export type VerificationOutcome = 'allowed' | 'refused';

/** One capability checked against the plan in effect; the app maps the server's row. */
export type VerificationRowItem = {
  /** Stable key (the capability id). */
  capability: string;
  /** Spanish name of the capability: 'exportación a PDF'. */
  label: string;
  /** What the plan table says. */
  expected: VerificationOutcome;
  /** What the server did. */
  actual: VerificationOutcome;
  /** HTTP status of the check (200, 402, 403). */
  status?: number;
  /** The refusal's message, shown under the capability. @default '' */
  message?: string;
  /** `actual` matches `expected`. */
  ok: boolean;
};

/** Copy of the VerificationGrid; defaults from `es.verificationGrid`. */
export type VerificationGridLabels = {
  [K in keyof (typeof es)['verificationGrid']]: (typeof es)['verificationGrid'][K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

export type VerificationGridProps = {
  /** Which state to show. */
  state: VerificationGridState;
  /** The capabilities checked, in order; shown when `state` is 'ready'. @default [] */
  rows?: readonly VerificationRowItem[];
  /** Name of the plan verified ('Despacho'); no line without it. */
  planName?: string;
  /** Level of the 'Resultados de verificación' heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<VerificationGridLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The verification results of the admin memberships panel (spec §2): for each plan capability what the
 * plan table expects ('Permitido' / 'Rechazado'), what the server did, and ✓ or ✗, with the refusal's
 * message. States: no run yet, running, results, error.
 */
export function VerificationGrid({
  state,
  rows = [],
  planName,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: VerificationGridProps) {
  const labels: VerificationGridLabels = { ...es.verificationGrid, ...labelOverrides };
  const headingId = useId();
  const shown = state === 'ready' && rows.length === 0 ? 'idle' : state;
  const passed = rows.filter((r) => r.ok).length;
  const outcome = (o: VerificationOutcome) => (o === 'allowed' ? labels.allowed : labels.refused);

  return (
    <section
      data-slot="verification-grid"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={ShieldCheck} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
      </div>
      {shown === 'loading' ? (
        <p className={styles.muted} data-slot="verification-grid-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shown === 'error' ? (
        <p className={styles.errorText} role="alert" data-slot="verification-grid-error">
          {labels.error}
        </p>
      ) : shown === 'idle' ? (
        <p className={styles.muted} data-slot="verification-grid-empty">
          {labels.empty}
        </p>
      ) : (
        <>
          <p className={styles.summary} data-slot="verification-grid-summary">
            {planName ? <span>{labels.plan(planName)}</span> : null}
            <Badge size="sm" variant="soft" tone={passed === rows.length ? 'positive' : 'critical'}>
              {labels.summary(passed, rows.length)}
            </Badge>
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard */}
          <div className={styles.scroller} tabIndex={0}>
            <table className={styles.table} aria-labelledby={headingId} data-slot="verification-grid-table">
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {labels.capability}
                  </th>
                  <th scope="col" className={styles.th}>
                    {labels.expected}
                  </th>
                  <th scope="col" className={styles.th}>
                    {labels.actual}
                  </th>
                  <th scope="col" className={styles.thStatus}>
                    {labels.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.capability}
                    className={styles.row}
                    data-slot="verification-grid-row"
                    data-ok={row.ok}
                  >
                    <th scope="row" className={styles.capability}>
                      <span>{row.label}</span>
                      {row.message ? <span className={styles.message}>{row.message}</span> : null}
                    </th>
                    <td className={styles.td}>{outcome(row.expected)}</td>
                    <td className={styles.td}>
                      {outcome(row.actual)}
                      {row.status ? <span className={styles.httpStatus}>{` (${row.status})`}</span> : null}
                    </td>
                    <td className={styles.tdStatus}>
                      <span className={row.ok ? styles.pass : styles.fail}>
                        <span aria-hidden>{row.ok ? '✓' : '✗'}</span>
                        <VisuallyHidden>{row.ok ? labels.pass : labels.fail}</VisuallyHidden>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
