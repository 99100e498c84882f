import { useId, type ComponentProps, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { Check, ChevronDown, ChevronUp, Copy, FileSearch, Lightbulb } from 'lucide-react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './CaseAnalysisPanel.css';

/** The three states of the panel: loading, an analysis to show, or none for this case. */
export const caseAnalysisStates = ['loading', 'available', 'none'] as const;

/** A state of the CaseAnalysisPanel. */
export type CaseAnalysisState = (typeof caseAnalysisStates)[number];

/** A case analysis as the panel shows it (spec §3 Case analysis); the app maps and formats it. */
export type CaseAnalysisItem = {
  /** Analysis type, e.g. 'complete'. */
  type: string;
  /** Number of documents analysed. */
  documentsAnalyzed: number;
  /** Total characters analysed. */
  totalChars: number;
  /** The analysis date, already formatted (es-ES), e.g. '12/3/2026, 10:45:00'. */
  date: string;
  /** The summary text; 'Copiar todo' copies it. */
  summary: string;
};

/** Copy of the CaseAnalysisPanel; defaults from `es.reportForms.caseAnalysis`. */
export type CaseAnalysisPanelLabels = Record<keyof (typeof es.reportForms)['caseAnalysis'], string>;

export type CaseAnalysisPanelProps = {
  /** Which state to show. */
  state: CaseAnalysisState;
  /** The analysis; shown when `state` is 'available'. @default null */
  analysis?: CaseAnalysisItem | null;
  /** Whether the summary is shown (controlled). */
  expanded?: boolean;
  /** Whether the summary is shown at first (uncontrolled). @default true */
  defaultExpanded?: boolean;
  /** Called with the next expanded state by the show/hide toggle. */
  onExpandedChange?: (next: boolean) => void;
  /** Called by 'Copiar todo'; the app copies `analysis.summary` to the clipboard. */
  onCopy?: () => void;
  /** The summary was just copied: the button reads '✓ Copiado' (the app resets it after 1.5 s). @default false */
  copied?: boolean;
  /** An action beside the heading, e.g. the case page's 'Analizar caso' button. @default none */
  action?: ReactNode;
  /** Level of the 'Análisis del caso' heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<CaseAnalysisPanelLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const numberFormat = new Intl.NumberFormat('es-ES');

/**
 * 'Análisis del caso' (spec §2 wizard step 2 and edit modal): loading; an available analysis (type,
 * documents analysed, total characters, date, show/hide toggle, summary, 'Copiar todo' → '✓ Copiado',
 * and a tip to paste sections into the fields); or the note that the case has no analysis yet.
 */
export function CaseAnalysisPanel({
  state,
  analysis = null,
  expanded: expandedProp,
  defaultExpanded = true,
  onExpandedChange,
  onCopy,
  copied = false,
  action,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: CaseAnalysisPanelProps) {
  const labels: CaseAnalysisPanelLabels = { ...es.reportForms.caseAnalysis, ...labelOverrides };
  const headingId = useId();
  const summaryId = useId();
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const toggle = () => setExpanded(!expanded);
  const shown: CaseAnalysisState = state === 'available' && !analysis ? 'none' : state;

  return (
    <section
      data-slot="case-analysis-panel"
      data-state={shown}
      aria-labelledby={headingId}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={FileSearch} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
        {action ? <div className={styles.headerAction}>{action}</div> : null}
      </div>
      {shown === 'loading' ? (
        <p className={styles.muted} data-slot="case-analysis-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shown === 'none' || !analysis ? (
        <p className={styles.muted} data-slot="case-analysis-none">
          {labels.none}
        </p>
      ) : (
        <>
          <dl className={styles.facts} data-slot="case-analysis-facts">
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.type}</dt>
              <dd className={styles.detail}>{analysis.type}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.documents}</dt>
              <dd className={styles.detail}>{numberFormat.format(analysis.documentsAnalyzed)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.characters}</dt>
              <dd className={styles.detail}>{numberFormat.format(analysis.totalChars)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.date}</dt>
              <dd className={styles.detail}>{analysis.date}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="ghost"
              tone="neutral"
              aria-expanded={expanded}
              aria-controls={summaryId}
              data-slot="case-analysis-toggle"
              startIcon={<Icon icon={expanded ? ChevronUp : ChevronDown} size="sm" />}
              onClick={toggle}
            >
              {expanded ? labels.hide : labels.show}
            </Button>
            {onCopy ? (
              <Button
                size="sm"
                variant="outline"
                tone={copied ? 'positive' : 'neutral'}
                data-slot="case-analysis-copy"
                data-state={copied ? 'copied' : 'idle'}
                startIcon={copied ? undefined : <Icon icon={Copy} size="sm" />}
                onClick={() => onCopy()}
              >
                {copied ? labels.copied : labels.copyAll}
              </Button>
            ) : null}
            <VisuallyHidden role="status">{copied ? labels.copied : ''}</VisuallyHidden>
          </div>
          <div
            id={summaryId}
            hidden={!expanded}
            className={styles.summaryBlock}
            data-slot="case-analysis-summary"
          >
            <p className={styles.summaryLabel}>{labels.summary}</p>
            <p className={styles.summary}>{analysis.summary}</p>
          </div>
          <p className={styles.tip} data-slot="case-analysis-tip">
            <Icon icon={copied ? Check : Lightbulb} size="sm" className={styles.tipIcon} />
            {labels.tip}
          </p>
        </>
      )}
    </section>
  );
}
