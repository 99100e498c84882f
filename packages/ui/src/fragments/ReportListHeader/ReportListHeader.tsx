import { useId, type ComponentProps } from 'react';
import { Eraser, Plus, RefreshCw, Sparkles } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './ReportListHeader.css';

/** The numbers of the header's statistics line. */
export type ReportListSummary = {
  /** Reports in total (stats `total_reports`). */
  total: number;
  /** Reports enhanced with AI (stats `ai_enhanced_count`). */
  aiEnhanced: number;
  /** Reports created this month (stats `this_month`). */
  thisMonth: number;
};

/** Copy of the ReportListHeader; defaults from `es.reportList.header`. */
export type ReportListHeaderLabels = (typeof es.reportList)['header'];

export type ReportListHeaderProps = {
  /** The statistics line's numbers; `null` hides the line (stats not loaded yet). */
  summary: ReportListSummary | null;
  /** Called by 'Actualizar'. */
  onRefresh: () => void;
  /** Called by 'Limpiar caché'. */
  onClearCache: () => void;
  /** Called by 'Nuevo Informe'. */
  onCreate: () => void;
  /** A refresh runs: 'Actualizando...', 'Actualizar' and 'Limpiar caché' disabled. @default false */
  refreshing?: boolean;
  /** Level of the heading. @default 1 */
  headingLevel?: 1 | 2;
  /** Id given to the heading, so a page region can be labelled by it. */
  headingId?: string;
  /** Copy overrides. */
  labels?: Partial<ReportListHeaderLabels>;
} & Omit<ComponentProps<'header'>, 'children'>;

/**
 * The report list's header (spec §2): 'Generador de Informes' with the 'IA Enhanced' badge, the
 * statistics line ('12 informes · 5 con IA · 3 este mes') and the buttons 'Actualizar' (busy while
 * refreshing), 'Limpiar caché' and 'Nuevo Informe'.
 */
export function ReportListHeader({
  summary,
  onRefresh,
  onClearCache,
  onCreate,
  refreshing = false,
  headingLevel = 1,
  headingId,
  labels: labelOverrides,
  className,
  ...rest
}: ReportListHeaderProps) {
  const labels: ReportListHeaderLabels = { ...es.reportList.header, ...labelOverrides };
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;
  return (
    <header
      data-slot="report-list-header"
      data-state={refreshing ? 'refreshing' : 'idle'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.intro}>
        <div className={styles.titleRow}>
          <Heading level={headingLevel} id={titleId}>
            {labels.title}
          </Heading>
          <Badge tone="accent" variant="soft" icon={Sparkles} data-slot="report-list-header-badge">
            {labels.aiBadge}
          </Badge>
        </div>
        {summary ? (
          <p className={styles.summary} data-slot="report-list-header-summary">
            {labels.statsLine(summary.total, summary.aiEnhanced, summary.thisMonth)}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          variant="outline"
          tone="neutral"
          disabled={refreshing}
          aria-busy={refreshing || undefined}
          startIcon={
            refreshing ? (
              <Spinner size="sm" tone="inherit" aria-hidden />
            ) : (
              <Icon icon={RefreshCw} size="sm" />
            )
          }
          data-slot="report-list-header-refresh"
          data-state={refreshing ? 'busy' : 'idle'}
          onClick={() => onRefresh()}
        >
          {refreshing ? labels.refreshing : labels.refresh}
        </Button>
        <Button
          variant="ghost"
          tone="neutral"
          disabled={refreshing}
          startIcon={<Icon icon={Eraser} size="sm" />}
          data-slot="report-list-header-clear-cache"
          onClick={() => onClearCache()}
        >
          {labels.clearCache}
        </Button>
        <Button
          startIcon={<Icon icon={Plus} size="sm" />}
          data-slot="report-list-header-create"
          onClick={() => onCreate()}
        >
          {labels.create}
        </Button>
      </div>
    </header>
  );
}
