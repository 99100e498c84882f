import { expect, it } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { SYSTEM_CHECKS, runSystemChecks, type SystemCheck } from './checks.js';

const ADMIN = 'jefa@despacho.es';
const PASSWORD = 'clave-de-la-jefa-2026';

async function adminToken(env: AuthTestEnv): Promise<{ id: string; token: string }> {
  const id = await env.signUpConfirmed(ADMIN, PASSWORD);
  return { id, token: (await env.signIn(ADMIN, PASSWORD)).access_token };
}

describeEachTarget('system checks', (target) => {
  const env = useAuthEnv(target, { ADMIN_EMAILS: ADMIN });

  it('runs every check on a fresh server, each with a verdict, a latency and a Spanish detail', async () => {
    const { token } = await adminToken(env);
    const res = await env.call('POST', '/api/admin/checks', { token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { checked_at: string; checks: SystemCheck[] } };
    expect(data.checks.map((c) => c.id)).toEqual([...SYSTEM_CHECKS]);
    for (const check of data.checks) {
      expect(['ok', 'warn', 'fail'], check.id).toContain(check.verdict);
      expect(check.latency_ms).toBeGreaterThanOrEqual(0);
      expect(check.detail.length, check.id).toBeGreaterThan(0);
      expect(check.name.length).toBeGreaterThan(0);
    }
    const by = Object.fromEntries(data.checks.map((c) => [c.id, c]));
    expect(by.database).toMatchObject({ verdict: 'ok' });
    expect(by.database?.detail).toMatch(/migraciones aplicadas/);
    expect(by.files).toMatchObject({ verdict: 'ok' });
    expect(by.mail?.detail).toMatch(/bandeja de desarrollo/);
    // No AI_PROVIDER in tests: the built-in engine, no network.
    expect(by.ai).toMatchObject({ verdict: 'ok', detail: 'Motor integrado: no necesita red.' });
    // A fresh database has no legislation to search.
    expect(by.search).toMatchObject({ verdict: 'warn' });
    expect(by.search?.detail).toMatch(/^0 normas públicas, 0 documentos, 0 fragmentos/);
    expect(by.ocr?.verdict).not.toBe('fail');
    expect(by.pdf).toMatchObject({ verdict: 'ok' });
    expect(by.jobs).toMatchObject({ verdict: 'ok', detail: '0 en cola, 0 en curso, 0 fallidos.' });
  });

  it('is for admins only', async () => {
    const ana = await env.user('ana');
    const res = await env.call('POST', '/api/admin/checks', { token: ana.token });
    expect(res.status).toBe(403);
  });

  it('turns a failing or slow check into its verdict instead of throwing', async () => {
    const { id } = await adminToken(env);
    const base = env.base;
    const checks = await runSystemChecks(
      {
        db: base.database.db,
        config: {
          ...base.config,
          ai: { ...base.config.ai, provider: 'anthropic', baseUrl: 'https://ai.invalid' },
        },
        logger: env.background.deps.logger,
        files: {
          ...env.background.files,
          putBuffer: () => Promise.reject(new Error('disco lleno')),
        },
        // The provider never answers: the check's time limit ends it.
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
        timeoutMs: 300,
      },
      id,
    );
    const by = Object.fromEntries(checks.map((c) => [c.id, c]));
    expect(by.files).toMatchObject({ verdict: 'fail', detail: 'Error: disco lleno' });
    expect(by.ai).toMatchObject({ verdict: 'fail', detail: 'Sin respuesta en 300 ms.' });
    expect(by.ai?.latency_ms).toBeGreaterThanOrEqual(250);
    // The queue counts what is queued and failed.
    await base.database.db
      .insertInto('jobs')
      .values([
        { kind: 'test', payload: JSON.stringify({}), status: 'queued' },
        { kind: 'test', payload: JSON.stringify({}), status: 'failed' },
      ])
      .execute();
    const [jobs] = (await runSystemChecks({ ...env.background.deps, config: base.config }, id)).filter(
      (c) => c.id === 'jobs',
    );
    expect(jobs?.verdict).toBe('warn');
    expect(jobs?.detail).toMatch(
      /^1 en cola, 0 en curso, 1 fallidos \(1 en las últimas 24 h\); el más antiguo espera desde hace \d+ s\.$/,
    );
    // A failure older than a day is still counted, but no longer warns (failed jobs are kept for good).
    await base.database.db.deleteFrom('jobs').where('status', '=', 'queued').execute();
    await base.database.db
      .updateTable('jobs')
      .set({ updated_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('status', '=', 'failed')
      .execute();
    const [old] = (await runSystemChecks({ ...env.background.deps, config: base.config }, id)).filter(
      (c) => c.id === 'jobs',
    );
    expect(old).toMatchObject({
      verdict: 'ok',
      detail: '0 en cola, 0 en curso, 1 fallidos (0 en las últimas 24 h).',
    });
  });
});
