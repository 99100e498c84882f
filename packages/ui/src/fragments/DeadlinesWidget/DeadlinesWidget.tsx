import { useId, type ComponentProps } from 'react';
import { CalendarClock, FileText, Info } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './DeadlinesWidget.css';

/** The states of the widget: loading, the list (or its empty note), or an error. */
export const deadlinesWidgetStates = ['loading', 'ready', 'error'] as const;

/** A state of the DeadlinesWidget. */
export type DeadlinesWidgetState = (typeof deadlinesWidgetStates)[number];

/** One upcoming plazo as the widget shows it; the app maps the server's item and counts the days. */
export type DeadlineItem = {
  /** Stable key. */
  id: string;
  /** Last day, `YYYY-MM-DD`; shown as dd/mm/aaaa. */
  due: string;
  /** Days from today to `due` (0 = today). */
  daysLeft: number;
  /** What it is, as the document writes it: 'veinte días hábiles desde su notificación'. */
  description: string;
  /** The case, with the address of its page; null for a document without a case. */
  case: { title: string; href: string } | null;
  /** The document, with the address of its text when there is one. */
  document: { name: string; href?: string };
  /** Page of the document that sets the plazo. */
  page: number;
  /** `YYYY-MM-DD` the plazo was counted from when it is the document's date (to check); else null. */
  assumedStart: string | null;
};

/** Copy of the DeadlinesWidget; defaults from `es.dashboard.deadlines`. */
export type DeadlinesWidgetLabels = {
  [K in keyof (typeof es.dashboard)['deadlines']]: (typeof es.dashboard)['deadlines'][K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

export type DeadlinesWidgetProps = {
  /** Which state to show. */
  state: DeadlinesWidgetState;
  /** The plazos, soonest first; shown when `state` is 'ready' (none: the empty note). @default [] */
  deadlines?: readonly DeadlineItem[];
  /** Plazos due within this many days are highlighted. @default 3 */
  urgentDays?: number;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Level of the 'Próximos plazos' heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<DeadlinesWidgetLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/** '2025-07-08' → '08/07/2025'. */
const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * 'Próximos plazos' on the dashboard (issue 13 item 5): each plazo with its due date (dd/mm/aaaa and
 * 'en N días', the nearest highlighted), what it is, its case and document with 'Pág. N', and — when it
 * was counted from the document's date — that date and a note to check it against the notification.
 * Loading, empty and error states.
 */
export function DeadlinesWidget({
  state,
  deadlines = [],
  urgentDays = 3,
  onRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: DeadlinesWidgetProps) {
  const labels: DeadlinesWidgetLabels = { ...es.dashboard.deadlines, ...labelOverrides };
  const headingId = useId();
  const renderLink = useRenderLink();
  const shown = state === 'ready' && deadlines.length === 0 ? 'empty' : state;
  const assumed = deadlines.some((d) => d.assumedStart !== null);

  return (
    <section
      data-slot="deadlines-widget"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={CalendarClock} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
      </div>
      {shown === 'loading' ? (
        <p className={styles.muted} data-slot="deadlines-widget-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shown === 'error' ? (
        <div className={styles.error} role="alert" data-slot="deadlines-widget-error">
          <p className={styles.errorText}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : shown === 'empty' ? (
        <p className={styles.muted} data-slot="deadlines-widget-empty">
          {labels.empty}
        </p>
      ) : (
        <>
          <ul role="list" aria-label={labels.list} className={styles.list} data-slot="deadlines-widget-list">
            {deadlines.map((d) => {
              const urgent = d.daysLeft <= urgentDays;
              return (
                <li
                  key={d.id}
                  className={styles.item}
                  data-slot="deadlines-widget-item"
                  data-urgent={urgent || undefined}
                >
                  <div className={styles.when}>
                    <time dateTime={d.due} className={styles.date}>
                      <VisuallyHidden>{labels.dueOn(spanishDate(d.due))}</VisuallyHidden>
                      <span aria-hidden>{spanishDate(d.due)}</span>
                    </time>
                    <Badge
                      size="sm"
                      variant={urgent ? 'solid' : 'soft'}
                      tone={urgent ? 'critical' : 'neutral'}
                    >
                      {urgent ? <VisuallyHidden>{`${labels.urgent}: `}</VisuallyHidden> : null}
                      {labels.daysLeft(d.daysLeft)}
                    </Badge>
                  </div>
                  <p className={styles.description}>{d.description}</p>
                  <p className={styles.source}>
                    <span className={styles.sourcePart}>
                      <VisuallyHidden>{`${labels.case}: `}</VisuallyHidden>
                      {d.case
                        ? renderLink({
                            href: d.case.href,
                            className: styles.link,
                            'data-slot': 'deadlines-widget-case',
                            children: d.case.title,
                          })
                        : labels.noCase}
                    </span>
                    <span className={styles.sourcePart}>
                      <Icon icon={FileText} size="sm" className={styles.sourceIcon} />
                      <VisuallyHidden>{`${labels.document}: `}</VisuallyHidden>
                      {d.document.href
                        ? renderLink({
                            href: d.document.href,
                            className: styles.link,
                            'data-slot': 'deadlines-widget-document',
                            children: d.document.name,
                          })
                        : d.document.name}
                      <span className={styles.page}>{labels.page(d.page)}</span>
                    </span>
                  </p>
                  {d.assumedStart ? (
                    <p className={styles.assumed}>{labels.assumedStart(spanishDate(d.assumedStart))}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {assumed ? (
            <p className={styles.note} data-slot="deadlines-widget-note">
              <Icon icon={Info} size="sm" className={styles.noteIcon} />
              {labels.note}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
