import { readFile } from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../packages/server/test/corpus.ts';
import { queryStoppedServerDb, startRealServer, type RunningServer } from './harness.ts';

/**
 * The ingestion job survives a crash (issue acceptance): upload documents to the real built server,
 * SIGKILL it while they are being processed, start a new server on the same DATA_DIR, and every
 * document ends `ready` (or `error`, which the user can retry) — none stays stuck in `processing`, and
 * no row or file is lost.
 */
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

const ENV = { AUTH_AUTOCONFIRM: 'true', JOB_LEASE_MS: '1500', OCR_ENABLED: 'false' };

async function signUp(url: string): Promise<{ token: string; id: string }> {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'alegato-public' },
    body: JSON.stringify({ email: `crash.${Date.now()}@despacho.es`, password: 'Alegato-crash-2026' }),
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  expect(res.status).toBe(200);
  return { token: body.access_token, id: body.user.id };
}

type Doc = { id: string; filename: string; status: string; progress: number };

async function documents(url: string, token: string): Promise<Doc[]> {
  const res = await fetch(`${url}/documents`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const body = (await res.json()) as { data?: { documents: Doc[] } };
  if (!body.data) throw new Error(`GET /documents ${res.status}: ${JSON.stringify(body)}`);
  return body.data.documents;
}

describeWithCorpus('ingestion after a crash', ['sentencias-pdf', 'tenders-jaen-pdf'], () => {
  it('finishes or marks for retry every document after a SIGKILL mid-ingestion', async () => {
    const first = await startRealServer(ENV);
    servers.push(first);
    const { token } = await signUp(first.url);
    const names = [
      ['sentencias-pdf', 'STS_2384_2025.pdf'],
      ['sentencias-pdf', 'STSJ_BAL_451_2025.pdf'],
      ['sentencias-pdf', 'RC_TS_3402_2007.pdf'],
      ['tenders-jaen-pdf', 'DOC20241111091415Pliego_de_prescripciones_tecnicas.pdf'],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [folder, name] of names) {
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(await readFile(corpusPath(folder!, name!)))]),
          `${round}-${name}`,
        );
        const res = await fetch(`${first.url}/upload`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        });
        expect(res.status).toBe(202);
      }
    }
    // Kill as soon as the worker is busy and work is left.
    for (let i = 0; i < 400; i++) {
      const docs = await documents(first.url, token);
      if (docs.some((d) => d.status === 'ready') || docs.some((d) => d.progress > 0)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const before = await documents(first.url, token);
    await first.stop({ keepData: true, signal: 'SIGKILL' });
    servers.pop();
    expect(before).toHaveLength(12);
    expect(before.some((d) => d.status === 'processing')).toBe(true);

    const second = await startRealServer(ENV, { dataDir: first.dataDir, port: first.port });
    servers.push(second);
    const deadline = Date.now() + 120_000;
    let after: Doc[] = [];
    while (Date.now() < deadline) {
      after = await documents(second.url, token);
      if (after.every((d) => d.status !== 'processing')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(after.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
    expect(after.filter((d) => d.status === 'processing')).toEqual([]);
    expect(after.filter((d) => d.status === 'ready').length).toBeGreaterThan(0);
    await second.stop({ keepData: true });
    servers.pop();
    const chunks = await queryStoppedServerDb<{ n: number; docs: number }>(
      first.dataDir,
      'select count(*)::int as n, count(distinct document_id)::int as docs from chunks',
    );
    expect(chunks[0]?.docs).toBe(after.filter((d) => d.status === 'ready').length);
    second.removeData();
  }, 240_000);
});
