import { z } from 'zod';
import { CONFIG_MESSAGES, httpUrl, jsonText } from '../../config-fields.js';
import type { RateLimitRule } from '../../middleware/rate-limit.js';
import { SCRYPT_PARAMS, type ScryptParams } from './password.js';

/** One token bucket rule: the shared definition of `middleware/rate-limit.ts`. */
export type { RateLimitRule };

/** Every rate limit of `/auth/v1` (AUTH-CONTRACT "Defaults to match or beat"). */
export interface AuthRateLimits {
  /** `POST /token?grant_type=password` per socket address. @default 30 burst, 150 / 5 min */
  signInAddress: RateLimitRule;
  /** `POST /token?grant_type=password` per account (e-mail), known or not. @default 10 burst, 10 / 5 min */
  signInAccount: RateLimitRule;
  /** `POST /token?grant_type=refresh_token|pkce` per socket address. @default 30 burst, 150 / 5 min */
  tokenAddress: RateLimitRule;
  /** `POST /signup`, `/recover`, `/resend` and `GET /verify` per socket address. @default 30 / 5 min */
  emailEndpointsAddress: RateLimitRule;
  /** E-mails sent to one address. @default 1 / 60 s */
  emailRecipient: RateLimitRule;
}

/** Defaults of {@link AuthRateLimits}. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInAddress: { burst: 30, perWindow: 150, windowSeconds: 300 },
  signInAccount: { burst: 10, perWindow: 10, windowSeconds: 300 },
  tokenAddress: { burst: 30, perWindow: 150, windowSeconds: 300 },
  emailEndpointsAddress: { burst: 30, perWindow: 30, windowSeconds: 300 },
  emailRecipient: { burst: 1, perWindow: 1, windowSeconds: 60 },
};

/** Auth settings of {@link Config} (`config.auth`). */
export interface AuthConfig {
  /** Sign-up signs in at once, without e-mail confirmation (`AUTH_AUTOCONFIRM`). @default false */
  autoconfirm: boolean;
  /**
   * Exact URLs `redirect_to` may name (`AUTH_REDIRECT_ALLOW_LIST`); always holds `${PUBLIC_URL}/auth/confirm`
   * and `${PUBLIC_URL}/`. Anything else redirects to the site URL.
   */
  redirectAllowList: string[];
  /** Lower-cased e-mails that get the `admin` role (`ADMIN_EMAILS`). @default [] */
  adminEmails: string[];
  /** Hosted Supabase whose tokens the API also accepts (`SUPABASE_URL`), or undefined. */
  supabase:
    | {
        /** Project URL; the issuer accepted is `${url}/auth/v1`. */
        url: string;
        /** HS256 secret (`SUPABASE_JWT_SECRET`). */
        jwtSecret: string | undefined;
        /** JWKS for asymmetric keys (`SUPABASE_JWKS_URL`). @default `${url}/auth/v1/.well-known/jwks.json` */
        jwksUrl: string | undefined;
        /**
         * The project's public anon key (`SUPABASE_ANON_KEY`). When set, the web app's supabase-js talks
         * to hosted Supabase instead of our `/auth/v1` (the server injects URL and key into the page).
         */
        anonKey: string | undefined;
      }
    | undefined;
  /** Rate limits (`AUTH_RATE_LIMITS`, JSON merged over the defaults). */
  rateLimits: AuthRateLimits;
  /** Session time-box: a session cannot be refreshed past this age (`AUTH_SESSION_TIMEBOX_HOURS`). @default 720 (30 d) */
  sessionTimeboxSeconds: number;
  /** Inactivity limit: a session unrefreshed this long ends (`AUTH_SESSION_INACTIVITY_HOURS`). @default 168 (7 d) */
  sessionInactivitySeconds: number;
  /**
   * 32-byte key sealing the JWT signing private keys at rest with AES-256-GCM (`AUTH_KEY_ENCRYPTION_KEY`,
   * 64 hex digits or base64/base64url). @default undefined (private keys stored as plain JWKs)
   */
  keyEncryptionKey: Buffer | undefined;
  /**
   * scrypt parameters of new password hashes (`AUTH_SCRYPT_COST` = log2 N, 15–20; 10–14 only under
   * `NODE_ENV=test`, where every test registers users). Each hash stores its own parameters, so hashes
   * made at any cost verify. @default { N: 2 ** 15, r: 8, p: 1 }
   */
  scrypt: ScryptParams;
}

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), CONFIG_MESSAGES.boolean)
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  );

const urlList = list.refine(
  (items) =>
    items.every((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }),
  'debe ser una lista de URL http(s) separadas por comas',
);

const emailList = list.refine(
  (items) => items.every((v) => z.email().safeParse(v).success),
  'debe ser una lista de correos separados por comas',
);

const rule = z.object({
  burst: z.number().int().positive(),
  perWindow: z.number().positive(),
  windowSeconds: z.number().positive(),
});

const rateLimits = jsonText.pipe(
  z
    .object({
      signInAddress: rule.optional(),
      signInAccount: rule.optional(),
      tokenAddress: rule.optional(),
      emailEndpointsAddress: rule.optional(),
      emailRecipient: rule.optional(),
    })
    .strict(),
);

const hours = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, 'debe ser un número de horas')
  .transform(Number)
  .refine((n) => n > 0, 'debe ser mayor que 0');

/** 32 bytes written as 64 hex digits, or as base64 / base64url (43 or 44 characters). */
const key256 = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    let bytes: Buffer | undefined;
    if (/^[0-9a-fA-F]{64}$/.test(raw)) bytes = Buffer.from(raw, 'hex');
    else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(raw)) bytes = Buffer.from(raw.replace(/=$/, ''), 'base64url');
    if (bytes?.length !== 32) {
      ctx.addIssue({
        code: 'custom',
        message:
          'debe ser una clave de 32 bytes en hexadecimal (64 caracteres) o base64 (openssl rand -base64 32)',
      });
      return z.NEVER;
    }
    return bytes;
  });

/** log2 N of scrypt; below the production cost only in tests (ADR 0007). */
const scryptCost = z.coerce
  .number()
  .int('debe ser un número entero')
  .min(10, 'debe estar entre 10 y 20')
  .max(20, 'debe estar entre 10 y 20')
  .refine(
    (cost) => cost >= Math.log2(SCRYPT_PARAMS.N) || process.env.NODE_ENV === 'test',
    `por debajo de ${Math.log2(SCRYPT_PARAMS.N)} solo en pruebas (NODE_ENV=test): debilita las contraseñas guardadas`,
  );

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

/** The auth variables, spread into the server's env schema. */
export const authEnvShape = {
  AUTH_AUTOCONFIRM: optional(bool),
  AUTH_REDIRECT_ALLOW_LIST: urlList,
  ADMIN_EMAILS: emailList,
  SUPABASE_URL: optional(httpUrl),
  SUPABASE_JWT_SECRET: optional(z.string().min(16, 'debe tener al menos 16 caracteres')),
  SUPABASE_JWKS_URL: optional(httpUrl),
  SUPABASE_ANON_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{1,2048}$/, 'debe ser la clave anon del proyecto'),
  ),
  AUTH_RATE_LIMITS: optional(rateLimits),
  AUTH_SESSION_TIMEBOX_HOURS: optional(hours),
  AUTH_SESSION_INACTIVITY_HOURS: optional(hours),
  AUTH_KEY_ENCRYPTION_KEY: optional(key256),
  AUTH_SCRYPT_COST: optional(scryptCost),
};

/** Parsed values of {@link authEnvShape}. */
export type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;

/** Builds {@link AuthConfig} from the parsed variables and the site URL (`PUBLIC_URL`, no trailing slash). */
export function buildAuthConfig(e: AuthEnv, publicUrl: string): AuthConfig {
  const allow = [`${publicUrl}/auth/confirm`, `${publicUrl}/`, ...e.AUTH_REDIRECT_ALLOW_LIST];
  const supabaseUrl = e.SUPABASE_URL?.replace(/\/+$/, '');
  return {
    autoconfirm: e.AUTH_AUTOCONFIRM ?? false,
    redirectAllowList: [...new Set(allow)],
    adminEmails: [...new Set(e.ADMIN_EMAILS.map((m) => m.toLowerCase()))],
    supabase: supabaseUrl
      ? {
          url: supabaseUrl,
          jwtSecret: e.SUPABASE_JWT_SECRET,
          jwksUrl: e.SUPABASE_JWKS_URL,
          anonKey: e.SUPABASE_ANON_KEY,
        }
      : undefined,
    rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...(e.AUTH_RATE_LIMITS ?? {}) } as AuthRateLimits,
    sessionTimeboxSeconds: Math.round((e.AUTH_SESSION_TIMEBOX_HOURS ?? 720) * 3600),
    sessionInactivitySeconds: Math.round((e.AUTH_SESSION_INACTIVITY_HOURS ?? 168) * 3600),
    keyEncryptionKey: e.AUTH_KEY_ENCRYPTION_KEY,
    scrypt:
      e.AUTH_SCRYPT_COST === undefined ? SCRYPT_PARAMS : { ...SCRYPT_PARAMS, N: 2 ** e.AUTH_SCRYPT_COST },
  };
}
