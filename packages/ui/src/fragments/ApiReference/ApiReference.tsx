import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button, buttonClass } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import {
  examplePath,
  filterGroups,
  groupOperations,
  type Constraint,
  type OpenApiDocument,
  type OpenApiMethod,
  type ReferenceOperation,
  type ReferenceSecurity,
} from './openapi';
import * as styles from './ApiReference.css';

/** The states of the reference: loading the document, showing it, or an error. */
export const apiReferenceStates = ['loading', 'ready', 'error'] as const;
export type ApiReferenceState = (typeof apiReferenceStates)[number];

/** Copy of the ApiReference; defaults from `es.apiReference`. */
export type ApiReferenceLabels = (typeof es)['apiReference'];

export type ApiReferenceProps = {
  /** Which state to show. */
  state: ApiReferenceState;
  /** The parsed OpenAPI 3.1 document (`GET /api/openapi.json`); needed in `ready`. */
  document?: OpenApiDocument | null;
  /** The origin the curl example calls, e.g. `https://app.alegato.es`. */
  origin: string;
  /** Where the raw document can be downloaded; no link without it. */
  documentHref?: string;
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** The filter's text (controlled). */
  filter?: string;
  /** The filter's initial text when uncontrolled. @default '' */
  defaultFilter?: string;
  /** Called with the filter's next text. */
  onFilterChange?: (next: string) => void;
  /** Level of the intro's and each tag's heading; operations are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<ApiReferenceLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

const methodTone: Record<OpenApiMethod, 'info' | 'positive' | 'warning' | 'critical' | 'neutral'> = {
  get: 'info',
  post: 'positive',
  put: 'warning',
  patch: 'warning',
  delete: 'critical',
  head: 'neutral',
  options: 'neutral',
  trace: 'neutral',
};

function constraintText(labels: ApiReferenceLabels, c: Constraint): string {
  switch (c.kind) {
    case 'enum':
      return labels.constraint.enum(c.value.join(', '));
    case 'pattern':
    case 'format':
    case 'default':
      return labels.constraint[c.kind](c.value);
    default:
      return labels.constraint[c.kind](c.value);
  }
}

/** `code` and **bold** spans of a CommonMark line (the subset OpenAPI descriptions here use). */
function inline(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part, i) =>
      part.startsWith('`') ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : part.startsWith('**') ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/**
 * The document's description (CommonMark, OpenAPI 3.1 §4.8.2): paragraphs and `- ` lists with inline code
 * and bold; anything richer shows as its text.
 */
function Description({ text, className }: { text: string; className: string }) {
  const blocks = text.split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines[0]?.startsWith('- ')) {
          // A list item runs on over the indented lines after it.
          const items: string[] = [];
          for (const line of lines) {
            if (line.startsWith('- ')) items.push(line.slice(2));
            else items[items.length - 1] += ` ${line.trim()}`;
          }
          return (
            <ul key={i} className={className}>
              {items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i} className={className}>
            {inline(lines.join(' '))}
          </p>
        );
      })}
    </>
  );
}

function securityText(labels: ApiReferenceLabels, s: ReferenceSecurity): string {
  switch (s.kind) {
    case 'public':
      return labels.public;
    case 'bearer':
      return labels.bearer;
    case 'apiKey':
      return labels.apiKey(s.name);
    case 'other':
      return s.name;
  }
}

/**
 * The reference of the public API (issue 15 item 3): a short intro on authentication
 * (`Authorization: Bearer alg_…`) with a curl example against `origin`, a filter, and every operation of
 * the OpenAPI 3.1 document grouped by tag — method, path, summary, authentication, parameters (name, where,
 * required, type) and request body fields from the JSON schema (name, type, required, constraints).
 * Presentational: the app fetches and parses the document.
 */
export function ApiReference({
  state,
  document,
  origin,
  documentHref,
  onRetry,
  filter: filterProp,
  defaultFilter = '',
  onFilterChange,
  headingLevel = 2,
  labels: overrides,
  className,
  ...rest
}: ApiReferenceProps) {
  const labels: ApiReferenceLabels = { ...es.apiReference, ...overrides };
  const [filter, setFilter] = useControllableState(filterProp, defaultFilter, onFilterChange);
  const countId = useId();
  const groups = useMemo(
    () => (document ? groupOperations(document, labels.untagged) : []),
    [document, labels.untagged],
  );
  const shownGroups = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const total = groups.reduce((n, g) => n + g.operations.length, 0);
  const shown = shownGroups.reduce((n, g) => n + g.operations.length, 0);
  const H = `h${headingLevel}` as const;
  const OpH = `h${headingLevel + 1}` as 'h3' | 'h4';
  const shownState = state === 'ready' && !document ? 'loading' : state;

  const curl = `curl -H "Authorization: Bearer alg_…" ${origin}${examplePath(groups)}`;

  return (
    <div
      data-slot="api-reference"
      data-state={shownState}
      aria-busy={shownState === 'loading' || undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {shownState === 'loading' ? (
        <p className={styles.muted} data-slot="api-reference-loading">
          <Spinner size="sm" label={labels.loading} />
          <span aria-hidden>{labels.loading}</span>
        </p>
      ) : shownState === 'error' ? (
        <div className={styles.error} role="alert" data-slot="api-reference-error">
          <p className={styles.text}>{labels.error}</p>
          {onRetry ? (
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </div>
      ) : document ? (
        <>
          <section className={styles.intro} data-slot="api-reference-intro" aria-label={document.info.title}>
            <div className={styles.introHead}>
              <H className={styles.groupTitle}>{document.info.title}</H>
              <Badge size="sm" tone="neutral">
                {labels.version(document.info.version)}
              </Badge>
              {documentHref ? (
                <a
                  href={documentHref}
                  download="openapi.json"
                  className={buttonClass({ variant: 'ghost', tone: 'accent', size: 'sm' })}
                  data-slot="api-reference-download"
                >
                  {labels.download}
                </a>
              ) : null}
            </div>
            {document.info.description ? (
              <Description text={document.info.description} className={styles.text} />
            ) : null}
            <p className={styles.text}>{labels.intro}</p>
            <pre className={styles.code} data-slot="api-reference-header">
              <code>{labels.header}</code>
            </pre>
            <p className={styles.label}>{labels.exampleLabel}</p>
            <pre
              className={styles.code}
              data-slot="api-reference-curl"
              role="region"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
              tabIndex={0}
              aria-label={labels.exampleLabel}
            >
              <code>{curl}</code>
            </pre>
          </section>

          <div className={styles.filterRow}>
            <TextField
              type="search"
              className={styles.filter}
              label={labels.filter}
              description={labels.filterHint}
              value={filter}
              onValueChange={setFilter}
              startIcon={<Icon icon={Search} size="sm" />}
              aria-controls={countId}
            />
            <p id={countId} role="status" className={styles.muted} data-slot="api-reference-count">
              {labels.count(shown, total)}
            </p>
          </div>

          {shownGroups.length === 0 ? (
            <p className={styles.muted} data-slot="api-reference-no-match">
              {labels.noMatch}
            </p>
          ) : (
            shownGroups.map((group) => (
              <section
                key={group.tag}
                className={styles.group}
                data-slot="api-reference-group"
                aria-label={labels.operations(group.tag)}
              >
                <H className={styles.groupTitle}>{group.tag}</H>
                {group.description ? <p className={styles.muted}>{group.description}</p> : null}
                {group.operations.map((op) => (
                  <Operation key={op.id} op={op} labels={labels} Heading={OpH} />
                ))}
              </section>
            ))
          )}
        </>
      ) : null}
    </div>
  );
}

function Operation({
  op,
  labels,
  Heading,
}: {
  op: ReferenceOperation;
  labels: ApiReferenceLabels;
  Heading: 'h3' | 'h4';
}) {
  const name = `${op.method.toUpperCase()} ${op.path}`;
  return (
    <article
      id={op.id}
      className={styles.operation}
      data-slot="api-reference-operation"
      data-method={op.method}
      aria-label={name}
    >
      <Heading className={styles.operationTitle}>
        <Badge size="sm" variant="solid" tone={methodTone[op.method]} className={styles.method}>
          {op.method.toUpperCase()}
        </Badge>
        <code className={styles.path}>{op.path}</code>
        {op.deprecated ? (
          <Badge size="sm" tone="warning">
            {labels.deprecated}
          </Badge>
        ) : null}
      </Heading>
      {op.summary ? <p className={styles.text}>{op.summary}</p> : null}
      {op.description ? <p className={styles.muted}>{op.description}</p> : null}
      <p className={styles.muted} data-slot="api-reference-security">
        <span className={styles.label}>{labels.security}:</span>{' '}
        {op.security.map((s) => securityText(labels, s)).join(' · ')}
      </p>

      {op.parameters.length > 0 ? (
        <div
          className={styles.tableWrap}
          role="region"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label={labels.parametersOf(name)}
        >
          <table className={styles.table} data-slot="api-reference-parameters">
            <caption className={styles.caption}>{labels.parameters}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.field}</th>
                <th scope="col">{labels.in}</th>
                <th scope="col">{labels.type}</th>
                <th scope="col">{labels.required}</th>
                <th scope="col">{labels.constraints}</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}:${p.name}`}>
                  <th scope="row">
                    <code>{p.name}</code>
                    {p.description ? <span className={styles.cellNote}>{p.description}</span> : null}
                  </th>
                  <td>{p.in}</td>
                  <td>
                    <code>{p.type}</code>
                  </td>
                  <td>{p.required ? labels.required : labels.optional}</td>
                  <td>{p.constraints.map((c) => constraintText(labels, c)).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {op.body ? (
        <div
          className={styles.tableWrap}
          role="region"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label={labels.bodyOf(name)}
        >
          <table className={styles.table} data-slot="api-reference-body">
            <caption className={styles.caption}>
              {labels.body} <code>{op.body.mediaType}</code>
            </caption>
            <thead>
              <tr>
                <th scope="col">{labels.field}</th>
                <th scope="col">{labels.type}</th>
                <th scope="col">{labels.required}</th>
                <th scope="col">{labels.constraints}</th>
              </tr>
            </thead>
            <tbody>
              {op.body.fields.map((f) => (
                <tr key={f.name}>
                  <th scope="row">
                    <code>{f.name}</code>
                    {f.description ? <span className={styles.cellNote}>{f.description}</span> : null}
                  </th>
                  <td>
                    <code>{f.type}</code>
                  </td>
                  <td>{f.required ? labels.required : labels.optional}</td>
                  <td>{f.constraints.map((c) => constraintText(labels, c)).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}
