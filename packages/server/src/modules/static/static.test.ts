import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { MAIN_BACKEND_PREFIXES } from '../../app.js';
import { testTmpRoot } from '../../../test/tmp.js';
import { CACHE_IMMUTABLE, CACHE_INDEX, injectConfig, serialiseConfig } from './routes.js';
import { isSpaRoute, resolveStaticFile, SPA_ROUTES } from './service.js';

/** Every client route of spec §2, with `:id` filled in. */
const SPEC_PATHS = SPA_ROUTES.map((r) => r.replace(':id', '3f2b8c1e-1111-4222-8333-444455556666'));

const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** index.html as served: the built file with the runtime configuration injected before </head>. */
function servedIndex(env: ReturnType<typeof useTestEnv>): string {
  const { identity } = env.config;
  return injectConfig(
    env.dist.indexHtml,
    serialiseConfig({
      productName: identity.productName,
      owner: { name: identity.ownerName, nif: identity.ownerNif, address: identity.ownerAddress },
      mailboxes: {
        contact: identity.contactEmail,
        privacy: identity.privacyEmail,
        legal: identity.legalEmail,
      },
      authUrl: '',
    }),
  );
}

describe('runtime configuration in index.html', () => {
  it('injects a JSON script element before </head> that cannot break out of it', () => {
    const json = serialiseConfig({
      productName: '</script><script>alert(1)</script>',
      owner: { name: 'A & B' },
    });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({
      productName: '</script><script>alert(1)</script>',
      owner: { name: 'A & B' },
    });
    const html = injectConfig('<html><head><title>x</title></head><body></body></html>', json);
    expect(html).toBe(
      `<html><head><title>x</title><script id="alegato-config" type="application/json">${json}</script></head><body></body></html>`,
    );
  });
});

function injectedConfig(html: string): unknown {
  const json = html.match(/<script id="alegato-config" type="application\/json">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null');
}

describeEachTarget('static app serving with hosted Supabase', (target) => {
  const env = useTestEnv(target, {
    env: { SUPABASE_URL: 'https://proj.supabase.co', SUPABASE_ANON_KEY: 'eyJhbGciOi.anon.key' },
  });

  it('points the app’s supabase-js at hosted Supabase with its anon key', async () => {
    const res = await env.app.request('/', { headers: HTML });
    expect(injectedConfig(await res.text())).toMatchObject({
      authUrl: 'https://proj.supabase.co',
      authAnonKey: 'eyJhbGciOi.anon.key',
    });
  });
});

describeEachTarget('static app serving', (target) => {
  const env = useTestEnv(target);

  it('points the app’s supabase-js at our own /auth/v1 by default', async () => {
    const res = await env.app.request('/', { headers: HTML });
    expect(injectedConfig(await res.text())).toMatchObject({ authUrl: '' });
  });

  it('serves the owner identity from the configuration in index.html', async () => {
    const res = await env.app.request('/legal/legal-notice', { headers: HTML });
    const html = await res.text();
    const json = html.match(/<script id="alegato-config" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ owner: { name: env.config.identity.ownerName } });
  });

  it('answers index.html with 200 and no-cache for every client route of the spec', async () => {
    expect(SPEC_PATHS).toHaveLength(26);
    for (const path of SPEC_PATHS) {
      // `/documents` is also the documents API (ADR 0010): there only a navigation gets the app.
      const isApi = MAIN_BACKEND_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
      for (const headers of isApi ? [HTML] : [HTML, { Accept: '*/*' }]) {
        const res = await env.app.request(path, { headers });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(res.headers.get('cache-control'), path).toBe(CACHE_INDEX);
        expect(await res.text(), path).toBe(servedIndex(env));
      }
    }
  });

  it('answers an API call (not a navigation) to /documents with the API, not the app', async () => {
    const res = await env.app.request('/documents', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('serves a direct load of /legal/privacy-policy (and with a trailing slash)', async () => {
    for (const path of ['/legal/privacy-policy', '/legal/privacy-policy/']) {
      const res = await env.app.request(path, { headers: HTML });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(servedIndex(env));
    }
  });

  it('answers index.html (200, landing page) for any other browser navigation', async () => {
    for (const path of ['/no-existe', '/foo/bar/baz', '/reports/1/extra', '/casos-exito.php', '/Dashboard']) {
      const res = await env.app.request(path, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(servedIndex(env));
    }
  });

  it('answers JSON 404 for unknown paths that do not accept HTML', async () => {
    const res = await env.app.request('/no-existe', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Recurso no encontrado' });
  });

  it('never falls back to index.html under reserved prefixes', async () => {
    for (const path of [
      '/api/x',
      '/api/public/x',
      '/auth/v1/x',
      '/health/x',
      '/dev/outbox',
      '/assets/x.js',
    ]) {
      const res = await env.app.request(path, { headers: HTML });
      // /api/* without a bearer token is refused by requireUser before routing.
      expect(res.status, path).toBe(path === '/api/x' ? 401 : 404);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long immutable cache and the right type', async () => {
    const res = await env.app.request(`/assets/${env.dist.assetName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(env.dist.assetBody)));
    expect(await res.text()).toBe(env.dist.assetBody);

    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await env.app.request(`/assets/${env.dist.assetName}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers HEAD for assets and pages without a body', async () => {
    const asset = await env.app.request(`/assets/${env.dist.assetName}`, { method: 'HEAD' });
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('');
    const page = await env.app.request('/reports', { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('');
  });

  it('answers 404 (never index.html) for a missing asset', async () => {
    for (const path of ['/assets/index-missing.js', '/assets/', '/assets']) {
      const res = await env.app.request(path, { headers: HTML });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('serves other files at the root of the build', async () => {
    const res = await env.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const missing = await env.app.request('/robots.txt', { headers: { Accept: 'text/plain' } });
    expect(missing.status).toBe(404);
  });

  it('answers 503 with a Spanish page when the app is not built', async () => {
    rmSync(join(env.dist.dir, 'index.html'));
    for (const path of ['/', '/legal/privacy-policy', '/otra-ruta']) {
      const res = await env.app.request(path, { headers: HTML });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('La aplicación no está compilada. Ejecuta npm start.');
    }
    expect((await env.app.request('/health')).status).toBe(200);
  });

  it('does not treat encoded traversal as a path (app.request)', async () => {
    for (const path of [
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/%252e%252e%252fx',
    ]) {
      const res = await env.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('isSpaRoute', () => {
  it.each(SPEC_PATHS)('matches %s', (path) => {
    expect(isSpaRoute(path)).toBe(true);
  });

  it.each(['/reports/a/b', '/api/reports', '/legal', '/legal/other', '/dashboard/x', '//', ''])(
    'does not match %s',
    (path) => {
      expect(isSpaRoute(path)).toBe(false);
    },
  );
});

describe('resolveStaticFile', () => {
  let base: string;
  let root: string;

  beforeAll(() => {
    base = mkdtempSync(join(testTmpRoot(), 'alegato-static-'));
    root = join(base, 'dist');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'assets', 'app.js'), 'ok');
    writeFileSync(join(root, 'assets', 'a b.js'), 'space');
    writeFileSync(join(root, '.env'), 'SECRET=1');
    writeFileSync(join(base, 'secret.txt'), 'TOP SECRET');
    mkdirSync(join(base, 'dist-evil'));
    writeFileSync(join(base, 'dist-evil', 'x.js'), 'evil');
    symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.js'));
  });

  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('finds regular files inside the root', () => {
    expect(resolveStaticFile(root, '/assets/app.js')?.path).toBe(join(root, 'assets', 'app.js'));
    expect(resolveStaticFile(root, '/assets/a%20b.js')?.path).toBe(join(root, 'assets', 'a b.js'));
  });

  it.each([
    '/assets/../../secret.txt',
    '/assets/../secret.txt',
    '/../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%252e%252e%252f%252e%252e%252fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/..\\..\\secret.txt',
    '/assets/app.js%00.png',
    '/assets/%c0%ae%c0%ae/secret.txt',
    '/assets//app.js',
    '/assets/./app.js',
    '/..%2fdist-evil/x.js',
    '/../dist-evil/x.js',
    '/assets/link.js',
    '/.env',
    '/assets',
    '/',
    'assets/app.js',
    `/${encodeURIComponent('/etc/passwd')}`,
    '/C:%5Cwindows%5Cwin.ini',
  ])('refuses %s', (path) => {
    expect(resolveStaticFile(root, path)).toBeUndefined();
  });

  it('refuses an encoded absolute path to a real file', () => {
    expect(resolveStaticFile(root, `/${encodeURIComponent(join(base, 'secret.txt'))}`)).toBeUndefined();
  });
});
