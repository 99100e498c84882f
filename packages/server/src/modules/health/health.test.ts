import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { readServerVersion } from '../../version.js';
import { HealthResponseSchema } from './schema.js';
import { checkHealth } from './service.js';

describeEachTarget('GET /health', (target) => {
  const env = useTestEnv(target);
  const version = readServerVersion();

  it('answers ok after a real query, with the package version and no-store', async () => {
    const res = await env.app.request('/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = HealthResponseSchema.parse(await res.json());
    expect(body).toEqual({ status: 'ok', db: 'ok', version });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers HEAD with the same status and no body', async () => {
    const res = await env.app.request('/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers 503 degraded when the database is closed, without leaking the cause', async () => {
    await env.database.close();
    const res = await env.app.request('/health');
    expect(res.status).toBe(503);
    const body = (await res.json()) as unknown;
    expect(body).toEqual({ status: 'degraded', db: 'error', version });
    expect(env.logs.lines.some((l) => l.msg === 'health check: database unavailable')).toBe(true);
  });
});

describe('checkHealth', () => {
  it('reports degraded when the database does not answer in time', async () => {
    const never = new Promise<never>(() => {});
    const hung = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => ({
          init: async () => {},
          acquireConnection: () => never,
          beginTransaction: async () => {},
          commitTransaction: async () => {},
          rollbackTransaction: async () => {},
          releaseConnection: async () => {},
          destroy: async () => {},
        }),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const started = Date.now();
    const result = await checkHealth({ db: hung, version: '1.2.3', timeoutMs: 50 });
    expect(result).toEqual({ status: 'degraded', db: 'error', version: '1.2.3' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
