import type { ComponentProps, ReactNode } from 'react';
import {
  Copy,
  Download,
  Eye,
  FileDown,
  FileText,
  Folder,
  Pencil,
  Sparkles,
  Trash2,
  User,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import {
  listReportStatus,
  reportStatusTones,
  type ReportCardActions,
  type ReportCardItem,
  type ReportStatusValue,
} from './reportModel';
import * as styles from './ReportCard.css';

/** Copy of the report card; defaults from `es.reportList.card` and `es.reportList.status`. */
export type ReportCardLabels = (typeof es.reportList)['card'] & {
  /** Status badge text per status. @default es.reportList.status ('Borrador', 'Completado', …) */
  status: Record<ReportStatusValue, string>;
};

export type ReportCardProps = {
  /** The report. */
  item: ReportCardItem;
  /** Level of the title in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<ReportCardLabels>;
} & ReportCardActions &
  Omit<ComponentProps<'article'>, 'children'>;

/**
 * One report in the list (spec §2 Report card): status badge, title, template, client, relative
 * update time, the AI banner with the quality percent, description, the case's title and the actions — 'Ver',
 * 'Duplicar' and 'Eliminar' always; 'Editar', 'IA', 'PDF' and 'Descargar' only when their `can*` flag
 * is set. 'IA' and 'PDF' show 'Mejorando...' / 'Generando...' and are disabled while they run. Every
 * action's accessible name ends with the report title. An unknown status is shown as draft.
 */
export function ReportCard({
  item,
  onView,
  onEdit,
  onEnhance,
  onGeneratePdf,
  onDownload,
  onDuplicate,
  onDelete,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: ReportCardProps) {
  const labels: ReportCardLabels = { ...es.reportList.card, status: es.reportList.status, ...labelOverrides };
  const Title = `h${headingLevel}` as const;
  const status = listReportStatus(item.status);
  const target = labels.actionTarget(item.title);
  const enhancing = item.enhancing === true;
  const generatingPdf = item.generatingPdf === true;
  const busy = enhancing || generatingPdf;

  const action = (
    slot: string,
    icon: LucideIcon,
    label: ReactNode,
    onClick: (id: string) => void,
    options: { tone?: 'neutral' | 'accent' | 'critical'; running?: boolean } = {},
  ) => (
    <Button
      size="sm"
      variant={options.tone === 'accent' ? 'soft' : 'ghost'}
      tone={options.tone ?? 'neutral'}
      startIcon={
        options.running ? <Spinner size="sm" tone="inherit" aria-hidden /> : <Icon icon={icon} size="sm" />
      }
      disabled={options.running}
      data-slot={`report-card-${slot}`}
      data-state={options.running ? 'busy' : 'idle'}
      onClick={() => onClick(item.id)}
    >
      {label}
      <VisuallyHidden>{target}</VisuallyHidden>
    </Button>
  );

  return (
    <Card.Root
      asChild
      interactive={false}
      data-slot="report-card"
      data-status={status}
      data-ai={item.aiEnhanced ? 'enhanced' : 'plain'}
      data-state={busy ? 'busy' : 'idle'}
      className={cx(styles.root, className)}
    >
      <article aria-busy={busy || undefined} {...rest}>
        <div className={styles.top}>
          <Badge size="sm" tone={reportStatusTones[status]} data-slot="report-card-status">
            {item.statusLabel ?? labels.status[status]}
          </Badge>
          <span className={styles.updated} data-slot="report-card-updated">
            {item.updatedAt ? (
              <time dateTime={item.updatedAt}>{labels.updated(item.updatedRelative)}</time>
            ) : (
              labels.updated(item.updatedRelative)
            )}
          </span>
        </div>
        <div className={styles.heading}>
          <Title className={styles.title}>{item.title}</Title>
          <ul role="list" className={styles.meta}>
            {item.templateName ? (
              <li className={styles.metaItem} data-slot="report-card-template">
                <Icon icon={FileText} size="sm" />
                {item.templateName}
              </li>
            ) : null}
            <li
              className={cx(styles.metaItem, !item.clientName && styles.muted)}
              data-slot="report-card-client"
            >
              <Icon icon={User} size="sm" />
              {item.clientName || labels.noClient}
            </li>
            {item.caseId ? (
              <li className={styles.metaItem} data-slot="report-card-case">
                <Icon icon={Folder} size="sm" />
                {item.caseTitle ? labels.caseTitle(item.caseTitle) : labels.linkedCase}
              </li>
            ) : null}
          </ul>
        </div>
        {item.aiEnhanced ? (
          <p className={styles.aiBanner} data-slot="report-card-ai">
            <Icon icon={Sparkles} size="sm" />
            <span>{labels.aiBanner}</span>
            {item.aiPercent !== null ? (
              <span className={styles.aiPercent} data-slot="report-card-ai-percent">
                {labels.aiQuality(item.aiPercent)}
              </span>
            ) : null}
          </p>
        ) : null}
        {item.description ? (
          <p className={styles.description} data-slot="report-card-description">
            {item.description}
          </p>
        ) : null}
        <div className={styles.actions} data-slot="report-card-actions">
          {action('view', Eye, labels.view, onView)}
          {item.canEdit ? action('edit', Pencil, labels.edit, onEdit) : null}
          {item.canEnhance || enhancing
            ? action('enhance', WandSparkles, enhancing ? labels.enhancing : labels.enhance, onEnhance, {
                tone: 'accent',
                running: enhancing,
              })
            : null}
          {item.canGeneratePdf || generatingPdf
            ? action('pdf', FileDown, generatingPdf ? labels.generatingPdf : labels.pdf, onGeneratePdf, {
                tone: 'accent',
                running: generatingPdf,
              })
            : null}
          {item.canDownload ? action('download', Download, labels.download, onDownload) : null}
          {action('duplicate', Copy, labels.duplicate, onDuplicate)}
          {action('delete', Trash2, labels.delete, onDelete, { tone: 'critical' })}
        </div>
      </article>
    </Card.Root>
  );
}
