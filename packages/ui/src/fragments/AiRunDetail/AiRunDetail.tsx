import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog, type DialogProps } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import { aiRunOutcomeTones, formatRunTime, type AiRunItem, type WidenCopy } from '../AiRunsTable';
import * as styles from './AiRunDetail.css';

/** The states of the detail: loading, the run, or an error. */
export const aiRunDetailStates = ['loading', 'ready', 'error'] as const;

/** A state of the AiRunDetail. */
export type AiRunDetailState = (typeof aiRunDetailStates)[number];

/** A citation the run made and whether the check found it in the passages. */
export type AiRunCitationItem = {
  /** As the run wrote it ('art. 1902 CC', 'pág. 4'). */
  label: string;
  page: number | null;
  article: string | null;
  /** Found in the passages (✓) or not (✗). */
  verified: boolean;
};

/** A passage the run used. */
export type AiRunPassageItem = {
  /** Document name or norm. */
  source: string;
  page: number | null;
  article: string | null;
  text: string;
};

/** One run in full; the app maps `GET /api/supervisor/runs/:id`. */
export type AiRunDetailItem = Omit<AiRunItem, 'passages' | 'citations'> & {
  /** What it answered, summarised. */
  outputSummary: string;
  /** The Spanish message of a refused or failed run. */
  error: string | null;
  /** The analysed document's name, when there is one. */
  documentName: string | null;
  /** Answered through the smart cache: hit or miss; else null. */
  cache: 'hit' | 'miss' | null;
  citations: readonly AiRunCitationItem[];
  passages: readonly AiRunPassageItem[];
};

/** Copy of the AiRunDetail; defaults from `es.supervisor.detail` plus the kinds, outcomes and formats. */
export type AiRunDetailLabels = WidenCopy<
  (typeof es)['supervisor']['detail'] &
    Pick<(typeof es)['supervisor'], 'kinds' | 'outcomes' | 'auths' | 'formatDuration' | 'formatQuality'>
>;

export type AiRunDetailProps = {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` when the user closes it. */
  onOpenChange: (open: boolean) => void;
  /** Which state the run is in. */
  state: AiRunDetailState;
  /** The run, when loaded. @default null */
  run?: AiRunDetailItem | null;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Copy overrides. */
  labels?: Partial<AiRunDetailLabels>;
} & Omit<DialogProps, 'open' | 'onOpenChange' | 'title' | 'children' | 'defaultOpen' | 'trigger'>;

/** Where a passage or citation points: 'pág. 4 · art. 1902'. */
function place(labels: AiRunDetailLabels, page: number | null, article: string | null): string {
  return [page === null ? null : labels.page(page), article === null ? null : labels.article(article)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One AI run in a dialog (issue 15 item 2): its inputs and answer, engine, duration, outcome (and the
 * reason of a refusal or error), quality score, the citations checked — verified ✓ or failed ✗, a failed
 * one explained ('No se encontró en los pasajes') — and the passages it used (source, page or article),
 * each opening its text. Controlled: the app opens it and loads the run.
 */
export function AiRunDetail({
  open,
  onOpenChange,
  state,
  run = null,
  onRetry,
  labels: labelOverrides,
  className,
  ...rest
}: AiRunDetailProps) {
  const s = es.supervisor;
  const labels = {
    ...s.detail,
    kinds: s.kinds,
    outcomes: s.outcomes,
    auths: s.auths,
    formatDuration: s.formatDuration,
    formatQuality: s.formatQuality,
    ...labelOverrides,
  } as AiRunDetailLabels;
  const shown = state === 'ready' && !run ? 'loading' : state;

  const fact = (term: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );

  let body;
  if (shown === 'loading') {
    body = (
      <p className={styles.muted}>
        <Spinner size="sm" label={labels.loading} />
        <span aria-hidden>{labels.loading}</span>
      </p>
    );
  } else if (shown === 'error' || !run) {
    body = (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{labels.failed}</p>
        {onRetry ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <div className={styles.content}>
        <div className={styles.badges}>
          <Badge size="sm" tone="neutral" variant="outline">
            {labels.kinds[run.kind]}
          </Badge>
          <Badge size="sm" tone={aiRunOutcomeTones[run.outcome]}>
            {labels.outcomes[run.outcome]}
          </Badge>
          {run.cache ? (
            <Badge size="sm" tone="info">
              {labels.caches[run.cache]}
            </Badge>
          ) : null}
        </div>
        <dl className={styles.facts} data-slot="ai-run-detail-facts">
          {fact(labels.date, <time dateTime={run.createdAt}>{formatRunTime(run.createdAt)}</time>)}
          {fact(labels.engine, <span className={styles.mono}>{run.engine}</span>)}
          {fact(labels.duration, labels.formatDuration(run.durationMs))}
          {fact(labels.quality, run.qualityScore === null ? '—' : labels.formatQuality(run.qualityScore))}
          {fact(labels.auth, labels.auths[run.auth])}
          {run.tool ? fact(labels.tool, <span className={styles.mono}>{run.tool}</span>) : null}
          {run.client ? fact(labels.client, run.client) : null}
          {run.documentName ? fact(labels.document, run.documentName) : null}
        </dl>
        <div className={styles.block}>
          <Heading level={3} size="xs">
            {labels.input}
          </Heading>
          <p className={styles.text}>{run.inputSummary}</p>
        </div>
        {run.outputSummary ? (
          <div className={styles.block}>
            <Heading level={3} size="xs">
              {labels.output}
            </Heading>
            <p className={styles.text}>{run.outputSummary}</p>
          </div>
        ) : null}
        {run.error ? (
          <div className={styles.block} data-slot="ai-run-detail-error">
            <Heading level={3} size="xs">
              {labels.error}
            </Heading>
            <p className={styles.errorText}>{run.error}</p>
          </div>
        ) : null}
        <div className={styles.block}>
          <Heading level={3} size="xs">
            {labels.citations}
          </Heading>
          {run.citations.length === 0 ? (
            <p className={styles.muted}>{labels.noCitations}</p>
          ) : (
            <ul role="list" aria-label={labels.citations} className={styles.list}>
              {run.citations.map((c, i) => {
                // A label that already names the place ('pág. 1') is not followed by it again.
                const where = place(labels, c.page, c.article);
                return (
                  <li
                    key={`${c.label}-${i}`}
                    className={styles.citation}
                    data-slot="ai-run-detail-citation"
                    data-verified={c.verified}
                  >
                    <Icon
                      icon={c.verified ? Check : X}
                      size="sm"
                      className={c.verified ? styles.verifiedIcon : styles.failedIcon}
                    />
                    <span className={styles.citationBody}>
                      <span className={styles.citationLabel}>{c.label}</span>
                      {where && !c.label.includes(where) ? (
                        <span className={styles.mutedText}>{where}</span>
                      ) : null}
                      <span className={c.verified ? styles.verifiedText : styles.failedText}>
                        {c.verified ? labels.verified : `${labels.unverified}: ${labels.failedReason}`}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className={styles.block}>
          <Heading level={3} size="xs">
            {labels.passages}
          </Heading>
          {run.passages.length === 0 ? (
            <p className={styles.muted}>{labels.noPassages}</p>
          ) : (
            <ol aria-label={labels.passages} className={styles.list}>
              {run.passages.map((p, i) => (
                <li key={`${p.source}-${i}`} className={styles.passage} data-slot="ai-run-detail-passage">
                  <details className={styles.details}>
                    <summary className={styles.summary}>
                      <span className={styles.citationLabel}>{p.source}</span>
                      {place(labels, p.page, p.article) ? (
                        <span className={styles.mutedText}> · {place(labels, p.page, p.article)}</span>
                      ) : null}
                    </summary>
                    <p className={styles.passageText}>{p.text}</p>
                  </details>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={run && shown === 'ready' ? labels.kinds[run.kind] : undefined}
      closeLabel={labels.close}
      data-slot="ai-run-detail"
      data-state={shown}
      aria-busy={shown === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {body}
    </Dialog>
  );
}
