import { CookieConsentSchema, IsoDateTimeSchema } from '@alegato/domain';
import { z } from 'zod';

/** Longest `session_id` accepted. */
export const SESSION_ID_MAX = 200;

/** `user_agent` is stored cut to this many characters. */
export const USER_AGENT_MAX = 512;

/** Earliest and latest client timestamps accepted (PostgreSQL rejects year 0; far dates are nonsense). */
const TIMESTAMP_MIN = Date.UTC(2000, 0, 1);
const TIMESTAMP_MAX = Date.UTC(2200, 0, 1);

/** No C0 control characters or DEL (PostgreSQL `text` cannot even hold NUL). */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]+$/;

/**
 * The body of `POST /api/public/cookie-consent`: the domain's `CookieConsentSchema` (essential must be
 * `true`; unknown fields dropped) with server limits on `session_id` and the timestamp's range.
 */
export const CookieConsentInputSchema = CookieConsentSchema.extend({
  session_id: z.string().trim().min(1).max(SESSION_ID_MAX).regex(NO_CONTROL_CHARS),
  timestamp: IsoDateTimeSchema.refine((v) => {
    const t = Date.parse(v);
    return Number.isFinite(t) && t >= TIMESTAMP_MIN && t < TIMESTAMP_MAX;
  }),
});

/** A validated consent body. */
export type CookieConsentInput = z.output<typeof CookieConsentInputSchema>;

/** Spanish messages of the consent endpoint, in one place. */
export const CONSENT_MESSAGES = {
  body: 'El cuerpo debe ser un objeto JSON con consents, session_id, user_agent y timestamp.',
  consents: 'Faltan las preferencias de cookies (consents).',
  essential: 'Las cookies esenciales no se pueden rechazar: consents.essential debe ser true.',
  category: (name: string) => `consents.${name} debe ser true o false.`,
  sessionId: 'session_id es obligatorio.',
  sessionIdTooLong: `session_id es demasiado largo (máximo ${SESSION_ID_MAX} caracteres).`,
  sessionIdInvalid: 'session_id contiene caracteres no válidos.',
  userAgent: 'user_agent debe ser un texto.',
  timestamp: 'timestamp debe ser una fecha y hora ISO 8601 válida con zona horaria.',
  summary: 'Los datos del consentimiento de cookies no son válidos.',
  rateLimited: 'Demasiadas solicitudes. Inténtalo más tarde.',
} as const;

/** The Spanish message of one problem in a consent body (the domain schema's issues carry none). */
export function consentIssueMessage(issue: z.core.$ZodIssue): string {
  const [head, sub] = issue.path;
  if (head === undefined) return CONSENT_MESSAGES.body;
  if (head === 'consents') {
    if (sub === undefined) return CONSENT_MESSAGES.consents;
    if (sub === 'essential') return CONSENT_MESSAGES.essential;
    return CONSENT_MESSAGES.category(String(sub));
  }
  if (head === 'session_id') {
    if (issue.code === 'too_big') return CONSENT_MESSAGES.sessionIdTooLong;
    if (issue.code === 'invalid_format') return CONSENT_MESSAGES.sessionIdInvalid;
    return CONSENT_MESSAGES.sessionId;
  }
  if (head === 'user_agent') return CONSENT_MESSAGES.userAgent;
  if (head === 'timestamp') return CONSENT_MESSAGES.timestamp;
  return CONSENT_MESSAGES.summary;
}
