import type { ReportTemplate } from '@alegato/domain';

/** What the composer, the quality rubric and the AI enhancer read to draft one report. */
export interface DraftInput {
  /** The report's template (fields, name, category). */
  template: ReportTemplate;
  /** Report title. */
  title: string;
  /** Client name of the report; used as the main party when the template's party name is empty. @default '' */
  clientName: string;
  /** Report description. @default '' */
  description: string;
  /** Title of the linked case, if any. */
  caseTitle?: string;
  /** Field values keyed by template field id. */
  content: Record<string, string>;
  /** Drafting date (place-and-date line); the composer never reads the clock. */
  now: Date;
}
