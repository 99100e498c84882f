/**
 * Environment-variable field schemas and messages shared by the server's configuration (`config.ts`)
 * and the auth module's (`modules/auth/config.ts`), so a rule and its Spanish message are written once.
 *
 * @module
 */
import { z } from 'zod';

/** Spanish messages of configuration errors common to several variables. */
export const CONFIG_MESSAGES = {
  json: 'debe ser JSON',
  boolean: 'debe ser true o false',
  httpUrl: 'debe ser una URL http:// o https:// válida',
} as const;

/** An absolute `http://` or `https://` URL, trimmed. */
export const httpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, CONFIG_MESSAGES.httpUrl);

/** A JSON text, parsed; pipe it into the schema of the value. */
export const jsonText = z.string().transform((raw, ctx) => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: CONFIG_MESSAGES.json });
    return z.NEVER;
  }
});
