import { CASE_PRIORITIES, CASE_STATUSES, MESSAGES, uniqueTags } from '@alegato/domain';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../../errors.js';

/** Spanish messages of the cases endpoints, in one place. */
export const CASE_MESSAGES = {
  titleRequired: 'El título del caso es obligatorio.',
  titleTooLong: ERROR_MESSAGES.titleTooLong,
  textTooLong: (field: string, max: number) => `${field} no puede superar los ${max} caracteres.`,
  status: 'El estado debe ser pending, active, closed o archived.',
  priority: 'La prioridad debe ser low, medium, high o urgent.',
  dueDate: 'La fecha de vencimiento debe tener el formato AAAA-MM-DD.',
  email: 'El email del cliente no es válido.',
  tags: 'Las etiquetas deben ser una lista de hasta 20 textos de 50 caracteres como máximo.',
  documentsMode: "documents debe ser 'keep' o 'delete'.",
  notFound: MESSAGES.cases.notFound,
  nothingToUpdate: 'No hay cambios que guardar.',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Optional free text: trimmed, control characters removed, '' → null, bounded. */
function text(label: string, max: number) {
  return z
    .string()
    .transform((v) => v.replace(CONTROL, '').trim())
    .pipe(z.string().max(max, CASE_MESSAGES.textTooLong(label, max)))
    .transform((v) => (v === '' ? null : v))
    .nullish();
}

/**
 * Tags from a list, a JSON array string or a comma-separated string; trimmed, unique ignoring case (the
 * rule the case form shows, domain's `uniqueTags`), bounded.
 */
const TagsSchema = z
  .union([z.array(z.string()), z.string()], { error: CASE_MESSAGES.tags })
  .transform((v) => {
    let list: unknown = v;
    if (typeof v === 'string') {
      const s = v.trim();
      if (s.startsWith('[')) {
        try {
          list = JSON.parse(s);
        } catch {
          list = [];
        }
      } else list = s === '' ? [] : s.split(',');
    }
    return Array.isArray(list) ? list : [];
  })
  .pipe(z.array(z.string().transform((t) => t.replace(CONTROL, '').trim())))
  .transform(uniqueTags)
  .pipe(z.array(z.string().max(50, CASE_MESSAGES.tags)).max(20, CASE_MESSAGES.tags));

/** The writable case fields (owner, id and timestamps never are: SECURITY 9). */
const fields = {
  description: text('La descripción', 20_000),
  status: z.enum(CASE_STATUSES, { error: CASE_MESSAGES.status }),
  priority: z.enum(CASE_PRIORITIES, { error: CASE_MESSAGES.priority }),
  client_name: text('El nombre del cliente', 200),
  client_email: text('El email del cliente', 254).pipe(z.email(CASE_MESSAGES.email).nullish()),
  client_phone: text('El teléfono del cliente', 40),
  due_date: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.iso.date(CASE_MESSAGES.dueDate).nullable())
    .nullish(),
  tags: TagsSchema,
  case_type: text('El tipo de caso', 100),
  court: text('El juzgado', 200),
  judge: text('El juez', 200),
  notes: text('Las notas', 20_000),
};

const Title = z
  .string({ error: CASE_MESSAGES.titleRequired })
  .transform((v) => v.replace(CONTROL, '').trim())
  .pipe(z.string().min(1, CASE_MESSAGES.titleRequired).max(200, CASE_MESSAGES.titleTooLong));

/** `POST /cases` (form or JSON): title required; `user_id` is checked by the auth middleware. */
export const CaseCreateSchema = z.object({
  title: Title,
  user_id: z.string().optional(),
  ...Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, s.optional()])),
}) as z.ZodType<CaseWrite & { title: string; user_id?: string }>;

/** `PUT /cases/{id}` JSON of the changed fields; unknown fields are ignored. */
export const CaseUpdateSchema = z.object({
  title: Title.optional(),
  user_id: z.string().optional(),
  ...Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, s.optional()])),
}) as z.ZodType<CaseWrite & { title?: string; user_id?: string }>;

/** Validated writable fields; `undefined` = not sent, `null` = cleared. */
export interface CaseWrite {
  description?: string | null;
  status?: (typeof CASE_STATUSES)[number];
  priority?: (typeof CASE_PRIORITIES)[number];
  client_name?: string | null;
  client_email?: string | null;
  client_phone?: string | null;
  due_date?: string | null;
  tags?: string[];
  case_type?: string | null;
  court?: string | null;
  judge?: string | null;
  notes?: string | null;
}

/** What happens to a deleted case's documents: kept without a case (default) or deleted. */
export const DocumentsModeSchema = z.enum(['keep', 'delete'], { error: CASE_MESSAGES.documentsMode });
