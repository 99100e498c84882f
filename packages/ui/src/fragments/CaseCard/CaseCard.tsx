import type { ComponentProps } from 'react';
import { CalendarClock, FileText, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import {
  casePriorityTones,
  caseStatusTones,
  formatCaseDate,
  formatRelativeTime,
  type CaseCardItem,
  type CasePriorityValue,
  type CaseStatusValue,
} from './caseModel';
import * as styles from './CaseCard.css';

/** Copy of the case card; defaults from `es.cases`. */
export type CaseCardLabels = {
  /** Status badge text per status. @default es.cases.status */
  status: Record<CaseStatusValue, string>;
  /** Priority names. @default es.cases.priority ('Baja', 'Media', 'Alta', 'Urgente') */
  priority: Record<CasePriorityValue, string>;
  /** Priority badge text from the priority name. @default (p) => `Prioridad ${p}` in lower case */
  priorityBadge: (priority: string) => string;
  /** @default (n) => '3 documentos' ('1 documento') */
  documents: (count: number) => string;
  /** @default (date) => `Vence el ${date}` */
  dueOn: (date: string) => string;
  /** Badge of a passed due date. @default 'Vencido' */
  overdue: string;
  /** @default (relative) => `Actualizado ${relative}` */
  updated: (relative: string) => string;
  /** Shown when there is no client name. @default 'Sin cliente' */
  noClient: string;
  /** Shown on a pending (optimistic) card. @default 'Guardando…' */
  saving: string;
  /** @default 'Editar' */
  edit: string;
  /** @default 'Eliminar' */
  delete: string;
  /** Appended (visually hidden) to the action names. @default (title) => ` el caso ${title}` */
  actionTarget: (title: string) => string;
};

export type CaseCardProps = {
  /** The case. */
  item: CaseCardItem;
  /** The current instant (ISO 8601) the updated time is measured from; the app passes its clock. */
  now: string;
  /** Called with the case id by 'Editar'; the button shows only when set. */
  onEdit?: (id: string) => void;
  /** Called with the case id by 'Eliminar'; the button shows only when set. */
  onDelete?: (id: string) => void;
  /** Level of the title in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Time zone of instants shown as dates. @default 'Europe/Madrid' */
  timeZone?: string;
  /** Copy overrides. */
  labels?: Partial<CaseCardLabels>;
} & Omit<ComponentProps<'article'>, 'children'>;

/**
 * One case in the list (spec §3 Case): title (a link to the detail), client, status and priority
 * badges, tags, documents count, due date ('Vence el 12/12/2026', 'Vencido' when passed), the relative
 * update time, and 'Editar' / 'Eliminar'. A pending optimistic case is `aria-busy`, says 'Guardando…'
 * and has no link or actions.
 */
export function CaseCard({
  item,
  now,
  onEdit,
  onDelete,
  headingLevel = 3,
  timeZone = 'Europe/Madrid',
  labels: labelOverrides,
  className,
  ...rest
}: CaseCardProps) {
  const renderLink = useRenderLink();
  const labels: CaseCardLabels = { ...es.cases, ...labelOverrides };
  const Title = `h${headingLevel}` as const;
  const pending = item.pending === true;
  const target = labels.actionTarget(item.title);
  return (
    <Card.Root
      asChild
      interactive={false}
      data-slot="case-card"
      data-state={pending ? 'pending' : 'idle'}
      data-status={item.status}
      data-priority={item.priority}
      className={cx(styles.root, className)}
    >
      <article aria-busy={pending || undefined} {...rest}>
        <div className={styles.top}>
          <Badge size="sm" tone={caseStatusTones[item.status]} data-slot="case-card-status">
            {labels.status[item.status]}
          </Badge>
          <Badge
            size="sm"
            variant="outline"
            tone={casePriorityTones[item.priority]}
            data-slot="case-card-priority"
          >
            {labels.priorityBadge(labels.priority[item.priority])}
          </Badge>
          {pending ? (
            <span className={styles.saving} data-slot="case-card-saving">
              <Spinner size="sm" tone="inherit" aria-hidden />
              {labels.saving}
            </span>
          ) : null}
        </div>
        <div className={styles.heading}>
          <Title className={styles.title}>
            {item.href && !pending
              ? renderLink({
                  href: item.href,
                  className: styles.titleLink,
                  'data-slot': 'case-card-link',
                  children: item.title,
                })
              : item.title}
          </Title>
          <p className={cx(styles.client, !item.clientName && styles.muted)} data-slot="case-card-client">
            {item.clientName || labels.noClient}
          </p>
        </div>
        {item.tags.length > 0 ? (
          <ul role="list" className={styles.tags} data-slot="case-card-tags">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Badge size="sm" variant="soft" tone="neutral">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <ul role="list" className={styles.meta}>
          <li className={styles.metaItem} data-slot="case-card-documents">
            <Icon icon={FileText} size="sm" />
            {labels.documents(item.documentsCount)}
          </li>
          {item.dueDate ? (
            <li
              className={cx(styles.metaItem, item.overdue && styles.overdue)}
              data-slot="case-card-due"
              data-state={item.overdue ? 'overdue' : 'due'}
            >
              <Icon icon={CalendarClock} size="sm" />
              {labels.dueOn(formatCaseDate(item.dueDate, timeZone))}
              {item.overdue ? (
                <Badge size="sm" variant="solid" tone="critical">
                  {labels.overdue}
                </Badge>
              ) : null}
            </li>
          ) : null}
          <li className={styles.metaItem} data-slot="case-card-updated">
            <time dateTime={item.updatedAt}>{labels.updated(formatRelativeTime(item.updatedAt, now))}</time>
          </li>
        </ul>
        {!pending && (onEdit || onDelete) ? (
          <div className={styles.actions} data-slot="case-card-actions">
            {onEdit ? (
              <Button
                size="sm"
                variant="ghost"
                tone="neutral"
                startIcon={<Icon icon={Pencil} size="sm" />}
                data-slot="case-card-edit"
                onClick={() => onEdit(item.id)}
              >
                {labels.edit}
                <VisuallyHidden>{target}</VisuallyHidden>
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="sm"
                variant="ghost"
                tone="critical"
                startIcon={<Icon icon={Trash2} size="sm" />}
                data-slot="case-card-delete"
                onClick={() => onDelete(item.id)}
              >
                {labels.delete}
                <VisuallyHidden>{target}</VisuallyHidden>
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>
    </Card.Root>
  );
}
