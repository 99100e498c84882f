/**
 * Issue 11 §2 — one user must never be able to stop the server for everyone. Each hostile file of the
 * review (an image bomb, an operator bomb, a 10 MiB one-letter text, a 2000-page PDF) is uploaded while
 * `/health` is sampled every 100 ms: the 99th percentile of its latency (including how late the sample
 * started, i.e. event-loop stalls) stays within 200 ms, and every document ends `ready` or `error` with a
 * Spanish message. Deleting a document stops its extraction; one user's queue does not starve another's.
 * The same figures without the 200 ms bound are printed by `npm run bench`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it, vi } from 'vitest';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { imageBombPdf, operatorBombPdf, textPdf } from '../../packages/server/test/hostile-files.js';
import { describeEachTarget } from '../../packages/server/test/targets.js';

type Doc = { id: string; status: string; error: string | null; filename: string };

describeEachTarget('availability under hostile uploads (issue 11)', (target) => {
  const env = useAuthEnv(target, { INGEST_WORKERS: '1', INGEST_TIMEOUT_MS: '30000', OCR_ENABLED: 'true' });

  function upload(token: string, bytes: Buffer | string, name: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return env.app.request(
      '/upload',
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
  }

  async function uploaded(token: string, bytes: Buffer | string, name: string): Promise<string> {
    const res = await upload(token, bytes, name);
    expect(res.status, name).toBe(202);
    return ((await res.json()) as { data: { document: Doc } }).data.document.id;
  }

  async function documentOf(token: string, id: string): Promise<Doc | undefined> {
    const res = await env.call('GET', `/documents/${id}`, { token });
    if (res.status === 404) return undefined;
    return ((await res.json()) as { data: { document: Doc } }).data.document;
  }

  /** Samples `/health` every 100 ms until stopped; each sample is its latency plus how late it started. */
  function sampleHealth() {
    const samples: number[] = [];
    let running = true;
    const done = (async () => {
      while (running) {
        const planned = performance.now() + 100;
        await sleep(100);
        const started = performance.now();
        const res = await env.app.request('/health');
        samples.push(performance.now() - started + Math.max(0, started - planned));
        expect(res.status).toBe(200);
      }
    })();
    return {
      async stop() {
        running = false;
        await done;
        const sorted = [...samples].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
        return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
      },
    };
  }

  it('keeps /health within 200 ms (p99) while hostile files are processed, each ending ready or in error', async () => {
    const mallory = await env.user();
    // Made before sampling starts, as bytes: building them (and encoding a 10 MiB string) takes this
    // thread most of a second, which is the test's own time, not the server's.
    const files: [string, Buffer][] = [
      ['bomba-imagenes.pdf', imageBombPdf(20, 8000)],
      ['bomba-operadores.pdf', operatorBombPdf(1_000_000)],
      ['una-letra.txt', Buffer.alloc(10 * 1024 * 1024 - 1024, 'a')],
      ['dos-mil-paginas.pdf', textPdf(['Cláusula primera del contrato de arrendamiento.'], 2000)],
    ];
    env.background.start();
    const health = sampleHealth();
    const ids: string[] = [];
    for (const [name, bytes] of files) ids.push(await uploaded(mallory.token, bytes, name));
    const docs: Doc[] = [];
    await vi.waitFor(
      async () => {
        docs.length = 0;
        for (const id of ids) docs.push((await documentOf(mallory.token, id))!);
        expect(docs.map((d) => d.status)).not.toContain('processing');
      },
      { timeout: 150_000, interval: 500 },
    );
    const figures = await health.stop();
    console.log(`[availability ${target.name}] /health during hostile ingestion: ${JSON.stringify(figures)}`);
    for (const doc of docs) {
      expect(['ready', 'error'], doc.filename).toContain(doc.status);
      if (doc.status === 'error') expect(doc.error, doc.filename).toMatch(/[áéíóúñ]|documento|PDF/i);
    }
    expect(docs.find((d) => d.filename === 'bomba-operadores.pdf')?.error).toMatch(/demasiado complejo/);
    expect(docs.find((d) => d.filename === 'dos-mil-paginas.pdf')?.status).toBe('ready');
    expect(figures.n).toBeGreaterThan(10);
    expect(figures.p99).toBeLessThanOrEqual(200);
  }, 200_000);

  it("accepts another user's upload at once while the only extraction thread is busy", async () => {
    const ana = await env.user();
    const bea = await env.user();
    env.background.start();
    const bomb = await uploaded(ana.token, imageBombPdf(20, 8000), 'escaneo.pdf');
    // Ana's scan is being extracted (OCR) in the only extraction thread.
    await vi.waitFor(async () => expect((await documentOf(ana.token, bomb))?.status).toBe('processing'), {
      timeout: 10_000,
      interval: 100,
    });
    await sleep(500);
    const started = performance.now();
    const beaId = await uploaded(bea.token, 'Recurso de apelación: alegaciones.', 'recurso.txt');
    const accepted = performance.now() - started;
    console.log(`[availability ${target.name}] 202 during a long extraction: ${Math.round(accepted)} ms`);
    // Checking the type waits for no extraction: well under the seconds the scan takes.
    expect(accepted).toBeLessThan(8_000);
    await env.call('DELETE', `/documents/${bomb}`, { token: ana.token });
    await vi.waitFor(async () => expect((await documentOf(bea.token, beaId))?.status).toBe('ready'), {
      timeout: 30_000,
      interval: 200,
    });
  }, 60_000);

  it('deleting a document stops its extraction at once, and one user cannot starve another', async () => {
    const ana = await env.user();
    const bea = await env.user();
    env.background.start();
    // Ana queues three PDFs; Bea's short text arrives last and must not wait behind all of them. 2000
    // pages, some with a text layer too thin to stand, read by OCR (2000 text pages alone, read by
    // pdftotext, take about a second: ADR 0015, "Speed"). The first has 4 such pages, a few seconds of
    // work: Bea waits for it alone. The other two have 20, long for any extractor: one is still being
    // read when Bea's text is ready (in the order uploaded, all three would be done by then), and it
    // would still hold the thread for many seconds if deleting it did not stop it.
    const pdf = (every: number) =>
      textPdf(
        Array.from({ length: 2000 }, (_, i) =>
          i % every === 0 ? 'Folio' : 'Texto largo de una escritura de compraventa con muchas cláusulas.',
        ),
      );
    const long = pdf(100);
    const anaIds = [
      await uploaded(ana.token, pdf(500), 'a1.pdf'),
      await uploaded(ana.token, long, 'a2.pdf'),
      await uploaded(ana.token, long, 'a3.pdf'),
    ];
    const beaId = await uploaded(bea.token, 'Contestación a la demanda: hechos y fundamentos.', 'b.txt');
    await vi.waitFor(async () => expect((await documentOf(bea.token, beaId))?.status).toBe('ready'), {
      timeout: 60_000,
      interval: 200,
    });
    const anaStates = await Promise.all(anaIds.map(async (id) => (await documentOf(ana.token, id))?.status));
    expect(anaStates.filter((s) => s === 'processing').length).toBeGreaterThanOrEqual(1);
    // Ana deletes everything still processing: the thread is freed at once for the next document.
    const deleting = Date.now();
    for (const id of anaIds) await env.call('DELETE', `/documents/${id}`, { token: ana.token });
    const after = await uploaded(bea.token, 'Escrito breve tras el borrado.', 'b2.txt');
    await vi.waitFor(async () => expect((await documentOf(bea.token, after))?.status).toBe('ready'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(Date.now() - deleting).toBeLessThan(15_000);
  }, 120_000);
});
