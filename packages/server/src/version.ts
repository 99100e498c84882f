import { readFileSync } from 'node:fs';

/**
 * Version of `@alegato/server`, read from its package.json (the same relative path works from `src/`
 * and `dist/`).
 */
export function readServerVersion(): string {
  const raw = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  const pkg = JSON.parse(raw) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}
