/**
 * Uploading documents in server tests: `POST /upload` as a signed-in user, then (for `uploadReady`) the
 * background ingestion started and waited for until the document is `ready`.
 */
import { expect, vi } from 'vitest';
import type { AuthTestEnv } from './auth-env.js';

/** A document as the documents API answers it (the fields tests read). */
export interface UploadedDocument {
  id: string;
  filename: string;
  status: string;
  pages: number | null;
  error: string | null;
}

/** `POST /upload` with one file (and the spec's optional form fields). */
export function uploadDocument(
  env: AuthTestEnv,
  token: string,
  file: Blob,
  name: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, name);
  return Promise.resolve(
    env.app.request(
      '/upload',
      {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    ),
  );
}

/** Uploads a file and waits (up to a minute) until its ingestion has finished; expects `ready`. */
export async function uploadReady(
  env: AuthTestEnv,
  token: string,
  file: Blob,
  name: string,
  fields: Record<string, string> = {},
): Promise<UploadedDocument> {
  const res = await uploadDocument(env, token, file, name, fields);
  expect(res.status).toBe(202);
  const { document } = ((await res.json()) as { data: { document: UploadedDocument } }).data;
  env.background.start();
  let doc: UploadedDocument | undefined;
  await vi.waitFor(
    async () => {
      const r = await env.call('GET', `/documents/${document.id}`, { token });
      doc = ((await r.json()) as { data: { document: UploadedDocument } }).data.document;
      expect(doc.status).not.toBe('processing');
    },
    { timeout: 60_000, interval: 100 },
  );
  expect(doc!.status).toBe('ready');
  return doc!;
}
