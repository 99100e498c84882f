import { useId, type ComponentProps, type ReactNode } from 'react';
import { ArrowLeft, Pencil, SearchX, Trash2 } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import {
  casePriorityTones,
  caseStatusTones,
  formatCaseDate,
  formatRelativeTime,
  type CaseDetailItem,
  type CasePriorityValue,
  type CaseStatusValue,
} from '../CaseCard';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { useRenderLink } from '../../utils/link';
import * as styles from './CaseDetail.css';

/** Copy of the CaseDetail; defaults from `es.cases.detail` and `es.cases`. */
export type CaseDetailLabels = (typeof es.cases)['detail'] & {
  /** @default es.cases.status */
  statusOptions: Record<CaseStatusValue, string>;
  /** @default es.cases.priority */
  priorityOptions: Record<CasePriorityValue, string>;
  /** @default (p) => `Prioridad ${p}` */
  priorityBadge: (priority: string) => string;
  /** @default 'Vencido' */
  overdue: string;
  /** @default (n) => '3 documentos' */
  documentsCount: (count: number) => string;
  /** @default 'Editar' */
  edit: string;
  /** @default 'Eliminar' */
  delete: string;
  /** @default 'Sin cliente' */
  noClient: string;
};

export type CaseDetailProps = {
  /** The case; `null` with `loading` false shows 'Caso no encontrado'. */
  item: CaseDetailItem | null;
  /** The current instant (ISO 8601) for the relative update time. */
  now: string;
  /** Where 'Volver a casos' goes, e.g. '/cases'. */
  backHref: string;
  /** Called by 'Editar'; the button shows only when set. */
  onEdit?: () => void;
  /** Called by 'Eliminar'; the button shows only when set. */
  onDelete?: () => void;
  /**
   * The case's documents, placed by the app (the documents list of the case) under the 'Documentos'
   * heading. Nothing when omitted.
   */
  documents?: ReactNode;
  /**
   * The case's analysis, placed by the app (a CaseAnalysisPanel with its 'Analizar caso' action) above
   * the documents. Nothing when omitted.
   */
  analysis?: ReactNode;
  /** The case is loading: skeletons and 'Cargando caso...'. @default false */
  loading?: boolean;
  /** The load failed: this text titles an error box. @default null */
  error?: string | null;
  /** Called by the error box's 'Reintentar'. */
  onRetry?: () => void;
  /** Time zone of instants shown as dates. @default 'Europe/Madrid' */
  timeZone?: string;
  /** Copy overrides. */
  labels?: Partial<CaseDetailLabels>;
} & Omit<ComponentProps<'article'>, 'children'>;

/**
 * One case (spec §3 Case): 'Volver a casos', status, priority and overdue badges, the title as the
 * page's `h1`, 'Editar' / 'Eliminar', the description, a list of every field (client and contacts,
 * case type, court, judge, due date, tags, notes, dates) and a 'Documentos' section whose content the
 * app provides. Loading, error and not-found states are explicit.
 */
export function CaseDetail({
  item,
  now,
  backHref,
  onEdit,
  onDelete,
  documents,
  analysis,
  loading = false,
  error = null,
  onRetry,
  timeZone = 'Europe/Madrid',
  labels: labelOverrides,
  className,
  ...rest
}: CaseDetailProps) {
  const renderLink = useRenderLink();
  const labels: CaseDetailLabels = {
    ...es.cases.detail,
    statusOptions: es.cases.status,
    priorityOptions: es.cases.priority,
    priorityBadge: es.cases.priorityBadge,
    overdue: es.cases.overdue,
    documentsCount: es.cases.documents,
    edit: es.cases.edit,
    delete: es.cases.delete,
    noClient: es.cases.noClient,
    ...labelOverrides,
  };
  const detailsId = useId();
  const documentsId = useId();
  const state = loading ? 'loading' : error ? 'error' : item ? 'ready' : 'not-found';
  const back = renderLink({
    href: backHref,
    className: styles.back,
    'data-slot': 'case-detail-back',
    children: (
      <>
        <Icon icon={ArrowLeft} size="sm" />
        {labels.back}
      </>
    ),
  });

  if (state !== 'ready' || !item) {
    return (
      <article
        data-slot="case-detail"
        data-state={state}
        aria-busy={loading || undefined}
        className={cx(styles.root, className)}
        {...rest}
      >
        {back}
        {state === 'loading' ? (
          <div className={styles.loading} data-slot="case-detail-loading">
            <span className={styles.loadingText}>
              <Spinner size="sm" label={labels.loading} />
              <span aria-hidden>{labels.loading}</span>
            </span>
            <Skeleton shape="text" size="xl" width="70%" />
            <SkeletonText lines={4} />
          </div>
        ) : state === 'error' ? (
          <ErrorState title={error ?? undefined} onRetry={onRetry} headingLevel={2} />
        ) : (
          <EmptyState
            icon={SearchX}
            title={labels.notFoundTitle}
            description={labels.notFoundDescription}
            headingLevel={2}
          />
        )}
      </article>
    );
  }

  const value = (text: string | null | undefined) =>
    text && text.trim() !== '' ? text : <span className={styles.empty}>{labels.empty}</span>;
  const fields: [string, ReactNode, string][] = [
    [labels.client, value(item.clientName), 'client'],
    [
      labels.clientEmail,
      item.clientEmail ? (
        <a href={`mailto:${item.clientEmail}`} className={styles.link}>
          {item.clientEmail}
        </a>
      ) : (
        value(null)
      ),
      'client-email',
    ],
    [
      labels.clientPhone,
      item.clientPhone ? (
        <a href={`tel:${item.clientPhone.replace(/\s+/g, '')}`} className={styles.link}>
          {item.clientPhone}
        </a>
      ) : (
        value(null)
      ),
      'client-phone',
    ],
    [labels.caseType, value(item.caseType), 'case-type'],
    [labels.court, value(item.court), 'court'],
    [labels.judge, value(item.judge), 'judge'],
    [
      labels.dueDate,
      item.dueDate ? (
        <span className={cx(styles.due, item.overdue && styles.overdue)}>
          {formatCaseDate(item.dueDate, timeZone)}
          {item.overdue ? (
            <Badge size="sm" variant="solid" tone="critical">
              {labels.overdue}
            </Badge>
          ) : null}
        </span>
      ) : (
        value(null)
      ),
      'due-date',
    ],
    [
      labels.tags,
      item.tags.length > 0 ? (
        <ul role="list" className={styles.tags}>
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge size="sm">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        value(null)
      ),
      'tags',
    ],
    [labels.created, formatCaseDate(item.createdAt, timeZone), 'created'],
    [
      labels.updated,
      <time key="updated" dateTime={item.updatedAt}>
        {formatRelativeTime(item.updatedAt, now)}
      </time>,
      'updated',
    ],
  ];

  return (
    <article
      data-slot="case-detail"
      data-state={item.pending ? 'pending' : 'ready'}
      data-status={item.status}
      aria-busy={item.pending || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {back}
      <header className={styles.header}>
        <div className={styles.badges}>
          <Badge tone={caseStatusTones[item.status]}>{labels.statusOptions[item.status]}</Badge>
          <Badge variant="outline" tone={casePriorityTones[item.priority]}>
            {labels.priorityBadge(labels.priorityOptions[item.priority])}
          </Badge>
        </div>
        <div className={styles.titleRow}>
          <div className={styles.titleBlock}>
            <Heading level={1} className={styles.title}>
              {item.title}
            </Heading>
            <p className={cx(styles.client, !item.clientName && styles.empty)}>
              {item.clientName || labels.noClient}
            </p>
          </div>
          {!item.pending && (onEdit || onDelete) ? (
            <div className={styles.actions} data-slot="case-detail-actions">
              {onEdit ? (
                <Button
                  variant="outline"
                  tone="neutral"
                  startIcon={<Icon icon={Pencil} size="sm" />}
                  data-slot="case-detail-edit"
                  onClick={() => onEdit()}
                >
                  {labels.edit}
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  variant="outline"
                  tone="critical"
                  startIcon={<Icon icon={Trash2} size="sm" />}
                  data-slot="case-detail-delete"
                  onClick={() => onDelete()}
                >
                  {labels.delete}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {item.description.trim() !== '' ? (
          <p className={styles.description} data-slot="case-detail-description">
            {item.description}
          </p>
        ) : null}
      </header>
      <Card.Root asChild>
        <section aria-labelledby={detailsId} data-slot="case-detail-fields">
          <Heading level={2} size="sm" id={detailsId}>
            {labels.details}
          </Heading>
          <dl className={styles.fields}>
            {fields.map(([term, detail, slot]) => (
              <div key={slot} className={styles.field} data-slot={`case-detail-${slot}`}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.detail}>{detail}</dd>
              </div>
            ))}
          </dl>
          {item.notes && item.notes.trim() !== '' ? (
            <div className={styles.notes} data-slot="case-detail-notes">
              <Heading level={3} size="xs">
                {labels.notes}
              </Heading>
              <p className={styles.notesText}>{item.notes}</p>
            </div>
          ) : null}
        </section>
      </Card.Root>
      {analysis}
      <section aria-labelledby={documentsId} className={styles.documents} data-slot="case-detail-documents">
        <div className={styles.documentsHeader}>
          <Heading level={2} size="sm" id={documentsId}>
            {labels.documents}
          </Heading>
          <span className={styles.count}>{labels.documentsCount(item.documentsCount)}</span>
        </div>
        {documents}
      </section>
    </article>
  );
}
