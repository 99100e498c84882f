import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makeTestTmpDir } from '../../../test/tmp.js';
import { createFileStore, createLocalFileStore } from './store.js';

describe('local file store', () => {
  it('sweeps only stale *.part files of owner folders, and counts them', async () => {
    const dir = makeTestTmpDir('alegato-files-');
    const store = createLocalFileStore(dir);
    const key = store.newKey(randomUUID());
    await store.putBuffer(key, Buffer.from('entero'));
    const folder = join(dir, key.split('/')[0] ?? '');
    const stale = join(folder, `${randomUUID()}.${randomUUID()}.part`);
    const fresh = join(folder, `${randomUUID()}.${randomUUID()}.part`);
    const stray = join(dir, 'notas.part');
    for (const path of [stale, fresh, stray]) writeFileSync(path, 'a medias');
    const old = new Date(Date.now() - 120_000);
    utimesSync(stale, old, old);
    utimesSync(stray, old, old);

    expect(await store.sweepPartials(60_000)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(stray)).toBe(true);
    expect((await store.get(key)).toString()).toBe('entero');

    expect(await store.sweepPartials(0)).toBe(1);
    expect(existsSync(fresh)).toBe(false);
  });

  it('sweeps nothing, without failing, before any upload made the folder', async () => {
    const dir = join(makeTestTmpDir('alegato-files-'), 'files');
    expect(await createLocalFileStore(dir).sweepPartials(0)).toBe(0);
    mkdirSync(dir);
    expect(await createLocalFileStore(dir).sweepPartials(0)).toBe(0);
  });
});

/**
 * A tiny S3 stand-in on loopback (path-style `PUT/GET/HEAD/DELETE /<bucket>/<key>` and
 * `GET /<bucket>?list-type=2&prefix=`); signatures are not checked, the requests' paths and methods are.
 */
async function fakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, b, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    seen.push(`${req.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (b !== bucket) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix>` +
            `<KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>` +
            keys
              .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.length}</Size></Contents>`)
              .join('') +
            '</ListBucketResult>',
        );
        return;
      }
      const object = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"e"' });
        res.end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        res.end();
      } else if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      } else {
        res.writeHead(200, { 'content-length': String(object.length), etag: '"e"' });
        res.end(req.method === 'HEAD' ? undefined : object);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3-compatible file store', () => {
  it('stores, reads, sizes and deletes objects under the prefix, and deletes an owner’s folder', async () => {
    const s3 = await fakeS3('alegato-docs');
    try {
      const store = createFileStore({
        kind: 's3',
        bucket: 'alegato-docs',
        prefix: 'produccion/',
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: 'clave',
        secretAccessKey: 'secreto',
      });
      const ana = randomUUID();
      const key = store.newKey(ana);
      const other = store.newKey(ana);
      const bea = store.newKey(randomUUID());
      await store.put(key, Readable.from([Buffer.from('contrato '), Buffer.from('entero')]));
      await store.putBuffer(other, Buffer.from('otro'));
      await store.putBuffer(bea, Buffer.from('de bea'));
      expect([...s3.objects.keys()].sort()).toEqual(
        [`produccion/${bea}`, `produccion/${key}`, `produccion/${other}`].sort(),
      );
      expect((await store.get(key)).toString()).toBe('contrato entero');
      expect(await store.size(key)).toBe(15);
      expect(await store.size(store.newKey(ana))).toBeNull();
      await store.delete(other);
      expect(await store.size(other)).toBeNull();
      await store.deleteOwner(ana);
      expect([...s3.objects.keys()]).toEqual([`produccion/${bea}`]);
      expect(await store.sweepPartials(0)).toBe(0);
      await expect(store.get(key)).rejects.toThrow();
      expect(() => store.newKey('../fuera')).toThrow(/invalid file owner/);
      await expect(store.get('../../etc/passwd')).rejects.toThrow(/invalid file key/);
      expect(s3.seen.every((line) => line.includes('/alegato-docs'))).toBe(true);
    } finally {
      await s3.close();
    }
  });
});
