import { useState, type ComponentProps } from 'react';
import { CircleAlert, CircleCheck, FileText, RotateCw, ScrollText, Sparkles, Trash2 } from 'lucide-react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Progress } from '../../components/Progress';
import { Select, type SelectOption } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './DocumentList.css';

/** A document's processing status (ADR 0010). */
export const documentStatuses = ['processing', 'ready', 'error'] as const;
/** One of {@link documentStatuses}. */
export type DocumentStatus = (typeof documentStatuses)[number];

/** The value of the case filter that means "all cases" (Select values may not be ''). */
export const ALL_CASES = '__all__';

/** One row of the list (a view model the app builds from `GET /documents`). */
export type DocumentListItem = {
  /** The document id. */
  id: string;
  /** The file name, e.g. 'contrato-arrendamiento.pdf'. */
  filename: string;
  /** Format label, e.g. 'PDF'. */
  type: string;
  /** Formatted size, e.g. '245.3 KB'. */
  size: string;
  /** Page count once known; null while processing. */
  pages: number | null;
  /** Title of the linked case, or null without one. */
  caseTitle: string | null;
  /** Formatted upload date, e.g. '15/1/2025'. */
  created: string;
  /** Processing status. */
  status: DocumentStatus;
  /** Extraction progress 0–100 while `processing`; null when unknown. */
  progress: number | null;
  /** Why extraction failed (`error` only). */
  error: string | null;
};

/** Copy of the DocumentList; defaults from `es.documents.list`. */
export type DocumentListLabels = {
  /** Accessible name of the list. @default 'Lista de documentos' */
  label: string;
  /** @default 'Filtrar por caso' */
  filter: string;
  /** @default 'Todos los casos' */
  allCases: string;
  /** @default 'Procesando' */
  processing: string;
  /** @default 'Listo' */
  ready: string;
  /** @default 'Error' */
  error: string;
  /** @default (count) => '1 página' | `${count} páginas` */
  pages: (count: number) => string;
  /** @default (title) => `Caso: ${title}` */
  case: (title: string) => string;
  /** Shown when `showCase` and the document has no case. @default 'Sin caso' */
  noCase: string;
  /** @default (date) => `Subido el ${date}` */
  created: (date: string) => string;
  /** @default 'Ver texto' */
  viewText: string;
  /** @default 'Analizar' */
  analyze: string;
  /** @default 'Eliminar' */
  delete: string;
  /** @default 'Reintentar' */
  retry: string;
  /** Completes an action's accessible name. @default (filename) => `: ${filename}` */
  actionTarget: (filename: string) => string;
  /** @default 'Cargando documentos...' */
  loading: string;
  /** The empty state. */
  empty: { title: string; description: string };
  /** Title of the error box. @default 'Error cargando documentos' */
  errorTitle: string;
  /** @default '¿Eliminar el documento?' */
  confirmTitle: string;
  /** @default (filename) => 'Se eliminarán «…», su texto extraído y sus fragmentos de búsqueda…' */
  confirmText: (filename: string) => string;
  /** @default 'Eliminar documento' */
  confirmAction: string;
};

export type DocumentListProps = {
  /** The rows, newest first as the app orders them. */
  documents: readonly DocumentListItem[];
  /** 'Ver texto' (ready documents): called with the document id. */
  onOpen: (id: string) => void;
  /** 'Analizar' (ready documents, beside 'Ver texto'): called with the document id; none when omitted. */
  onAnalyze?: (id: string) => void;
  /** Called with the document id once the user confirms 'Eliminar documento'. */
  onDelete: (id: string) => void;
  /** 'Reintentar' on a failed document: called with its id. */
  onRetry: (id: string) => void;
  /** Ids whose delete or retry request runs: their actions are inert. @default [] */
  busyIds?: readonly string[];
  /** The first load runs: skeleton rows. @default false */
  loading?: boolean;
  /** Why the list could not be loaded; replaces the rows. @default null */
  error?: string | null;
  /** 'Reintentar' of the error box; none when omitted. */
  onReload?: () => void;
  /** Cases for the filter; the filter shows only when this is given. */
  caseOptions?: readonly SelectOption[];
  /** The filtered case id, or null for all (controlled). @default null */
  caseId?: string | null;
  /** Called with the chosen case id, or null for 'Todos los casos'. */
  onCaseChange?: (caseId: string | null) => void;
  /** Show each row's case (off inside a case, where it is always the same). @default true */
  showCase?: boolean;
  /** Shown instead of the default empty state (e.g. an action to upload). */
  emptyAction?: ComponentProps<typeof EmptyState>['action'];
  /** Level of the empty and error titles. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. */
  labels?: Partial<DocumentListLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * The user's documents (spec §7 GET /documents; ADR 0010): filename, type, size, pages, case, upload
 * date and a status — 'Procesando' with its progress, 'Listo', or 'Error' with the reason and
 * 'Reintentar'. Actions: 'Ver texto', 'Analizar' (with `onAnalyze`) and 'Eliminar' (after a confirmation). Optional filter by case.
 * Presentational: loading, empty and error are props; the confirmation's open state is internal
 * because nothing outside needs it — `onDelete` fires only after the user confirms.
 */
export function DocumentList({
  documents,
  onOpen,
  onAnalyze,
  onDelete,
  onRetry,
  busyIds = [],
  loading = false,
  error = null,
  onReload,
  caseOptions,
  caseId = null,
  onCaseChange,
  showCase = true,
  emptyAction,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: DocumentListProps) {
  const labels: DocumentListLabels = { ...es.documents.list, ...labelOverrides };
  const [confirming, setConfirming] = useState<DocumentListItem | null>(null);
  const state = error ? 'error' : loading ? 'loading' : documents.length === 0 ? 'empty' : 'ready';

  let body;
  if (state === 'error') {
    body = (
      <ErrorState title={labels.errorTitle} message={error} onRetry={onReload} headingLevel={headingLevel} />
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" className={styles.list} data-slot="document-list-loading">
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.row} aria-hidden>
            <Skeleton shape="circle" size="md" />
            <div className={styles.main}>
              <Skeleton shape="text" size="md" width="60%" />
              <Skeleton shape="text" size="sm" width="85%" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <EmptyState
        size="sm"
        icon={FileText}
        title={labels.empty.title}
        description={labels.empty.description}
        action={emptyAction}
        headingLevel={headingLevel}
      />
    );
  } else {
    body = (
      <ul aria-label={labels.label} className={styles.list} data-slot="document-list-items">
        {documents.map((doc) => (
          <DocumentRow
            key={doc.id}
            doc={doc}
            labels={labels}
            showCase={showCase}
            busy={busyIds.includes(doc.id)}
            onOpen={onOpen}
            onAnalyze={onAnalyze}
            onRetry={onRetry}
            onAskDelete={setConfirming}
          />
        ))}
      </ul>
    );
  }

  return (
    <div data-slot="document-list" data-state={state} className={cx(styles.root, className)} {...rest}>
      {caseOptions ? (
        <Select
          label={labels.filter}
          size="sm"
          className={styles.filter}
          data-slot="document-list-filter"
          options={[{ value: ALL_CASES, label: labels.allCases }, ...caseOptions]}
          value={caseId ?? ALL_CASES}
          onValueChange={(next) => onCaseChange?.(next === ALL_CASES ? null : next)}
        />
      ) : null}
      {body}
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
      >
        <AlertDialog.Content data-tone="critical" data-slot="document-list-confirm">
          <AlertDialog.Header>
            <AlertDialog.Title>{labels.confirmTitle}</AlertDialog.Title>
            <AlertDialog.Description>
              {confirming ? labels.confirmText(confirming.filename) : ''}
            </AlertDialog.Description>
          </AlertDialog.Header>
          <AlertDialog.Footer>
            <AlertDialog.Cancel />
            <AlertDialog.Action
              tone="critical"
              data-slot="document-list-confirm-button"
              onClick={() => {
                if (confirming) onDelete(confirming.id);
              }}
            >
              {labels.confirmAction}
            </AlertDialog.Action>
          </AlertDialog.Footer>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </div>
  );
}

function DocumentRow({
  doc,
  labels,
  showCase,
  busy,
  onOpen,
  onAnalyze,
  onRetry,
  onAskDelete,
}: {
  doc: DocumentListItem;
  labels: DocumentListLabels;
  showCase: boolean;
  busy: boolean;
  onOpen: (id: string) => void;
  onAnalyze: ((id: string) => void) | undefined;
  onRetry: (id: string) => void;
  onAskDelete: (doc: DocumentListItem) => void;
}) {
  const target = labels.actionTarget(doc.filename);
  const meta = [
    doc.type,
    doc.size,
    doc.pages !== null ? labels.pages(doc.pages) : null,
    showCase ? (doc.caseTitle !== null ? labels.case(doc.caseTitle) : labels.noCase) : null,
    labels.created(doc.created),
  ].filter((part): part is string => part !== null && part !== '');
  return (
    <li
      className={styles.row}
      data-slot="document-list-item"
      data-state={doc.status}
      aria-busy={busy || undefined}
    >
      <span className={styles.fileIcon}>
        <Icon icon={FileText} size="md" />
      </span>
      <div className={styles.main}>
        <span className={styles.filename} data-slot="document-list-filename">
          {doc.filename}
        </span>
        <ul role="list" className={styles.meta} data-slot="document-list-meta">
          {meta.map((part, i) => (
            <li key={i} className={styles.metaItem}>
              {part}
            </li>
          ))}
        </ul>
        {doc.status === 'processing' ? (
          <Progress
            size="sm"
            tone="neutral"
            value={doc.progress}
            label={labels.processing}
            className={styles.progress}
            data-slot="document-list-progress"
          />
        ) : null}
        {doc.status === 'error' && doc.error ? (
          <p className={styles.error} data-slot="document-list-error">
            {doc.error}
          </p>
        ) : null}
      </div>
      <div className={styles.side}>
        <StatusBadge doc={doc} labels={labels} />
        <div className={styles.actions}>
          {doc.status === 'ready' ? (
            <Button
              size="sm"
              variant="soft"
              tone="neutral"
              startIcon={<Icon icon={ScrollText} size="sm" />}
              data-slot="document-list-open"
              aria-label={labels.viewText + target}
              onClick={() => onOpen(doc.id)}
            >
              {labels.viewText}
            </Button>
          ) : null}
          {doc.status === 'ready' && onAnalyze ? (
            <Button
              size="sm"
              variant="soft"
              tone="accent"
              startIcon={<Icon icon={Sparkles} size="sm" />}
              data-slot="document-list-analyze"
              aria-label={labels.analyze + target}
              onClick={() => onAnalyze(doc.id)}
            >
              {labels.analyze}
            </Button>
          ) : null}
          {doc.status === 'error' ? (
            <Button
              size="sm"
              variant="soft"
              tone="accent"
              startIcon={<Icon icon={RotateCw} size="sm" />}
              data-slot="document-list-retry"
              aria-label={labels.retry + target}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onRetry(doc.id);
              }}
            >
              {labels.retry}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            tone="critical"
            startIcon={<Icon icon={Trash2} size="sm" />}
            data-slot="document-list-delete"
            aria-label={labels.delete + target}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAskDelete(doc);
            }}
          >
            {labels.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}

function StatusBadge({ doc, labels }: { doc: DocumentListItem; labels: DocumentListLabels }) {
  if (doc.status === 'ready') {
    return (
      <Badge tone="positive" icon={CircleCheck} data-slot="document-list-status" data-state="ready">
        {labels.ready}
      </Badge>
    );
  }
  if (doc.status === 'error') {
    return (
      <Badge tone="critical" icon={CircleAlert} data-slot="document-list-status" data-state="error">
        {labels.error}
      </Badge>
    );
  }
  const percent = doc.progress === null ? null : Math.round(Math.min(100, Math.max(0, doc.progress)));
  return (
    <Badge tone="warning" data-slot="document-list-status" data-state="processing">
      {percent === null ? labels.processing : `${labels.processing} ${percent} %`}
    </Badge>
  );
}
