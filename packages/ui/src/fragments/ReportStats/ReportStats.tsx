import type { ComponentProps } from 'react';
import { CircleCheck, FileDown, FileText, PencilLine, Send, Sparkles, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../components/Skeleton';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './ReportStats.css';

/** The six report statistics, in display order. */
export const reportStatKeys = ['total', 'aiEnhanced', 'draft', 'completed', 'generated', 'sent'] as const;
/** One of the six statistics. */
export type ReportStatKey = (typeof reportStatKeys)[number];

/** The six numbers (spec §3 Report stats: total_reports, ai_enhanced_count, by_status). */
export type ReportStatsValues = Record<ReportStatKey, number>;

/** Copy of ReportStats; defaults from `es.reportList.stats`. */
export type ReportStatsLabels = (typeof es.reportList)['stats'];

export type ReportStatsProps = {
  /** The numbers; `null` while they load (with `loading`) or when unknown (shows '—'). */
  values: ReportStatsValues | null;
  /** The numbers load: skeletons instead of the values, `aria-busy`. @default false */
  loading?: boolean;
  /** Copy overrides. */
  labels?: Partial<ReportStatsLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const icons: Record<ReportStatKey, LucideIcon> = {
  total: FileText,
  aiEnhanced: Sparkles,
  draft: PencilLine,
  completed: CircleCheck,
  generated: FileDown,
  sent: Send,
};

const numberFormat = new Intl.NumberFormat('es-ES');

/**
 * The six statistic cards of the report list (spec §2): Total, Con IA, Borradores, Completados, PDF
 * Generados, Enviados. A description list: each card's term is its label, its value the number.
 * While loading the values are skeletons and the region is `aria-busy`.
 */
export function ReportStats({
  values,
  loading = false,
  labels: labelOverrides,
  className,
  ...rest
}: ReportStatsProps) {
  const labels: ReportStatsLabels = { ...es.reportList.stats, ...labelOverrides };
  return (
    <section
      aria-label={labels.region}
      aria-busy={loading || undefined}
      data-slot="report-stats"
      data-state={loading ? 'loading' : 'ready'}
      className={cx(styles.root, className)}
      {...rest}
    >
      {loading ? <VisuallyHidden>{labels.loading}</VisuallyHidden> : null}
      <dl className={styles.grid}>
        {reportStatKeys.map((key) => (
          <div key={key} className={styles.card} data-slot="report-stat" data-stat={key}>
            <dt className={styles.label}>
              <span className={styles.icon} data-stat={key}>
                <Icon icon={icons[key]} size="sm" />
              </span>
              {labels[key]}
            </dt>
            <dd className={styles.value}>
              {loading ? (
                <Skeleton shape="text" size="lg" width="3ch" />
              ) : values ? (
                numberFormat.format(values[key])
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
