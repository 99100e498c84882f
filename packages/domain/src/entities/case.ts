import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { IsoDateTimeSchema } from './api.js';

import { CASE_PRIORITIES, CASE_STATUSES } from '../case/vocabulary.js';

export { CASE_PRIORITIES, CASE_STATUSES, type CasePriority, type CaseStatus } from '../case/vocabulary.js';

/** A case status (the list lives in the data-only vocabulary, `case/vocabulary.ts`). */
export const CaseStatusSchema = z.enum(CASE_STATUSES);

/** A case priority. */
export const CasePrioritySchema = z.enum(CASE_PRIORITIES);

/** A case as the backend sends it (snake_case, `GET /cases/{userId}` → `data.cases`). */
export const BackendCaseSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  title: z.string(),
  description: z.string().nullish(),
  status: CaseStatusSchema.default('pending'),
  priority: CasePrioritySchema.default('medium'),
  client_name: z.string().nullish(),
  client_email: z.string().nullish(),
  client_phone: z.string().nullish(),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
  documents_count: z.int().nonnegative().default(0),
  due_date: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  case_type: z.string().nullish(),
  court: z.string().nullish(),
  judge: z.string().nullish(),
  notes: z.string().nullish(),
});
/** Backend case. */
export type BackendCase = z.infer<typeof BackendCaseSchema>;

/** A case in the app (spec §3): description defaults to '', priority to medium, tags to []. */
export const CaseSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  title: z.string(),
  description: z.string().default(''),
  status: CaseStatusSchema,
  priority: CasePrioritySchema.default('medium'),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable().default(null),
  clientPhone: z.string().nullable().default(null),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  documentsCount: z.int().nonnegative().default(0),
  dueDate: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
  caseType: z.string().nullable().default(null),
  court: z.string().nullable().default(null),
  judge: z.string().nullable().default(null),
  notes: z.string().nullable().default(null),
});
/** App case. */
export type Case = z.infer<typeof CaseSchema>;

/** Maps a backend case to the app shape (clientName from client_name, etc.). */
export function toCase(row: BackendCase): Case {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    description: row.description ?? '',
    status: row.status,
    priority: row.priority,
    clientName: row.client_name ?? null,
    clientEmail: row.client_email ?? null,
    clientPhone: row.client_phone ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    documentsCount: row.documents_count,
    dueDate: row.due_date ?? null,
    tags: row.tags ?? [],
    caseType: row.case_type ?? null,
    court: row.court ?? null,
    judge: row.judge ?? null,
    notes: row.notes ?? null,
  };
}

/** `POST /cases` form fields. The app sends client name 'Cliente por definir'. */
export const CaseCreateInputSchema = z.object({
  title: z.string().trim().min(1),
  client_name: z.string().default(MESSAGES.cases.defaultClientName),
  user_id: z.string().min(1),
  description: z.string().default(''),
});
/** Case creation payload. */
export type CaseCreateInput = z.infer<typeof CaseCreateInputSchema>;

/** Builds the temporary case shown while a creation is in flight: status pending, priority medium, 0 documents. */
export function createOptimisticCase(input: {
  tempId: string;
  userId: string;
  title: string;
  description?: string;
  now: Date;
}): Case {
  const at = input.now.toISOString();
  return {
    id: input.tempId,
    user_id: input.userId,
    title: input.title,
    description: input.description ?? '',
    status: 'pending',
    priority: 'medium',
    clientName: MESSAGES.cases.defaultClientName,
    clientEmail: null,
    clientPhone: null,
    createdAt: at,
    updatedAt: at,
    documentsCount: 0,
    dueDate: null,
    tags: [],
    caseType: null,
    court: null,
    judge: null,
    notes: null,
  };
}

/** A case as the report screens read it: either naming style for client and type (spec §3). */
export const CaseRefSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  client_name: z.string().nullish(),
  clientName: z.string().nullish(),
  case_type: z.string().nullish(),
  caseType: z.string().nullish(),
  description: z.string().nullish(),
  status: z.string().nullish(),
  court: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
/** Case as read by report screens. */
export type CaseRef = z.infer<typeof CaseRefSchema>;

/** The client name of a case reference, whichever field carries it; '' when none. */
export function caseRefClientName(ref: CaseRef): string {
  return ref.client_name ?? ref.clientName ?? '';
}

/** The case type of a case reference, whichever field carries it; '' when none. */
export function caseRefType(ref: CaseRef): string {
  return ref.case_type ?? ref.caseType ?? '';
}

/** The case dropdown label of the wizard: 'case title - client name'. */
export function caseOptionLabel(ref: CaseRef): string {
  return `${ref.title} - ${caseRefClientName(ref)}`;
}

/** Summary of a case analysis (other fields are opaque and kept). */
export const CaseAnalysisDataSchema = z.looseObject({
  analysis_type: z.string(),
  documents_analyzed: z.int().nonnegative(),
  total_chars: z.int().nonnegative(),
  created_at: IsoDateTimeSchema,
  summary: z.string(),
});
/** `GET /case-analysis/{caseId}/{userId}`: success flag and data; any error or no data means no analysis. */
export const CaseAnalysisSchema = z.object({
  success: z.boolean(),
  data: CaseAnalysisDataSchema.nullish(),
});
/** Case analysis response. */
export type CaseAnalysis = z.infer<typeof CaseAnalysisSchema>;
/** Case analysis data. */
export type CaseAnalysisData = z.infer<typeof CaseAnalysisDataSchema>;

/** The analysis to show, or null when the response failed or carried none. */
export function availableAnalysis(response: CaseAnalysis | null | undefined): CaseAnalysisData | null {
  return response?.success && response.data ? response.data : null;
}
