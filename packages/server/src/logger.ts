import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.js';

/**
 * Keys that are never written to logs (SECURITY.md 16): credentials, tokens, cookies and bodies.
 * Paths are matched at the top level and one level down (`*.x`).
 */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'apikey',
  'api_key',
  'secret',
  'body',
  'texto',
  'content',
] as const;

const redactPaths = REDACTED_KEYS.flatMap((k) =>
  /^[a-z_]+$/.test(k) ? [k, `*.${k}`] : [`["${k}"]`, `*["${k}"]`],
);

/** Options for {@link createLogger}. */
export interface LoggerOptions {
  /** Minimum level written. @default 'info' */
  level?: LogLevel;
  /** Where JSON lines go. @default stdout */
  destination?: DestinationStream;
}

/**
 * Structured JSON logger (pino) with secrets redacted. One per process, passed to the app factory.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const pinoOptions = {
    level: options.level ?? 'info',
    base: { service: 'alegato-server' },
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: '[redactado]' },
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return options.destination ? pino(pinoOptions, options.destination) : pino(pinoOptions);
}
