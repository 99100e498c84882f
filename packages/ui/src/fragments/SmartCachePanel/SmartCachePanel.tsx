import { useId, type ComponentProps } from 'react';
import { Database, RefreshCw, Search } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import * as es from '../../i18n/es';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import type { WidenCopy } from '../AiRunsTable';
import * as styles from './SmartCachePanel.css';

/** The states of the answer: nothing asked yet ('empty'), asking, the answer, or an error. */
export const smartCachePanelStates = ['empty', 'loading', 'ready', 'error'] as const;

/** A state of the SmartCachePanel's answer. */
export type SmartCachePanelState = (typeof smartCachePanelStates)[number];

/** The states of the engines summary. */
export const enginesStates = ['loading', 'ready', 'error'] as const;

/** A state of the engines summary. */
export type EnginesState = (typeof enginesStates)[number];

/** A collection to search; the app maps `GET /collections`. */
export type CacheCollectionItem = {
  /** The collection's name (what `POST /mcp/smart_cache` takes). */
  name: string;
  /** A public collection (the legislation), shown '(pública)'. */
  public: boolean;
  /** The option's text instead of the name ('Todas las colecciones' for `all`). */
  label?: string;
};

/** What the user asks the cache. */
export type SmartCacheRequest = {
  query: string;
  collection: string;
  /** 'Forzar actualización': compute the answer again and store it. */
  forceRefresh: boolean;
};

/** The cache's answer; the app maps `POST /mcp/smart_cache`. */
export type SmartCacheResult = {
  cache: 'hit' | 'miss';
  /** Seconds since the answer was computed (0 on a miss). */
  ageSeconds: number;
  /** Passages in the answer. */
  resultCount: number;
};

/** A plan or server limit, worded by the app. */
export type EngineLimitItem = { key: string; label: string; value: string };

/** The engines and limits; the app maps `GET /system/capabilities`. */
export type EnginesSummary = {
  /** The search engine (`postgres-fts`, `hybrid`…). */
  searchEngine: string;
  /** The AI provider and model, or the embedded engine. */
  aiProvider: string;
  /** The OCR's languages, or null when the OCR is off. */
  ocrLanguages: readonly string[] | null;
  /** Plan and server limits. */
  limits: readonly EngineLimitItem[];
  /** The server's version. */
  version: string | null;
};

/** Copy of the SmartCachePanel; defaults from `es.supervisor.cache`. */
export type SmartCachePanelLabels = WidenCopy<(typeof es)['supervisor']['cache']>;

export type SmartCachePanelProps = {
  /** State of the answer. */
  state: SmartCachePanelState;
  /** The query (controlled). */
  query: string;
  /** Called with the next query. */
  onQueryChange: (query: string) => void;
  /** The chosen collection's name (controlled). */
  collection: string;
  /** Called with the next collection. */
  onCollectionChange: (collection: string) => void;
  /** The collections to choose from. @default [] */
  collections?: readonly CacheCollectionItem[];
  /** The collections are loading. @default false */
  collectionsLoading?: boolean;
  /** Called by 'Consultar' (`forceRefresh` false) and 'Forzar actualización' (true). */
  onSubmit: (request: SmartCacheRequest) => void;
  /** The last answer, in the 'ready' state. @default null */
  result?: SmartCacheResult | null;
  /** State of the engines summary. @default 'loading' */
  enginesState?: EnginesState;
  /** The engines and limits. @default null */
  engines?: EnginesSummary | null;
  /** 'Reintentar' when the engines failed; no button without it. */
  onEnginesRetry?: () => void;
  /** Level of the panel's heading (its parts' are one below). @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<SmartCachePanelLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onSubmit'>;

/**
 * The smart cache (issue 15 item 2): a query and a collection, 'Consultar' or 'Forzar actualización',
 * and the answer's source — from the cache ('Respuesta en caché de hace 3 min') or computed now — with
 * its result count; beside it, the engines and limits the server runs with (search engine, AI provider,
 * OCR languages, limits). Controlled: the app asks the server.
 */
export function SmartCachePanel({
  state,
  query,
  onQueryChange,
  collection,
  onCollectionChange,
  collections = [],
  collectionsLoading = false,
  onSubmit,
  result = null,
  enginesState = 'loading',
  engines = null,
  onEnginesRetry,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: SmartCachePanelProps) {
  const labels = { ...es.supervisor.cache, ...labelOverrides } as SmartCachePanelLabels;
  const headingId = useId();
  const descriptionId = useId();
  const sub = (headingLevel + 1) as 3 | 4;
  const busy = state === 'loading';
  const canSubmit = query.trim() !== '' && collection !== '' && !busy;
  const submit = (forceRefresh: boolean) => {
    if (canSubmit) onSubmit({ query: query.trim(), collection, forceRefresh });
  };

  let answer = null;
  if (state === 'loading') {
    answer = (
      <p className={styles.muted}>
        <Spinner size="sm" label={labels.searching} />
        <span aria-hidden>{labels.searching}</span>
      </p>
    );
  } else if (state === 'error') {
    answer = (
      <p className={styles.errorText} role="alert">
        {labels.failed}
      </p>
    );
  } else if (state === 'ready' && result) {
    answer = (
      <div className={styles.answer} role="status" data-slot="smart-cache-answer" data-cache={result.cache}>
        <Badge size="sm" tone={result.cache === 'hit' ? 'positive' : 'info'}>
          {result.cache === 'hit' ? labels.hit : labels.miss}
        </Badge>
        <span>{result.cache === 'hit' ? labels.cachedAgo(labels.ago(result.ageSeconds)) : labels.fresh}</span>
        <span className={styles.mutedText}>{labels.results(result.resultCount)}</span>
      </div>
    );
  }

  let enginesBody;
  if (enginesState === 'loading' || (enginesState === 'ready' && !engines)) {
    enginesBody = (
      <p className={styles.muted}>
        <Spinner size="sm" label={labels.enginesLoading} />
        <span aria-hidden>{labels.enginesLoading}</span>
      </p>
    );
  } else if (enginesState === 'error' || !engines) {
    enginesBody = (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{labels.enginesFailed}</p>
        {onEnginesRetry ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={() => onEnginesRetry()}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else {
    const facts = [
      { key: 'search', label: labels.searchEngine, value: engines.searchEngine },
      { key: 'ai', label: labels.aiProvider, value: engines.aiProvider },
      {
        key: 'ocr',
        label: labels.ocr,
        value: engines.ocrLanguages ? engines.ocrLanguages.join(', ') : labels.ocrOff,
      },
      ...(engines.version ? [{ key: 'version', label: labels.version, value: engines.version }] : []),
      ...engines.limits,
    ];
    enginesBody = (
      <dl className={styles.facts} data-slot="smart-cache-engines">
        {facts.map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt className={styles.factTerm}>{f.label}</dt>
            <dd className={styles.factValue}>{f.value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section
      data-slot="smart-cache-panel"
      data-state={state}
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header}>
        <Icon icon={Database} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={headingId}>
          {labels.title}
        </Heading>
      </div>
      <p className={styles.mutedText} id={descriptionId}>
        {labels.description}
      </p>
      <div className={styles.grid}>
        <form
          className={styles.form}
          aria-label={labels.title}
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
        >
          <div className={styles.fields}>
            <TextField
              className={styles.query}
              size="sm"
              type="search"
              label={labels.query}
              placeholder={labels.queryPlaceholder}
              value={query}
              onValueChange={onQueryChange}
            />
            <Select
              className={styles.collection}
              size="sm"
              label={labels.collection}
              options={collections.map((c) => ({
                value: c.name,
                label: c.label ?? (c.public ? labels.publicCollection(c.name) : c.name),
              }))}
              loading={collectionsLoading}
              value={collection}
              onValueChange={onCollectionChange}
            />
          </div>
          <div className={styles.actions}>
            <Button
              type="submit"
              size="sm"
              disabled={!canSubmit}
              startIcon={<Icon icon={Search} size="sm" />}
            >
              {labels.submit}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={!canSubmit}
              startIcon={<Icon icon={RefreshCw} size="sm" />}
              onClick={() => submit(true)}
            >
              {labels.forceRefresh}
            </Button>
          </div>
          {answer}
        </form>
        <div className={styles.card} data-slot="smart-cache-engines-card">
          <Heading level={sub} size="xs">
            {labels.engines}
          </Heading>
          {enginesBody}
        </div>
      </div>
    </section>
  );
}
