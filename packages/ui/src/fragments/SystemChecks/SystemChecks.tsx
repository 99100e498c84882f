import { useId, type ComponentProps } from 'react';
import { Activity, CircleAlert, CircleCheck, CircleX, Play } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './SystemChecks.css';

/** The states of the list: not run yet, running, the results, or the run failed. */
export const systemChecksStates = ['idle', 'loading', 'ready', 'error'] as const;

/** A state of SystemChecks. */
export type SystemChecksState = (typeof systemChecksStates)[number];

/** A check's verdict. */
export const systemCheckVerdicts = ['ok', 'warn', 'fail'] as const;

/** One verdict. */
export type SystemCheckVerdict = (typeof systemCheckVerdicts)[number];

/** One live check of the server; the app maps the server's row. */
export type SystemCheckItem = {
  /** Stable key ('database'). */
  id: string;
  /** What is checked: 'Base de datos y migraciones'. */
  name: string;
  verdict: SystemCheckVerdict;
  /** How long it took, in milliseconds. */
  latencyMs: number;
  /** What was found, or why it failed. */
  detail: string;
};

/** Copy of SystemChecks; defaults from `es.systemChecks`. */
export type SystemChecksLabels = Omit<
  {
    [K in keyof (typeof es)['systemChecks']]: (typeof es)['systemChecks'][K] extends (
      ...args: infer A
    ) => string
      ? (...args: A) => string
      : string;
  },
  'verdicts'
> & { verdicts: Record<SystemCheckVerdict, string> };

export type SystemChecksProps = {
  /** Which state to show; 'loading' while a run is in flight (the previous results stay). */
  state: SystemChecksState;
  /** The last run's checks, in order. @default [] */
  checks?: readonly SystemCheckItem[];
  /** When the last run was made, already formatted ('12/03/2026, 10:15:00'); no line without it. */
  checkedAt?: string;
  /** 'Ejecutar comprobaciones'. */
  onRun: () => void;
  /** Level of the heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<SystemChecksLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const VERDICT_ICON = { ok: CircleCheck, warn: CircleAlert, fail: CircleX } as const;
const VERDICT_TONE = { ok: 'positive', warn: 'warning', fail: 'critical' } as const;

const msFormat = new Intl.NumberFormat('es-ES');

/**
 * The live checks of the /testing page: 'Ejecutar comprobaciones' runs them on the server; each row
 * shows what was checked, its verdict (Correcto / Aviso / Fallo), its latency and a Spanish detail.
 * States: not run yet, running, results, error.
 */
export function SystemChecks({
  state,
  checks = [],
  checkedAt,
  onRun,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: SystemChecksProps) {
  const labels: SystemChecksLabels = { ...es.systemChecks, ...labelOverrides };
  const headingId = useId();
  const running = state === 'loading';
  const count = (v: SystemCheckVerdict) => checks.filter((c) => c.verdict === v).length;

  return (
    <section
      data-slot="system-checks"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={running || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.top}>
        <div className={styles.intro}>
          <div className={styles.header}>
            <Icon icon={Activity} size="sm" className={styles.headerIcon} />
            <Heading level={headingLevel} size="sm" id={headingId}>
              {labels.title}
            </Heading>
          </div>
          <p className={styles.muted}>{labels.description}</p>
        </div>
        <Button
          startIcon={running ? <Spinner size="sm" label={labels.running} /> : <Icon icon={Play} size="sm" />}
          disabled={running}
          onClick={() => onRun()}
        >
          {running ? labels.running : labels.run}
        </Button>
      </div>

      {state === 'error' ? (
        <p className={styles.errorText} role="alert" data-slot="system-checks-error">
          {labels.error}
        </p>
      ) : null}
      {checks.length === 0 ? (
        state === 'idle' || state === 'ready' ? (
          <p className={styles.muted} data-slot="system-checks-empty">
            {labels.empty}
          </p>
        ) : null
      ) : (
        <>
          <p className={styles.summary} data-slot="system-checks-summary">
            <span>{labels.summary(count('ok'), count('warn'), count('fail'))}</span>
            {checkedAt ? <span className={styles.checkedAt}>{labels.checkedAt(checkedAt)}</span> : null}
          </p>
          <ul role="list" aria-label={labels.list} className={styles.list} data-slot="system-checks-list">
            {checks.map((check) => (
              <li
                key={check.id}
                className={styles.item}
                data-slot="system-checks-item"
                data-verdict={check.verdict}
              >
                <Icon icon={VERDICT_ICON[check.verdict]} size="md" className={styles.icon[check.verdict]} />
                <div className={styles.body}>
                  <div className={styles.line}>
                    <span className={styles.name}>{check.name}</span>
                    <Badge size="sm" variant="soft" tone={VERDICT_TONE[check.verdict]}>
                      {labels.verdicts[check.verdict]}
                    </Badge>
                    <span className={styles.latency}>{labels.latency(msFormat.format(check.latencyMs))}</span>
                  </div>
                  <p className={styles.detail}>{check.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
