/**
 * The report view models shared by the report list fragments (ReportCard, ReportList, ReportFilters,
 * ReportStats) and their pure helpers. Owned by ui (HOUSE-STYLE §3): the app maps `@alegato/domain`'s
 * `Report` to these in its own `toViewModel`, computing the `can*` flags with the domain status rules
 * (isEditable, canEnhance, canGeneratePdf, canDownload) and the percent with reportScorePercent.
 */

/** Report statuses in display order (spec §4). */
export const reportStatuses = ['draft', 'completed', 'generated', 'sent', 'error'] as const;
/** A report status. */
export type ReportStatusValue = (typeof reportStatuses)[number];

/** Badge tone of each status. */
export const reportStatusTones = {
  draft: 'neutral',
  completed: 'positive',
  generated: 'info',
  sent: 'accent',
  error: 'critical',
} as const satisfies Record<ReportStatusValue, string>;

/** True when `status` is one of the five report statuses. */
export function isReportStatusValue(status: unknown): status is ReportStatusValue {
  return typeof status === 'string' && (reportStatuses as readonly string[]).includes(status);
}

/** The status the list shows: a known status as is, anything else as 'draft' (spec §4). */
export function listReportStatus(status: string | null | undefined): ReportStatusValue {
  return isReportStatusValue(status) ? status : 'draft';
}

/** One report as a card shows it. */
export type ReportCardItem = {
  /** Report id. */
  id: string;
  /** Report title. */
  title: string;
  /** Name of the template it was made from; `null` hides the line. */
  templateName: string | null;
  /** Client name; `null` or '' shows 'Sin cliente'. */
  clientName: string | null;
  /** The update time already made relative by the app ('hace 2 horas', '12/03/2026'). */
  updatedRelative: string;
  /** Last update, ISO 8601, for the `<time>` element's `dateTime`. */
  updatedAt?: string;
  /** The report status; an unknown value is shown as draft. */
  status: ReportStatusValue | (string & {});
  /** Overrides the badge text (otherwise the label of `status`). */
  statusLabel?: string;
  /** The report was enhanced with AI: shows the AI banner. */
  aiEnhanced: boolean;
  /** AI quality as a whole percent (score × 100), shown in the AI banner; `null` when unknown. */
  aiPercent: number | null;
  /** Free text; '' or `null` shows nothing. */
  description: string | null;
  /** Id of the associated case; `null` hides the line. */
  caseId: string | null;
  /**
   * Title of the associated case, shown as 'Caso: <título>' (never the raw id); `null` or absent while
   * unknown (e.g. the case was deleted) shows 'Caso vinculado'. @default null
   */
  caseTitle?: string | null;
  /** 'Editar' is offered (domain `isEditable`: draft or error). */
  canEdit: boolean;
  /** 'IA' is offered (domain `canEnhance`). */
  canEnhance: boolean;
  /** 'PDF' is offered (domain `canGeneratePdf`). */
  canGeneratePdf: boolean;
  /** 'Descargar' is offered (domain `canDownload`). */
  canDownload: boolean;
  /** An AI enhancement runs: 'Mejorando...', disabled. @default false */
  enhancing?: boolean;
  /** A PDF is being generated: 'Generando...', disabled. @default false */
  generatingPdf?: boolean;
};

/** The card actions, each called with the report id. */
export type ReportCardActions = {
  /** 'Ver': open the report viewer. */
  onView: (id: string) => void;
  /** 'Editar': open the edit modal (shown when `canEdit`). */
  onEdit: (id: string) => void;
  /** 'IA': enhance with AI (shown when `canEnhance`). */
  onEnhance: (id: string) => void;
  /** 'PDF': generate the PDF (shown when `canGeneratePdf`). */
  onGeneratePdf: (id: string) => void;
  /** 'Descargar': download the PDF (shown when `canDownload`). */
  onDownload: (id: string) => void;
  /** 'Duplicar': create a copy. */
  onDuplicate: (id: string) => void;
  /** 'Eliminar': ask for confirmation (the app opens DeleteReportDialog). */
  onDelete: (id: string) => void;
};
