import { useId, type ComponentProps, type FormEvent } from 'react';
import { Download, FileQuestion, ListPlus, TableProperties } from 'lucide-react';
import { Button } from '../../components/Button';
import { SkeletonText } from '../../components/Skeleton';
import { Textarea } from '../../components/Textarea';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { addQuestions, parseQuestions, questionsProblem } from './questions';
import * as styles from './ReviewGrid.css';

/** One cell of the grid: a document's answer to a question (a view model of the API's cell). */
export type ReviewGridCell = {
  /** Whether the document answers it; otherwise the cell reads 'No consta'. */
  found: boolean;
  /** The passage(s) that answer, verbatim, without quotation marks. */
  text: string;
  /** The pages they are on, in order. */
  pages: readonly number[];
};

/** The grid: rows are documents, columns questions (`cells[row][column]`). */
export type ReviewGridResult = {
  questions: readonly string[];
  documents: readonly { id: string; filename: string }[];
  cells: readonly (readonly ReviewGridCell[])[];
};

/** Copy of the ReviewGrid; defaults from `es.cases.reviewGrid`. */
export type ReviewGridLabels = typeof es.cases.reviewGrid;

export type ReviewGridProps = {
  /** The questions being written, one per line (controlled). */
  value: string;
  /** Called with the text on every edit and by 'Añadir preguntas frecuentes'. */
  onValueChange: (next: string) => void;
  /** Called by 'Comparar documentos' with the questions (trimmed, blank lines dropped). */
  onCompare: (questions: string[]) => void;
  /** The last grid, or none yet. @default null */
  result?: ReviewGridResult | null;
  /** The documents are being asked: the table waits and 'Comparar documentos' is busy. @default false */
  loading?: boolean;
  /** Why the comparison failed (shown in place of the table). @default null */
  error?: string | null;
  /** 'Reintentar' of the error; none when omitted. */
  onRetry?: () => void;
  /** The case has no ready document: only the empty state is shown. @default false */
  noDocuments?: boolean;
  /** Called by 'Descargar CSV' (shown with a result); the app fetches and saves the file. */
  onDownload?: () => void;
  /** The CSV is being prepared. @default false */
  downloading?: boolean;
  /** Most questions (the server's limit). @default 10 */
  maxQuestions?: number;
  /** Longest question (the server's limit). @default 500 */
  maxLength?: number;
  /** Level of the title and of the empty/error headings. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<ReviewGridLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'title'>;

/**
 * 'Cuadro de revisión': the same questions asked of every ready document of a case. A questions editor
 * (one per line, 'Añadir preguntas frecuentes'), 'Comparar documentos', and the answers as a table —
 * one row per document (its name stays in view while the table scrolls sideways), one column per
 * question, each cell the passage that answers with 'Pág. N', or a muted 'No consta' —, with 'Descargar
 * CSV'. Loading, error and 'no ready documents' states. Controlled: the app owns the text, the result and
 * the requests.
 */
export function ReviewGrid({
  value,
  onValueChange,
  onCompare,
  result = null,
  loading = false,
  error = null,
  onRetry,
  noDocuments = false,
  onDownload,
  downloading = false,
  maxQuestions = 10,
  maxLength = 500,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: ReviewGridProps) {
  const labels: ReviewGridLabels = { ...es.cases.reviewGrid, ...labelOverrides };
  const titleId = useId();
  const subLevel = headingLevel === 2 ? 3 : 4;
  const hintId = useId();
  const questions = parseQuestions(value);
  const problem = questionsProblem(questions, maxQuestions, maxLength);
  const fieldError =
    problem === 'tooMany'
      ? labels.tooMany(maxQuestions)
      : problem === 'tooLong'
        ? labels.tooLong(maxLength)
        : undefined;
  const state = noDocuments ? 'empty' : loading ? 'loading' : error ? 'error' : result ? 'ready' : 'idle';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || loading) return;
    onCompare(questions);
  };

  let body = null;
  if (state === 'loading') {
    body = (
      <div role="status" className={styles.loading} data-slot="review-grid-loading">
        <VisuallyHidden>{labels.comparing}</VisuallyHidden>
        <SkeletonText lines={5} />
      </div>
    );
  } else if (state === 'error') {
    body = <ErrorState title={labels.errorTitle} message={error} onRetry={onRetry} headingLevel={subLevel} />;
  } else if (state === 'ready' && result) {
    body = (
      <div className={styles.result} data-slot="review-grid-result">
        <div className={styles.resultBar}>
          <p id={hintId} className={styles.hint}>
            {labels.resultHint}
          </p>
          {onDownload ? (
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              startIcon={<Icon icon={Download} size="sm" />}
              disabled={downloading}
              aria-busy={downloading || undefined}
              onClick={() => onDownload()}
              data-slot="review-grid-download"
            >
              {downloading ? labels.downloading : labels.download}
            </Button>
          ) : null}
        </div>
        {/* The table scrolls sideways inside this region: keyboard users focus it to scroll (WCAG 2.1.1). */}
        <div
          role="region"
          aria-label={labels.table}
          aria-describedby={hintId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={styles.scroll}
          data-slot="review-grid-scroll"
        >
          <table className={styles.table} data-slot="review-grid-table">
            <caption>
              <VisuallyHidden>{labels.table}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cx(styles.header, styles.documentCell)}>
                  {labels.document}
                </th>
                {result.questions.map((q, i) => (
                  <th key={i} scope="col" className={styles.header}>
                    <span className={styles.questionNumber}>{labels.questionNumber(i + 1)}</span>
                    <span className={styles.questionText}>{q}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.documents.map((d, row) => (
                <tr key={d.id} data-slot="review-grid-row">
                  <th scope="row" className={cx(styles.rowHeader, styles.documentCell)}>
                    {d.filename}
                  </th>
                  {result.questions.map((_, column) => {
                    const cell = result.cells[row]?.[column];
                    const found = cell?.found === true;
                    return (
                      <td
                        key={column}
                        className={styles.cell}
                        data-slot="review-grid-cell"
                        data-found={String(found)}
                      >
                        {found ? (
                          <>
                            <span className={styles.answer}>{cell.text}</span>
                            {cell.pages.length > 0 ? (
                              <span className={styles.pages}>{labels.pages(cell.pages)}</span>
                            ) : null}
                          </>
                        ) : (
                          <span className={styles.notFound}>{labels.notFound}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-slot="review-grid"
      data-state={state}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.top}>
        <Icon icon={TableProperties} size="sm" className={styles.headerIcon} />
        <Heading level={headingLevel} size="xs" id={titleId}>
          {labels.title}
        </Heading>
      </div>
      {state === 'empty' ? (
        <EmptyState
          size="sm"
          icon={FileQuestion}
          title={labels.emptyTitle}
          description={labels.emptyHint}
          headingLevel={subLevel}
        />
      ) : (
        <>
          <p className={styles.description}>{labels.description}</p>
          <form className={styles.form} onSubmit={onSubmit} data-slot="review-grid-form">
            <Textarea
              label={labels.questions}
              description={labels.questionsHint(maxQuestions)}
              rows={4}
              placeholder={labels.placeholder}
              value={value}
              onValueChange={onValueChange}
              readOnly={loading}
              error={fieldError}
            />
            <div className={styles.actions}>
              <Button
                type="button"
                variant="ghost"
                tone="neutral"
                size="sm"
                startIcon={<Icon icon={ListPlus} size="sm" />}
                disabled={loading || questions.length >= maxQuestions}
                onClick={() => onValueChange(addQuestions(value, labels.frequent, maxQuestions))}
              >
                {labels.addFrequent}
              </Button>
              <Button type="submit" disabled={problem !== null || loading} aria-busy={loading || undefined}>
                {loading ? labels.comparing : labels.compare}
              </Button>
            </div>
          </form>
          {body}
        </>
      )}
    </section>
  );
}
