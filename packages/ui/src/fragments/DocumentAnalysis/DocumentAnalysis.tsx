import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { FileSearch } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Progress } from '../../components/Progress';
import { RadioGroup } from '../../components/RadioGroup';
import { SkeletonText } from '../../components/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import * as styles from './DocumentAnalysis.css';

/** How deep an analysis goes (spec §6: estudiante basic, individual/despacho complete, empresarial expert). */
export const analysisDepths = ['basic', 'complete', 'expert'] as const;
/** One of {@link analysisDepths}. */
export type AnalysisDepth = (typeof analysisDepths)[number];

/** What the citation check found (the server's statuses). */
export const analysisCitationStatuses = ['verificada', 'norma no importada', 'artículo inexistente'] as const;
/** One of {@link analysisCitationStatuses}. */
export type AnalysisCitationStatus = (typeof analysisCitationStatuses)[number];

/** Words quoted verbatim from the document, with their page (from 1). */
export type AnalysisPassage = { page: number; text: string };

/** A party with the roles the text gives it ('recurrente', 'demandado'…). */
export type AnalysisParty = { name: string; kind: string; roles: readonly string[]; page: number };

/** A dated event: the date as ISO (yyyy-mm-dd, or shorter) and as written, and the sentence. */
export type AnalysisEvent = { date: string; written: string; text: string; page: number };

/** An amount with what it is for; `per` when it is a rate ('mes', 'día'). */
export type AnalysisAmount = {
  amount: number;
  currency: string;
  per?: string | null;
  written: string;
  concept: string;
  page: number;
};

/** A cited norm or article, checked against the imported legislation. */
export type AnalysisCitation = {
  /** Canonical form ('art. 24.1 CE'). */
  normalised: string;
  /** Title of the imported norm, when it is imported. */
  normTitle?: string | null;
  status: AnalysisCitationStatus;
  /** The article in the public collection ('/search/norma/BOE-A-1978-31229#articulo-24'); verified only. */
  href?: string | null;
  page: number;
  passage: string;
  /** Times the document cites it. @default 1 */
  occurrences?: number;
};

/** A time limit ('veinte días hábiles') and what it runs from. */
export type AnalysisDeadline = {
  written: string;
  workingDays: boolean;
  from: string | null;
  text: string;
  page: number;
};

/** A risk or a point to check. */
export type AnalysisRisk = {
  level: 'alto' | 'medio' | 'bajo';
  message: string;
  page?: number | null;
  passage?: string | null;
};

/** An imported article close to the document's topics (expert). */
export type AnalysisRelatedNorm = {
  title: string;
  /** 'Artículo 219. Sentencias recurribles'; null when the whole norm matched. */
  heading: string | null;
  href: string;
  passage: string;
};

/** Another document of the case and what it shares with this one (expert). */
export type AnalysisRelatedDocument = {
  id: string;
  filename: string;
  sharedParties: readonly string[];
  sharedCaseNumbers: readonly string[];
  sharedCitations: readonly string[];
};

/**
 * A document analysis as the fragment shows it (a view model of `GET /document/analysis/{document}`).
 * A section left `undefined` is one the depth does not have and is not shown; an empty one says so.
 */
export type DocumentAnalysisView = {
  depth: AnalysisDepth;
  /** Who wrote it ('alegato-nlp'). */
  engine: string;
  pages: number;
  words: number;
  /** 'sentencia', 'contrato', 'pliego'… ('other' when unknown) and the phrase that decided it. */
  documentType: string;
  typeEvidence: AnalysisPassage | null;
  /** The document's date as written, and its page. */
  date: AnalysisPassage | null;
  court: (AnalysisPassage & { name: string }) | null;
  ponente: (AnalysisPassage & { name: string }) | null;
  magistrados: readonly string[];
  /** 'recurso 3203/2023', 'ECLI:ES:TS:2025:2384'. */
  caseNumbers: readonly { kind: string; value: string }[];
  summary: readonly AnalysisPassage[];
  parties: readonly AnalysisParty[];
  /** Judgments and orders: the ruling (fallo) quoted; null when not found or not a ruling. */
  decision: (AnalysisPassage & { fallo: string | null }) | null;
  costs: (AnalysisPassage & { status: string; to: string | null }) | null;
  timeline?: readonly AnalysisEvent[];
  amounts?: {
    items: readonly AnalysisAmount[];
    totals: readonly { currency: string; total: number; count: number }[];
  };
  citations?: readonly AnalysisCitation[];
  deadlines?: readonly AnalysisDeadline[];
  /** Contracts and tenders (and documents with such clauses). */
  contract?: {
    price: readonly (AnalysisAmount & { label: string })[];
    obligations: readonly AnalysisPassage[];
    penalties: readonly AnalysisPassage[];
    guarantees: readonly AnalysisPassage[];
  } | null;
  risks?: readonly AnalysisRisk[];
  relatedLegislation?: readonly AnalysisRelatedNorm[];
  relatedDocuments?: readonly AnalysisRelatedDocument[];
};

/** Copy of the DocumentAnalysis; defaults from `es.documents.analysis`. */
export type DocumentAnalysisLabels = typeof es.documents.analysis;

export type DocumentAnalysisProps = {
  /** The analysis shown; null when the document has none yet. */
  analysis: DocumentAnalysisView | null;
  /** The depth the next analysis will have (controlled). */
  depth: AnalysisDepth;
  /** Called with the depth chosen. */
  onDepthChange: (next: AnalysisDepth) => void;
  /** The depths the user's plan allows, shallowest first. @default all */
  depths?: readonly AnalysisDepth[];
  /** 'Analizar' / 'Volver a analizar': called with the depth chosen. */
  onAnalyse: (depth: AnalysisDepth) => void;
  /** An analysis is running: the action waits. @default false */
  analysing?: boolean;
  /** Percent done of the running analysis; null when unknown. @default null */
  progress?: number | null;
  /** The stored analysis is loading. @default false */
  loading?: boolean;
  /** Why the analysis could not be loaded or made (replaces it). @default null */
  error?: string | null;
  /** 'Reintentar' of the error; none when omitted. */
  onRetry?: () => void;
  /** Called with a finding's page ('Pág. 3'): the app opens the document there. */
  onOpenPage?: (page: number) => void;
  /** A heading above the analysis, e.g. the file name; none when omitted. */
  title?: string;
  /** Level of the title (or, without one, of the sections). @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<DocumentAnalysisLabels>;
} & Omit<ComponentProps<'section'>, 'children' | 'title'>;

/** How many findings a long section shows before 'Ver N más'. */
const FOLD = 6;

const RULINGS = new Set(['sentencia', 'auto', 'providencia', 'decreto']);

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });

/** '27 de mayo de 2025' from '2025-05-27'; the written form when the date is partial. */
function longDate(iso: string, written: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return written;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? written : dateFormat.format(d);
}

function money(amount: number, currency: string): string {
  try {
    // Lawyers write 1.411,02 €: group thousands from four digits (es-ES groups from five by default).
    const options = { style: 'currency', currency, useGrouping: 'always' } as Intl.NumberFormatOptions;
    return new Intl.NumberFormat('es-ES', options).format(amount);
  } catch {
    return `${amount.toLocaleString('es-ES')} ${currency}`;
  }
}

/** Badge of each status of the citation check: its label's key and tone. */
const STATUS = {
  verificada: { key: 'verified', tone: 'positive' },
  'norma no importada': { key: 'notImported', tone: 'warning' },
  'artículo inexistente': { key: 'noArticle', tone: 'critical' },
} as const;
const RISK_TONE = { alto: 'critical', medio: 'warning', bajo: 'neutral' } as const;

/**
 * The analysis of one document, read as a lawyer reads it: what it is (type with the phrase that
 * decided it, date, court, ponente, numbers), then Resumen, Partes, Fallo, Costas, Cronología,
 * Importes, Citas verificadas (each with the check's status and, when verified, a link to the article),
 * Plazos, Condiciones del contrato, Riesgos y puntos a revisar and, at expert depth, related legislation
 * and documents. Every finding quotes its page ('Pág. 3' calls `onOpenPage`). Controlled: the app owns
 * the analysis, the depth chosen and the running state; 'Analizar' asks it to analyse.
 */
export function DocumentAnalysis({
  analysis,
  depth,
  onDepthChange,
  depths = analysisDepths,
  onAnalyse,
  analysing = false,
  progress = null,
  loading = false,
  error = null,
  onRetry,
  onOpenPage,
  title,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: DocumentAnalysisProps) {
  const labels: DocumentAnalysisLabels = { ...es.documents.analysis, ...labelOverrides };
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const sectionLevel: 2 | 3 | 4 = title ? ((headingLevel + 1) as 3 | 4) : headingLevel;
  const state = error
    ? 'error'
    : analysing
      ? 'analysing'
      : loading
        ? 'loading'
        : analysis
          ? 'ready'
          : 'empty';

  const toolbar = (plain: boolean) => (
    <div className={cx(styles.toolbar, plain && styles.toolbarPlain)} data-slot="document-analysis-toolbar">
      {depths.length > 1 ? (
        <RadioGroup
          label={labels.depth}
          orientation="horizontal"
          value={depth}
          onValueChange={(next) => onDepthChange(next as AnalysisDepth)}
          disabled={analysing}
          description={labels.depthHints[depth]}
          options={depths.map((d) => ({ value: d, label: labels.depths[d] }))}
        />
      ) : null}
      <Button
        variant={state === 'ready' ? 'outline' : 'solid'}
        disabled={analysing}
        aria-busy={analysing || undefined}
        onClick={() => onAnalyse(depth)}
      >
        {state === 'ready' ? labels.reanalyse : labels.analyse}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (state === 'error') {
    body = (
      <ErrorState title={labels.errorTitle} message={error} onRetry={onRetry} headingLevel={sectionLevel} />
    );
  } else if (state === 'analysing') {
    body = (
      <>
        {toolbar(false)}
        <div className={styles.progress} data-slot="document-analysis-progress">
          <Progress value={progress} label={labels.analysing} />
          <SkeletonText lines={8} />
        </div>
      </>
    );
  } else if (state === 'loading') {
    body = (
      <div role="status" data-slot="document-analysis-loading">
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        <SkeletonText lines={8} />
      </div>
    );
  } else if (state === 'empty' || !analysis) {
    body = (
      <EmptyState
        size="sm"
        icon={FileSearch}
        title={labels.emptyTitle}
        description={labels.emptyHint}
        headingLevel={sectionLevel}
        action={toolbar(true)}
      />
    );
  } else {
    body = (
      <AnalysisBody
        analysis={analysis}
        labels={labels}
        level={sectionLevel}
        onOpenPage={onOpenPage}
        toolbar={toolbar(false)}
      />
    );
  }

  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : labels.region}
      aria-busy={analysing || loading || undefined}
      data-slot="document-analysis"
      data-state={state}
      data-depth={analysis?.depth}
      className={cx(styles.root, className)}
      {...rest}
    >
      {title ? (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      ) : null}
      {body}
    </section>
  );
}

type BodyProps = {
  analysis: DocumentAnalysisView;
  /** 'Volver a analizar' with the depth choice, between what the document is and what it says. */
  toolbar: ReactNode;
  labels: DocumentAnalysisLabels;
  level: number;
  onOpenPage?: (page: number) => void;
};

/** 'Pág. N': a button that opens the document there, or plain text without `onOpenPage`. */
function PageRef({ page, onOpenPage }: { page: number; onOpenPage?: (page: number) => void }) {
  const chat = es.documents.chat;
  if (!(page > 0)) return null;
  return onOpenPage ? (
    <Button
      size="sm"
      variant="ghost"
      tone="accent"
      aria-label={chat.openPage(page)}
      onClick={() => onOpenPage(page)}
      data-slot="document-analysis-page"
    >
      {chat.citation(page)}
    </Button>
  ) : (
    <span className={styles.page}>{chat.citation(page)}</span>
  );
}

/** A heading of the outline at `level` (h2…h5). */
function H({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(6, Math.max(2, level))}` as 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

function Section({
  name,
  heading,
  level,
  empty,
  emptyText,
  children,
}: {
  name: string;
  heading: string;
  level: number;
  empty: boolean;
  emptyText?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={styles.section}
      data-slot="document-analysis-section"
      data-section={name}
    >
      <H level={level} id={id} className={styles.sectionTitle}>
        {heading}
      </H>
      {empty ? <p className={styles.none}>{emptyText}</p> : children}
    </section>
  );
}

/** A list that shows its first {@link FOLD} items and 'Ver N más'. */
function Folded<T>({
  items,
  render,
  labels,
}: {
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
  labels: DocumentAnalysisLabels;
}) {
  const [open, setOpen] = useState(false);
  const shown = open ? items : items.slice(0, FOLD);
  const hidden = items.length - FOLD;
  return (
    <>
      <ul className={styles.list}>{shown.map((item, i) => render(item, i))}</ul>
      {hidden > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          className={styles.more}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? labels.showLess : labels.showMore(hidden)}
        </Button>
      ) : null}
    </>
  );
}

/** A quoted passage with its page at the end. */
function Quoted({
  passage,
  onOpenPage,
  head,
  after,
}: {
  passage: AnalysisPassage;
  onOpenPage?: (page: number) => void;
  head?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <div className={styles.itemBody}>
        {head ? <div className={styles.itemHead}>{head}</div> : null}
        {passage.text ? <blockquote className={styles.quote}>{passage.text}</blockquote> : null}
        {after}
      </div>
      <PageRef page={passage.page} onOpenPage={onOpenPage} />
    </li>
  );
}

function AnalysisBody({ analysis: a, labels, level, onOpenPage, toolbar }: BodyProps) {
  const renderLink = useRenderLink();
  const sub = level + 1;
  const ruling = RULINGS.has(a.documentType);
  const contract = a.contract;
  const hasContract =
    !!contract &&
    contract.price.length +
      contract.obligations.length +
      contract.penalties.length +
      contract.guarantees.length >
      0;
  const passages = (items: readonly AnalysisPassage[]) => (
    <Folded
      items={items}
      labels={labels}
      render={(p, i) => <Quoted key={`${p.page}-${i}`} passage={p} onOpenPage={onOpenPage} />}
    />
  );

  return (
    <>
      <header className={styles.header} data-slot="document-analysis-header">
        <div className={styles.typeRow}>
          <Badge tone="accent" variant="solid" data-slot="document-analysis-type">
            {labels.types[a.documentType] ?? labels.types.other}
          </Badge>
          {a.typeEvidence ? (
            <>
              <span className={styles.evidence}>{labels.typeEvidence(a.typeEvidence.text)}</span>
              <PageRef page={a.typeEvidence.page} onOpenPage={onOpenPage} />
            </>
          ) : null}
        </div>
        <dl className={styles.facts}>
          {a.date ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.date}</dt>
              <dd className={styles.definition}>{a.date.text}</dd>
            </div>
          ) : null}
          {a.court ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.court}</dt>
              <dd className={styles.definition}>{a.court.name}</dd>
            </div>
          ) : null}
          {a.ponente ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.ponente}</dt>
              <dd className={styles.definition} data-slot="document-analysis-ponente">
                {a.ponente.name}
              </dd>
            </div>
          ) : null}
          {a.magistrados.length > 0 ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.magistrados}</dt>
              <dd className={styles.definition}>{a.magistrados.join(', ')}</dd>
            </div>
          ) : null}
          {a.caseNumbers.length > 0 ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.caseNumbers}</dt>
              <dd className={styles.definition}>
                {a.caseNumbers
                  .map((n) =>
                    n.kind === '' || n.value.startsWith(n.kind) ? n.value : `${n.kind} ${n.value}`,
                  )
                  .join(' · ')}
              </dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt className={styles.term}>{labels.depthShown}</dt>
            <dd className={styles.definition}>{labels.depths[a.depth]}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{labels.engine}</dt>
            <dd className={styles.definition}>{a.engine}</dd>
          </div>
        </dl>
        <p className={styles.meta}>{labels.size(a.pages, a.words)}</p>
      </header>
      {toolbar}

      <div className={styles.sections}>
        <Section
          name="summary"
          heading={labels.sections.summary}
          level={level}
          empty={a.summary.length === 0}
          emptyText={labels.none.summary}
        >
          {passages(a.summary)}
        </Section>

        <Section
          name="parties"
          heading={labels.sections.parties}
          level={level}
          empty={a.parties.length === 0}
          emptyText={labels.none.parties}
        >
          <ul className={styles.list}>
            {a.parties.map((p, i) => (
              <li key={`${p.name}-${i}`} className={styles.item}>
                <div className={styles.itemBody}>
                  <span className={styles.itemHead}>{p.name}</span>
                  <span className={styles.chips}>
                    {p.roles.map((r) => (
                      <Badge key={r} size="sm" tone="info">
                        {r}
                      </Badge>
                    ))}
                    <Badge size="sm" variant="outline">
                      {labels.partyKind[p.kind] ?? p.kind}
                    </Badge>
                  </span>
                </div>
                <PageRef page={p.page} onOpenPage={onOpenPage} />
              </li>
            ))}
          </ul>
        </Section>

        {ruling || a.decision ? (
          <Section
            name="decision"
            heading={labels.sections.decision}
            level={level}
            empty={!a.decision}
            emptyText={labels.none.decision}
          >
            {a.decision ? (
              <ul className={cx(styles.list, styles.ruling)}>
                <Quoted
                  passage={a.decision}
                  onOpenPage={onOpenPage}
                  head={
                    a.decision.fallo ? (
                      <Badge tone={a.decision.fallo === 'desestima' ? 'neutral' : 'positive'}>
                        {labels.verdicts[a.decision.fallo] ?? a.decision.fallo}
                      </Badge>
                    ) : null
                  }
                />
              </ul>
            ) : null}
          </Section>
        ) : null}

        {ruling || a.costs ? (
          <Section
            name="costs"
            heading={labels.sections.costs}
            level={level}
            empty={!a.costs}
            emptyText={labels.none.costs}
          >
            {a.costs ? (
              <ul className={styles.list}>
                <Quoted
                  passage={a.costs}
                  onOpenPage={onOpenPage}
                  head={
                    <>
                      <Badge tone={a.costs.status === 'impuestas' ? 'warning' : 'neutral'}>
                        {labels.costsStatus[a.costs.status] ?? a.costs.status}
                      </Badge>
                      {a.costs.to ? <span>{labels.costsTo(a.costs.to)}</span> : null}
                    </>
                  }
                />
              </ul>
            ) : null}
          </Section>
        ) : null}

        {a.timeline ? (
          <Section
            name="timeline"
            heading={labels.sections.timeline}
            level={level}
            empty={a.timeline.length === 0}
            emptyText={labels.none.timeline}
          >
            <Folded
              items={a.timeline}
              labels={labels}
              render={(e, i) => (
                <li key={`${e.date}-${i}`} className={styles.item}>
                  <time className={styles.date} dateTime={e.date}>
                    {longDate(e.date, e.written)}
                  </time>
                  <p className={cx(styles.itemText, styles.itemBody)}>{e.text}</p>
                  <PageRef page={e.page} onOpenPage={onOpenPage} />
                </li>
              )}
            />
          </Section>
        ) : null}

        {a.amounts ? (
          <Section
            name="amounts"
            heading={labels.sections.amounts}
            level={level}
            empty={a.amounts.items.length === 0}
            emptyText={labels.none.amounts}
          >
            <Folded
              items={a.amounts.items}
              labels={labels}
              render={(m, i) => (
                <li key={`${m.page}-${i}`} className={styles.item}>
                  <div className={styles.itemBody}>
                    <span className={styles.itemHead}>
                      <span className={styles.amount}>{money(m.amount, m.currency)}</span>
                      {m.per ? <Badge size="sm">{labels.rate(m.per)}</Badge> : null}
                    </span>
                    <p className={styles.itemText}>{m.concept}</p>
                  </div>
                  <PageRef page={m.page} onOpenPage={onOpenPage} />
                </li>
              )}
            />
            {a.amounts.totals.length > 0 ? (
              <div className={styles.totals} data-slot="document-analysis-totals">
                <strong>{labels.totals}</strong>
                {a.amounts.totals.map((t) => (
                  <span key={t.currency}>
                    <span className={styles.amount}>{money(t.total, t.currency)}</span> (
                    {labels.totalCount(t.count)})
                  </span>
                ))}
              </div>
            ) : null}
            {a.amounts.items.some((m) => m.per) ? <p className={styles.meta}>{labels.ratesApart}</p> : null}
          </Section>
        ) : null}

        {a.citations ? (
          <Section
            name="citations"
            heading={labels.sections.citations}
            level={level}
            empty={a.citations.length === 0}
            emptyText={labels.none.citations}
          >
            <Folded
              items={a.citations}
              labels={labels}
              render={(c, i) => (
                <Quoted
                  key={`${c.normalised}-${i}`}
                  passage={{ page: c.page, text: c.passage }}
                  onOpenPage={onOpenPage}
                  head={
                    <>
                      {c.href && c.status === 'verificada'
                        ? renderLink({
                            href: c.href,
                            className: styles.link,
                            'data-slot': 'document-analysis-citation-link',
                            children: c.normalised,
                          })
                        : c.normalised}
                      <Badge size="sm" tone={STATUS[c.status]?.tone ?? 'neutral'} data-status={c.status}>
                        {STATUS[c.status] ? labels.citationStatus[STATUS[c.status].key] : c.status}
                      </Badge>
                      {c.occurrences && c.occurrences > 1 ? (
                        <span className={styles.meta}>{labels.occurrences(c.occurrences)}</span>
                      ) : null}
                    </>
                  }
                  after={c.normTitle ? <p className={styles.meta}>{c.normTitle}</p> : null}
                />
              )}
            />
          </Section>
        ) : null}

        {a.deadlines ? (
          <Section
            name="deadlines"
            heading={labels.sections.deadlines}
            level={level}
            empty={a.deadlines.length === 0}
            emptyText={labels.none.deadlines}
          >
            <Folded
              items={a.deadlines}
              labels={labels}
              render={(d, i) => (
                <Quoted
                  key={`${d.page}-${i}`}
                  passage={{ page: d.page, text: d.text }}
                  onOpenPage={onOpenPage}
                  head={
                    <>
                      <span>{d.written}</span>
                      <Badge size="sm" tone={d.workingDays ? 'info' : 'neutral'}>
                        {d.workingDays ? labels.workingDays : labels.naturalDays}
                      </Badge>
                      <span className={styles.meta}>{d.from ? labels.from(d.from) : labels.noStart}</span>
                    </>
                  }
                />
              )}
            />
          </Section>
        ) : null}

        {hasContract && contract ? (
          <Section name="contract" heading={labels.sections.contract} level={level} empty={false}>
            {contract.price.length > 0 ? (
              <>
                <H level={sub} className={styles.subTitle}>
                  {labels.contract.price}
                </H>
                <ul className={styles.list}>
                  {contract.price.map((p, i) => (
                    <li key={`${p.page}-${i}`} className={styles.item}>
                      <div className={styles.itemBody}>
                        <span className={styles.itemHead}>
                          {p.label}: <span className={styles.amount}>{money(p.amount, p.currency)}</span>
                        </span>
                      </div>
                      <PageRef page={p.page} onOpenPage={onOpenPage} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {(['obligations', 'penalties', 'guarantees'] as const).map((k) =>
              contract[k].length > 0 ? (
                <div key={k} className={styles.section}>
                  <H level={sub} className={styles.subTitle}>
                    {labels.contract[k]}
                  </H>
                  {passages(contract[k])}
                </div>
              ) : null,
            )}
          </Section>
        ) : null}

        {a.risks ? (
          <Section
            name="risks"
            heading={labels.sections.risks}
            level={level}
            empty={a.risks.length === 0}
            emptyText={labels.none.risks}
          >
            <Folded
              items={a.risks}
              labels={labels}
              render={(r, i) => (
                <li key={`${r.message}-${i}`} className={styles.item}>
                  <div className={styles.itemBody}>
                    <span className={styles.itemHead}>
                      <Badge size="sm" tone={RISK_TONE[r.level] ?? 'neutral'}>
                        {labels.riskLevels[r.level] ?? r.level}
                      </Badge>
                    </span>
                    <p className={styles.itemText}>{r.message}</p>
                  </div>
                  {r.page ? <PageRef page={r.page} onOpenPage={onOpenPage} /> : null}
                </li>
              )}
            />
          </Section>
        ) : null}

        {a.relatedLegislation ? (
          <Section
            name="related-legislation"
            heading={labels.sections.relatedLegislation}
            level={level}
            empty={a.relatedLegislation.length === 0}
            emptyText={labels.none.relatedLegislation}
          >
            <ul className={styles.list}>
              {a.relatedLegislation.map((n, i) => (
                <li key={`${n.href}-${i}`} className={styles.item}>
                  <div className={styles.itemBody}>
                    <span className={styles.itemHead}>
                      {renderLink({
                        href: n.href,
                        className: styles.link,
                        'data-slot': 'document-analysis-related-norm',
                        children: n.heading ? `${n.heading} · ${n.title}` : n.title,
                      })}
                    </span>
                    {n.passage ? <p className={styles.itemText}>{n.passage}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {a.relatedDocuments ? (
          <Section
            name="related-documents"
            heading={labels.sections.relatedDocuments}
            level={level}
            empty={a.relatedDocuments.length === 0}
            emptyText={labels.none.relatedDocuments}
          >
            <ul className={styles.list}>
              {a.relatedDocuments.map((d) => (
                <li key={d.id} className={styles.item}>
                  <div className={styles.itemBody}>
                    <span className={styles.itemHead}>{d.filename}</span>
                    {(
                      [
                        ['parties', d.sharedParties],
                        ['caseNumbers', d.sharedCaseNumbers],
                        ['citations', d.sharedCitations],
                      ] as const
                    ).map(([k, values]) =>
                      values.length > 0 ? (
                        <p key={k} className={styles.itemText}>
                          <span className={styles.term}>{labels.shared[k]}: </span>
                          {values.join(' · ')}
                        </p>
                      ) : null,
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </>
  );
}
