import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTmpRoot } from '../../../test/tmp.js';
import { createPrerenderer } from './prerender.js';
import { CACHE_INDEX, injectConfig, serialiseConfig, staticRoutes } from './routes.js';

const HTML = { Accept: 'text/html' };
const SHELL =
  '<!doctype html><html lang="es"><head><title>shell</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the app's `dist/.ssr/entry-server.js` (ADR 0035): renders `/` and the privacy policy,
 * counts its renders, and fails on the cookie policy.
 */
const ENTRY = `
globalThis.__renders = 0;
export const prerenderPaths = ['/', '/legal/privacy-policy', '/legal/cookie-policy'];
export async function renderPage({ template, path, configJson, origin, manifest }) {
  globalThis.__renders += 1;
  if (path === '/legal/cookie-policy') throw new Error('render failed');
  const config = JSON.parse(configJson);
  return template.replace('<div id="root"></div>',
    '<div id="root" data-prerendered><h1>' + path + ' · ' + config.productName + ' · ' + origin + ' · ' + Object.keys(manifest).length + '</h1></div>');
}
`;

describe('prerendered public pages (static module)', () => {
  let base: string;
  let withBundle: string;
  let withoutBundle: string;
  const config = { productName: 'Pleito', owner: { name: 'Pleito, S.L.' } };
  const configJson = serialiseConfig(config);

  beforeAll(() => {
    base = mkdtempSync(join(testTmpRoot(), 'alegato-prerender-'));
    withBundle = join(base, 'with');
    withoutBundle = join(base, 'without');
    for (const dir of [withBundle, withoutBundle]) {
      mkdirSync(join(dir, 'assets'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), SHELL);
    }
    mkdirSync(join(withBundle, '.ssr'));
    mkdirSync(join(withBundle, '.vite'));
    writeFileSync(join(withBundle, '.ssr', 'entry-server.js'), ENTRY);
    writeFileSync(
      join(withBundle, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'x' } }),
    );
  });

  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

  it('serves a public page rendered with the runtime configuration, once, with the shell’s headers', async () => {
    const app = staticRoutes({ appDistDir: withBundle, publicConfig: config });
    const res = await app.request('http://alegato.test/legal/privacy-policy', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHE_INDEX);
    const body = await res.text();
    expect(body).toContain('<h1>/legal/privacy-policy · Pleito · http://alegato.test · 1</h1>');
    expect(body).toContain(`<script id="alegato-config" type="application/json">${configJson}</script>`);

    const before = renders();
    const again = await app.request('http://alegato.test/legal/privacy-policy/', { headers: HTML });
    expect(await again.text()).toBe(body);
    expect(renders()).toBe(before);

    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"p-/);
    const cached = await app.request('http://alegato.test/legal/privacy-policy', {
      headers: { ...HTML, 'If-None-Match': etag },
    });
    expect(cached.status).toBe(304);
  });

  it('serves the shell for app routes, /index.html and unknown paths', async () => {
    const app = staticRoutes({ appDistDir: withBundle, publicConfig: config });
    for (const path of ['/cases', '/index.html', '/no-existe']) {
      const res = await app.request(path, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(injectConfig(SHELL, configJson));
    }
  });

  it('falls back to the shell when a page fails to render, and tries again next time', async () => {
    const app = staticRoutes({ appDistDir: withBundle, publicConfig: config });
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/legal/cookie-policy', { headers: HTML });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(injectConfig(SHELL, configJson));
    }
    expect(renders()).toBe(before + 2);
  });

  it('warms every page ahead of the first visitor, with the public address whatever the Host', async () => {
    const prerender = createPrerenderer(withBundle, configJson, { origin: 'https://alegato.es' });
    const before = renders();
    await prerender.warm(); // the failing cookie policy is skipped, never thrown
    expect(renders()).toBe(before + 3);

    const app = staticRoutes({ appDistDir: withBundle, publicConfig: config, prerender });
    const res = await app.request('http://forged.test/', { headers: HTML });
    expect(await res.text()).toContain('<h1>/ · Pleito · https://alegato.es · 1</h1>');
    expect(renders()).toBe(before + 3); // served from the warm render
  });

  it('warms nothing without a public address (each page then renders for its own origin)', async () => {
    const prerender = createPrerenderer(withBundle, configJson);
    const before = renders();
    await prerender.warm();
    expect(renders()).toBe(before);
  });

  it('serves the shell for every page when the build has no server bundle', async () => {
    const app = staticRoutes({ appDistDir: withoutBundle, publicConfig: config });
    const res = await app.request('/', { headers: HTML });
    expect(await res.text()).toBe(injectConfig(SHELL, configJson));
  });

  it('never serves the server bundle or the build manifest', async () => {
    const app = staticRoutes({ appDistDir: withBundle, publicConfig: config });
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json', '/%2essr/entry-server.js']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});
