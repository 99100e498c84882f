import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Heading } from '../../primitives/Heading';
import { isReportStatusValue, reportStatusTones } from '../ReportCard';
import type { ReportViewerItem, ReportViewerLabels } from './ReportViewer';
import * as styles from './ReportViewerHeader.css';

export type ReportViewerHeaderProps = {
  /** The report: its status, 'IA Enhanced', title, client and update date. */
  item: Pick<
    ReportViewerItem,
    'status' | 'statusLabel' | 'statusTone' | 'aiEnhanced' | 'title' | 'clientName' | 'updatedAt'
  >;
  /** Copy: 'IA Enhanced', 'Cliente', 'Actualizado {date}'. */
  labels: Pick<ReportViewerLabels, 'aiBadge' | 'client' | 'updated'>;
  /** What sits beside the title: the report's actions (`ReportActions`). @default null */
  actions?: ReactNode;
};

/**
 * The report's header: the status badge (the app's tone, else the list's tone of a known status, else
 * grey), 'IA Enhanced', the title as the page's `h1`, the client and 'Actualizado {date}'; the actions
 * beside them.
 */
export function ReportViewerHeader({ item, labels, actions = null }: ReportViewerHeaderProps) {
  const tone =
    item.statusTone ?? (isReportStatusValue(item.status) ? reportStatusTones[item.status] : 'neutral');
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <div className={styles.titleBlock}>
          <div className={styles.badges}>
            <Badge tone={tone} data-slot="report-viewer-status">
              {item.statusLabel}
            </Badge>
            {item.aiEnhanced ? (
              <Badge tone="accent" icon={Sparkles} data-slot="report-viewer-ai">
                {labels.aiBadge}
              </Badge>
            ) : null}
          </div>
          <Heading level={1} className={styles.title}>
            {item.title}
          </Heading>
          <p className={styles.meta}>
            {item.clientName ? (
              <span>
                {labels.client}: <span className={styles.metaValue}>{item.clientName}</span>
              </span>
            ) : null}
            <span>{labels.updated(item.updatedAt)}</span>
          </p>
        </div>
        {actions}
      </div>
    </header>
  );
}
