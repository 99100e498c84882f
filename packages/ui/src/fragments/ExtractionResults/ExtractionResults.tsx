import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { FileSearch } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { SkeletonText } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './ExtractionResults.css';

/** The extraction queries (`POST /consulta/{kind}`): amounts, dates, properties, or passages only. */
export const extractionKinds = ['monetary', 'dates', 'properties', 'general'] as const;
/** One of {@link extractionKinds}. */
export type ExtractionKind = (typeof extractionKinds)[number];

/** Where a value was written. */
export type ExtractionSource = {
  /** The document's id (for `onOpenPage`). */
  documentId: string;
  filename: string;
  /** Page of the document, from 1. */
  page: number;
  /** The sentence that holds the value, verbatim. */
  passage: string;
};

/** An amount found, with its concept. */
export type ExtractionAmount = ExtractionSource & {
  id: string;
  amount: number;
  /** ISO 4217 code, e.g. 'EUR'. */
  currency: string;
  /** A rate's period ('día', 'mes'): not added to the totals. @default null */
  per?: string | null;
  /** What it is for ('renta', 'principal reclamado'), or null when the text does not say. */
  concept: string | null;
  /** The text labels it as a total: not added again. @default false */
  statedTotal?: boolean;
};

/** A total of one currency (`concept` null) or of one concept in it. */
export type ExtractionTotal = {
  currency: string;
  concept: string | null;
  total: number;
  /** How many amounts it adds. */
  count: number;
  /** Totals the documents themselves state (the currency's row only), largest first. */
  stated?: readonly number[];
};

/** A date found. */
export type ExtractionDate = ExtractionSource & {
  id: string;
  /** ISO date ('2017-12-19'), month ('2017-12') or year. */
  date: string;
  /** As written ('a diecinueve de diciembre de 2017'). */
  text: string;
};

/** A property found: a finca, a referencia catastral, a registry, an address. */
export type ExtractionProperty = ExtractionSource & {
  id: string;
  /** Its kind as the server names it ('finca', 'referencia catastral', 'dirección'…); the list groups by it. */
  kind: string;
  text: string;
};

/** A passage the search found. */
export type ExtractionPassage = {
  id: string;
  documentId: string;
  filename: string;
  /** Its pages, first one first. */
  pages: readonly number[];
  /** The heading it sits under, when known. @default null */
  heading?: string | null;
  text: string;
};

/** The answer of one extraction query (a view model of `POST /consulta/{kind}`). */
export type ExtractionResultView = {
  kind: ExtractionKind;
  amounts: readonly ExtractionAmount[];
  totals: readonly ExtractionTotal[];
  /** In chronological order (the server orders them). */
  dates: readonly ExtractionDate[];
  properties: readonly ExtractionProperty[];
  passages: readonly ExtractionPassage[];
};

/** Copy of the ExtractionResults; defaults from `es.documents.extraction`. */
export type ExtractionResultsLabels = typeof es.documents.extraction;

export type ExtractionResultsProps = {
  /** The query being written (controlled). */
  query: string;
  /** Called with the query on every edit. */
  onQueryChange: (next: string) => void;
  /** What to extract (controlled). */
  kind: ExtractionKind;
  /** Called with the chosen kind. */
  onKindChange: (next: ExtractionKind) => void;
  /** 'Extraer': called with the trimmed query and the kind. */
  onSubmit: (query: string, kind: ExtractionKind) => void;
  /** The last answer; null before the first query (idle). @default null */
  result?: ExtractionResultView | null;
  /** A query runs. @default false */
  loading?: boolean;
  /** Why the last query failed. @default null */
  error?: string | null;
  /** 'Reintentar' of the error; none when omitted. */
  onRetry?: () => void;
  /** Called with a value's document and page ('Pág. 3'): the app opens the document there. */
  onOpenPage?: (documentId: string, page: number) => void;
  /** Level of the title; sections use the next level. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<ExtractionResultsLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'title' | 'onSubmit'>;

const isKind = (value: string): value is ExtractionKind =>
  (extractionKinds as readonly string[]).includes(value);

function money(amount: number, currency: string): string {
  try {
    // Lawyers write 1.411,02 €: group thousands from four digits (es-ES groups from five by default).
    const options = { style: 'currency', currency, useGrouping: 'always' } as Intl.NumberFormatOptions;
    return new Intl.NumberFormat('es-ES', options).format(amount);
  } catch {
    return `${amount.toLocaleString('es-ES')} ${currency}`;
  }
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/** '19 de diciembre de 2017' from '2017-12-19'; the written form when the date is partial. */
function longDate(iso: string, written: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return written;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? written : dateFormat.format(d);
}

/** The properties grouped by kind, kinds in the order they first appear. */
function byKind(properties: readonly ExtractionProperty[]): [string, ExtractionProperty[]][] {
  const groups = new Map<string, ExtractionProperty[]>();
  for (const p of properties) groups.set(p.kind, [...(groups.get(p.kind) ?? []), p]);
  return [...groups];
}

/**
 * Extraction queries over the user's documents (spec §7 `/consulta/*`, issue 13): a query and what to
 * extract ('Importes', 'Fechas', 'Inmuebles' or 'Pasajes'), then what the passages found say — amounts
 * in a table (importe, concepto, documento, página, frase) with their totals per currency and per
 * concept and the totals the documents themselves state; dates in chronological order; properties by
 * kind — each with the page it is on ('Pág. 3' opens the document there), and the passages below.
 * Controlled: the app owns the query, the kind, the answer and the loading and error states.
 */
export function ExtractionResults({
  query,
  onQueryChange,
  kind,
  onKindChange,
  onSubmit,
  result = null,
  loading = false,
  error = null,
  onRetry,
  onOpenPage,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: ExtractionResultsProps) {
  const labels: ExtractionResultsLabels = { ...es.documents.extraction, ...labelOverrides };
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const trimmed = query.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || loading) return;
    onSubmit(trimmed, kind);
  };

  const pageRef = (source: { documentId: string; filename: string; page: number }): ReactNode =>
    onOpenPage ? (
      <Button
        size="sm"
        variant="ghost"
        tone="accent"
        aria-label={labels.openPage(source.page, source.filename)}
        onClick={() => onOpenPage(source.documentId, source.page)}
      >
        {labels.page(source.page)}
      </Button>
    ) : (
      <span>{labels.page(source.page)}</span>
    );

  const found = result
    ? {
        monetary: result.amounts.length,
        dates: result.dates.length,
        properties: result.properties.length,
        general: result.passages.length,
      }[result.kind]
    : 0;
  const state = error ? 'error' : loading ? 'loading' : !result ? 'idle' : found === 0 ? 'empty' : 'ready';

  let body: ReactNode = null;
  if (state === 'error') {
    body = (
      <ErrorState title={labels.errorTitle} message={error} onRetry={onRetry} headingLevel={headingLevel} />
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" className={styles.loading} data-slot="extraction-results-loading">
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        <SkeletonText lines={5} />
      </div>
    );
  } else if (result) {
    const totals = result.totals.filter((t) => t.concept === null);
    const byConcept = result.totals.filter((t) => t.concept !== null);
    body = (
      <>
        {state === 'empty' ? (
          <EmptyState
            size="sm"
            icon={FileSearch}
            title={labels.empty[result.kind]}
            description={labels.emptyHint}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        ) : null}
        {result.kind === 'monetary' && result.amounts.length > 0 ? (
          <div className={styles.section} data-slot="extraction-results-amounts">
            <Sub className={styles.subtitle}>{labels.amountsTitle}</Sub>
            {/* The table scrolls sideways inside this region: keyboard users focus it to scroll (WCAG 2.1.1). */}
            <div
              role="region"
              aria-label={labels.amountsTitle}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className={styles.scroll}
            >
              <table className={styles.table}>
                <caption>
                  <VisuallyHidden>{labels.amountsTitle}</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.header}>
                      {labels.columns.amount}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.columns.concept}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.columns.document}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.columns.page}
                    </th>
                    <th scope="col" className={styles.header}>
                      {labels.columns.passage}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.amounts.map((a) => (
                    <tr key={a.id} data-slot="extraction-results-amount">
                      <td className={styles.amountCell}>
                        {money(a.amount, a.currency)}
                        {a.per ? <span className={styles.muted}> {labels.per(a.per)}</span> : null}
                        {a.statedTotal ? (
                          <>
                            {' '}
                            <Badge size="sm" tone="neutral">
                              {labels.statedBadge}
                            </Badge>
                          </>
                        ) : null}
                      </td>
                      <td className={styles.cell}>
                        {a.concept ?? <span className={styles.muted}>{labels.noConcept}</span>}
                      </td>
                      <td className={styles.cell}>{a.filename}</td>
                      <td className={styles.cell}>{pageRef(a)}</td>
                      <td className={styles.cell}>
                        <p className={styles.passage}>{a.passage}</p>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {result.totals.length > 0 ? (
              <ul
                aria-label={labels.totalsTitle}
                className={styles.totals}
                data-slot="extraction-results-totals"
              >
                {totals.map((t) => (
                  <li key={t.currency} className={styles.total}>
                    <span>
                      {labels.total(t.currency)} <span className={styles.muted}>{labels.count(t.count)}</span>
                    </span>
                    <span className={styles.totalValue}>{money(t.total, t.currency)}</span>
                  </li>
                ))}
                {totals.flatMap((t) =>
                  (t.stated ?? []).map((value) => (
                    <li key={`${t.currency}-stated-${value}`} className={styles.total}>
                      <span>{labels.stated}</span>
                      <span className={styles.totalValue}>{money(value, t.currency)}</span>
                    </li>
                  )),
                )}
                {byConcept.map((t) => (
                  <li key={`${t.currency}-${t.concept}`} className={styles.total}>
                    <span>
                      {labels.conceptTotal(t.concept ?? '')}{' '}
                      <span className={styles.muted}>{labels.count(t.count)}</span>
                    </span>
                    <span className={styles.totalValue}>{money(t.total, t.currency)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {result.kind === 'dates' && result.dates.length > 0 ? (
          <div className={styles.section} data-slot="extraction-results-dates">
            <Sub className={styles.subtitle}>{labels.datesTitle}</Sub>
            <ol aria-label={labels.datesTitle} className={styles.list}>
              {result.dates.map((d) => (
                <li key={d.id} className={styles.item} data-slot="extraction-results-date">
                  <span className={styles.itemHead}>
                    <time dateTime={d.date} className={styles.strong}>
                      {longDate(d.date, d.text)}
                    </time>
                    <span className={styles.muted}>{d.filename}</span>
                    {pageRef(d)}
                  </span>
                  <p className={styles.passage}>{d.passage}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {result.kind === 'properties' && result.properties.length > 0 ? (
          <div className={styles.section} data-slot="extraction-results-properties">
            <Sub className={styles.subtitle}>{labels.propertiesTitle}</Sub>
            {byKind(result.properties).map(([group, items]) => (
              <ul key={group} aria-label={labels.propertyKind(group)} className={styles.list}>
                {items.map((p) => (
                  <li key={p.id} className={styles.item} data-slot="extraction-results-property">
                    <span className={styles.itemHead}>
                      <Badge size="sm" tone="neutral">
                        {labels.propertyKind(group)}
                      </Badge>
                      <span className={styles.strong}>{p.text}</span>
                      <span className={styles.muted}>{p.filename}</span>
                      {pageRef(p)}
                    </span>
                    <p className={styles.passage}>{p.passage}</p>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        ) : null}
        {result.passages.length > 0 ? (
          <div className={styles.section} data-slot="extraction-results-passages">
            <Sub className={styles.subtitle}>{labels.passagesTitle}</Sub>
            <ol className={styles.list}>
              {result.passages.map((p) => (
                <li key={p.id} className={styles.item} data-slot="extraction-results-passage">
                  <span className={styles.itemHead}>
                    <span className={styles.strong}>{p.filename}</span>
                    {p.heading ? <span className={styles.muted}>{p.heading}</span> : null}
                    {p.pages[0]
                      ? pageRef({ documentId: p.documentId, filename: p.filename, page: p.pages[0] })
                      : null}
                  </span>
                  <p className={styles.passage}>{p.text}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      data-slot="extraction-results"
      data-state={state}
      className={cx(styles.root, className)}
      {...rest}
    >
      <Title id={titleId} className={styles.title}>
        {labels.title}
      </Title>
      <p className={styles.description}>{labels.description}</p>
      <form className={styles.form} onSubmit={submit} data-slot="extraction-results-form">
        <TextField
          label={labels.query}
          placeholder={labels.placeholder}
          value={query}
          onValueChange={onQueryChange}
          className={styles.queryField}
          maxLength={1000}
        />
        <Select
          label={labels.kind}
          className={styles.kindField}
          options={extractionKinds.map((k) => ({ value: k, label: labels.kinds[k] }))}
          value={kind}
          onValueChange={(next) => (isKind(next) ? onKindChange(next) : undefined)}
        />
        <Button type="submit" disabled={trimmed === '' || loading} aria-busy={loading || undefined}>
          {labels.submit}
        </Button>
      </form>
      {body}
    </section>
  );
}
