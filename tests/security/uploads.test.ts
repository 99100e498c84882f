/**
 * SECURITY.md 13 and the bad-input suite over HTTP: every malformed or hostile file of
 * `hostileFiles()` (truncated and encrypted PDFs, zip bombs, macro DOCX, renamed executables, HTML as
 * PDF, empty and NUL-laden text, huge page counts, …) is refused by `POST /upload` with a 4xx and a
 * Spanish message, nothing is stored, and the server keeps answering; the legitimate edge files are
 * accepted. Files that only fail at extraction end with the document in `error` and a Spanish message.
 */
import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { acceptableEdgeFiles, hostileFiles } from '../../packages/server/test/hostile-files.js';
import { describeEachTarget } from '../../packages/server/test/targets.js';

const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|un|una|no|de|archivo|documento)\b/i;

describeEachTarget('hostile uploads', (target) => {
  const env = useAuthEnv(target, { OCR_ENABLED: 'false' });

  async function token() {
    const email = `ana.${randomUUID()}@despacho.es`;
    await env.signUpConfirmed(email, 'clave-de-ana-2026');
    return (await env.signIn(email, 'clave-de-ana-2026')).access_token;
  }

  function upload(bearer: string, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return env.app.request(
      '/upload',
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
  }

  it('refuses every hostile file with a clear Spanish error, stores nothing and stays up', async () => {
    const bearer = await token();
    const files = await hostileFiles();
    expect(files.length).toBeGreaterThanOrEqual(50);
    env.background.start();
    const outcomes: { name: string; status: number; message: string; final?: string }[] = [];
    for (const file of files) {
      const res = await upload(bearer, file.bytes, file.name);
      const body = (await res.json()) as { message?: string; data?: { document: { id: string } } };
      if (res.status === 202 && body.data) {
        // Accepted by the sniffer: extraction must then fail cleanly with a Spanish message.
        const id = body.data.document.id;
        let doc: { status: string; error: string | null } | undefined;
        await vi.waitFor(
          async () => {
            const r = await env.call('GET', `/documents/${id}`, { token: bearer });
            doc = ((await r.json()) as { data: { document: { status: string; error: string | null } } }).data
              .document;
            expect(doc.status).not.toBe('processing');
          },
          { timeout: 20_000, interval: 100 },
        );
        outcomes.push({ name: file.name, status: 202, message: doc!.error ?? '', final: doc!.status });
        continue;
      }
      outcomes.push({ name: file.name, status: res.status, message: body.message ?? '' });
    }
    for (const o of outcomes) {
      if (o.status === 202) {
        expect({ name: o.name, final: o.final }).toEqual({ name: o.name, final: 'error' });
      } else {
        expect({ name: o.name, status: o.status >= 400 && o.status < 500 }).toEqual({
          name: o.name,
          status: true,
        });
      }
      expect({ name: o.name, spanish: SPANISH.test(o.message) }).toEqual({ name: o.name, spanish: true });
    }
    const health = await env.app.request('/health');
    expect(health.status).toBe(200);
    const stored = await env.base.database.db
      .selectFrom('documents')
      .select(['filename', 'status'])
      .where('status', '!=', 'error')
      .execute();
    expect(stored).toEqual([]);
  }, 300_000);

  it('accepts the legitimate edge files', async () => {
    const bearer = await token();
    for (const file of await acceptableEdgeFiles()) {
      const res = await upload(bearer, file.bytes, file.name);
      expect({ name: file.name, status: res.status }).toEqual({ name: file.name, status: 202 });
    }
  });
});
