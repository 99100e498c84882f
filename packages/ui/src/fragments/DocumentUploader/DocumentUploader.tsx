import { useId, useRef, useState, type ComponentProps, type DragEvent } from 'react';
import { CircleCheck, FileText, Upload, X } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { IconButton } from '../../components/IconButton';
import { Progress } from '../../components/Progress';
import { Select, type SelectOption } from '../../components/Select';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './DocumentUploader.css';

/** Where one file stands: sent to the server, extracted by it, done, or refused. */
export const uploadItemStatuses = ['uploading', 'processing', 'ready', 'error'] as const;
/** One of {@link uploadItemStatuses}. */
export type UploadItemStatus = (typeof uploadItemStatuses)[number];

/** The value of the case select that means "no case" (Select values may not be ''). */
export const NO_CASE = '__none__';

/** One row of the uploader's file list (a view model the app builds). */
export type UploadItem = {
  /** Stable id of the row (not the document id: a refused file has none). */
  id: string;
  /** The file's name, e.g. 'contrato-arrendamiento.pdf'. */
  name: string;
  /** The formatted size, e.g. '245.3 KB'. */
  size: string;
  /** Where the file stands. */
  status: UploadItemStatus;
  /** Percent 0–100 of the transfer (`uploading`) or of the extraction (`processing`); null when unknown. */
  progress?: number | null;
  /** Spanish reason of an `error` row (client check or the server's message). */
  error?: string | null;
};

/** Copy of the DocumentUploader; defaults from `es.documents.uploader`. */
export type DocumentUploaderLabels = {
  /** Accessible name of the whole region. @default 'Subir documentos' */
  region: string;
  /** Before the picker's label. @default 'Arrastra aquí tus archivos o' */
  instructions: string;
  /** The picker's label, the end of the drop zone's accessible name. @default 'Seleccionar archivos' */
  choose: string;
  /** @default 'PDF, DOCX o TXT · máximo 10 MB' */
  hint: string;
  /** Shown while files are dragged over the zone. @default 'Suelta los archivos para subirlos' */
  dropping: string;
  /** The case select. @default 'Caso' */
  case: string;
  /** The case select's "none" option. @default 'Sin caso' */
  noCase: string;
  /** Accessible name of the file list. @default 'Archivos subidos' */
  files: string;
  /** @default 'Subiendo…' */
  uploading: string;
  /** @default 'Procesando…' */
  processing: string;
  /** @default 'Listo' */
  ready: string;
  /** Badge of a refused file. @default 'Error' */
  failed: string;
  /** The row's remove button. @default (name) => `Quitar ${name}` */
  remove: (name: string) => string;
};

export type DocumentUploaderProps = {
  /** Called with the files dropped or picked (all of them; the app checks size and type). */
  onFilesSelected: (files: File[]) => void;
  /** The rows: files being sent, extracted, done or refused. `[]` hides the list. */
  items: readonly UploadItem[];
  /** Called with a row's id by its remove button (the app cancels a running transfer). */
  onRemove: (id: string) => void;
  /** Cases the upload can be linked to; the select shows only when this is given. */
  caseOptions?: readonly SelectOption[];
  /** The chosen case id, or null for 'Sin caso' (controlled). @default null */
  caseId?: string | null;
  /** Called with the chosen case id, or null for 'Sin caso'. */
  onCaseChange?: (caseId: string | null) => void;
  /** The case options are loading. @default false */
  casesLoading?: boolean;
  /** Nothing can be dropped or picked (e.g. while the session ends). @default false */
  disabled?: boolean;
  /** The file input's `accept`. @default '.pdf,.docx,.txt' */
  accept?: string;
  /** Copy overrides. */
  labels?: Partial<DocumentUploaderLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'onChange'>;

/**
 * Upload of legal documents (spec §5: max 10 MB; PDF, DOCX, TXT): a drop zone that is also the file
 * picker (a button, so Enter and Space open the dialog), an optional case select, and one row per file
 * with its transfer progress ('Subiendo… 45 %'), then the server's extraction ('Procesando… 60 %'), then
 * 'Listo' — or the reason it was refused. Presentational: the app validates, sends and polls.
 */
export function DocumentUploader({
  onFilesSelected,
  items,
  onRemove,
  caseOptions,
  caseId = null,
  onCaseChange,
  casesLoading = false,
  disabled = false,
  accept = '.pdf,.docx,.txt',
  labels: labelOverrides,
  className,
  ...rest
}: DocumentUploaderProps) {
  const labels: DocumentUploaderLabels = { ...es.documents.uploader, ...labelOverrides };
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0 && !disabled) onFilesSelected(files);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || !Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <section
      aria-label={labels.region}
      data-slot="document-uploader"
      data-state={dragging ? 'dragging' : 'idle'}
      className={cx(styles.root, className)}
      {...rest}
    >
      {caseOptions ? (
        <Select
          label={labels.case}
          data-slot="document-uploader-case"
          className={styles.caseSelect}
          options={[{ value: NO_CASE, label: labels.noCase }, ...caseOptions]}
          value={caseId ?? NO_CASE}
          onValueChange={(next) => onCaseChange?.(next === NO_CASE ? null : next)}
          loading={casesLoading}
          disabled={disabled}
        />
      ) : null}
      <button
        type="button"
        data-slot="document-uploader-dropzone"
        data-state={dragging ? 'dragging' : 'idle'}
        className={styles.dropzone}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className={styles.dropIcon}>
          <Icon icon={Upload} size="lg" />
        </span>
        <span className={styles.dropText}>
          {dragging ? (
            labels.dropping
          ) : (
            <>
              {labels.instructions} <span className={styles.chooseLabel}>{labels.choose}</span>
            </>
          )}
        </span>
        {/* Read once, as the description, not again inside the name. */}
        <span id={hintId} className={styles.hint} aria-hidden>
          {labels.hint}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={accept}
        hidden
        data-slot="document-uploader-input"
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file can be chosen again after a refusal.
          event.currentTarget.value = '';
        }}
      />
      {items.length > 0 ? (
        <ul aria-label={labels.files} className={styles.list} data-slot="document-uploader-files">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} labels={labels} onRemove={onRemove} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function UploadRow({
  item,
  labels,
  onRemove,
}: {
  item: UploadItem;
  labels: DocumentUploaderLabels;
  onRemove: (id: string) => void;
}) {
  const progress = item.progress ?? null;
  return (
    <li className={styles.row} data-slot="document-uploader-file" data-state={item.status}>
      <span className={styles.fileIcon}>
        <Icon icon={FileText} size="md" />
      </span>
      <div className={styles.rowBody}>
        <div className={styles.rowHead}>
          <span className={styles.fileName}>{item.name}</span>
          <span className={styles.fileSize}>{item.size}</span>
        </div>
        {item.status === 'uploading' || item.status === 'processing' ? (
          <Progress
            size="sm"
            value={progress}
            label={item.status === 'uploading' ? labels.uploading : labels.processing}
            tone={item.status === 'uploading' ? 'accent' : 'neutral'}
          />
        ) : null}
        {item.status === 'ready' ? (
          <Badge
            tone="positive"
            icon={CircleCheck}
            className={styles.badge}
            data-slot="document-uploader-ready"
          >
            {labels.ready}
          </Badge>
        ) : null}
        {item.status === 'error' ? (
          <p role="alert" className={styles.error} data-slot="document-uploader-error">
            {item.error || labels.failed}
          </p>
        ) : null}
      </div>
      <IconButton
        icon={X}
        size="sm"
        label={labels.remove(item.name)}
        data-slot="document-uploader-remove"
        onClick={() => onRemove(item.id)}
      />
    </li>
  );
}
