import { z } from 'zod';
import { IsoDateTimeSchema } from './api.js';

/** Consent categories; essential is always on. */
export const ConsentsSchema = z.object({
  essential: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
/** Consent choices. */
export type Consents = z.infer<typeof ConsentsSchema>;

/** A cookie consent as stored and as sent to `POST /api/public/cookie-consent`. */
export const CookieConsentSchema = z.object({
  consents: ConsentsSchema,
  timestamp: IsoDateTimeSchema,
  session_id: z.string().min(1),
  user_agent: z.string(),
});
/** Cookie consent. */
export type CookieConsent = z.infer<typeof CookieConsentSchema>;
