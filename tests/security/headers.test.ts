/**
 * SECURITY.md 12 — response headers [ASVS 3.4.x, 14.3.2]: CSP without `unsafe-inline` scripts,
 * `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'none'`; `nosniff`; `Cache-Control: no-store`
 * on API responses; CORS only for allow-listed origins. Built with `createApp` directly.
 */
import { expect, it } from 'vitest';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { describeEachTarget, useTestEnv, type TestEnv } from '../../packages/server/test/targets.js';

/** Parses a CSP header into directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

interface Probe {
  label: string;
  path: string;
  init?: RequestInit;
  api: boolean;
}

function probes(env: TestEnv): Probe[] {
  return [
    { label: 'landing HTML', path: '/', init: { headers: { Accept: 'text/html' } }, api: false },
    {
      label: 'legal page HTML',
      path: '/legal/privacy-policy',
      init: { headers: { Accept: 'text/html' } },
      api: false,
    },
    { label: 'unknown path HTML', path: '/whatever', init: { headers: { Accept: 'text/html' } }, api: false },
    { label: 'hashed asset', path: `/assets/${env.dist.assetName}`, api: false },
    { label: 'health JSON', path: '/health', api: true },
    { label: 'API 404', path: '/api/nothing-here', api: true },
    { label: 'auth 404', path: '/auth/v1/nothing-here', api: true },
    { label: 'missing asset 404', path: '/assets/missing.js', api: false },
    {
      label: 'malformed JSON 400',
      path: '/api/anything',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
      api: true,
    },
  ];
}

describeEachTarget('security headers', (target) => {
  const env = useTestEnv(target);

  it('sends the full set of security headers on HTML, asset, API and error responses', async () => {
    for (const probe of probes(env)) {
      const res = await env.app.request(probe.path, probe.init);
      const h = res.headers;
      expect(h.get('content-security-policy'), probe.label).toBeTruthy();
      expect(h.get('x-content-type-options'), probe.label).toBe('nosniff');
      expect(h.get('referrer-policy'), probe.label).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options'), probe.label).toBe('DENY');
      expect(h.get('permissions-policy'), probe.label).toBe('camera=(), microphone=(), geolocation=()');
      expect(h.get('x-request-id'), probe.label).toBeTruthy();
      expect(h.get('strict-transport-security'), `${probe.label}: no HSTS over http`).toBeNull();
      if (probe.api) expect(h.get('cache-control'), probe.label).toBe('no-store');
    }
  });

  it('has a CSP with self-only scripts, no inline scripts, no plugins, no base, no framing', async () => {
    for (const probe of probes(env)) {
      const res = await env.app.request(probe.path, probe.init);
      const csp = parseCsp(res.headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts, probe.label).toEqual(["'self'"]);
      expect(scripts.join(' '), probe.label).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
      expect(csp.get('default-src'), probe.label).toEqual(["'self'"]);
      expect(csp.get('object-src'), probe.label).toEqual(["'none'"]);
      expect(csp.get('base-uri'), probe.label).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), probe.label).toEqual(["'none'"]);
      expect(csp.get('form-action'), probe.label).toEqual(["'self'"]);
      expect(csp.get('connect-src'), probe.label).toEqual(["'self'"]);
    }
  });

  it('keeps API and error responses out of caches, and the HTML shell revalidated', async () => {
    const html = await env.app.request('/', { headers: { Accept: 'text/html' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const boom = await env.app.request('/api/x', { method: 'POST' });
    expect(boom.headers.get('cache-control')).toBe('no-store');
  });

  it('sends no CORS headers to any origin by default', async () => {
    for (const origin of ['https://evil.example.com', 'null', 'http://localhost:5173']) {
      const res = await env.app.request('/health', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      const preflight = await env.app.request('/api/reports', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'DELETE' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods'), origin).toBeNull();
    }
  });
});

describeEachTarget('security headers behind https', (target) => {
  const env = useTestEnv(target, {
    env: { PUBLIC_URL: 'https://alegato.example.es', CORS_ORIGINS: 'https://admin.alegato.example.es' },
  });

  it('adds HSTS on every response when PUBLIC_URL is https', async () => {
    for (const path of ['/', '/health', '/api/none']) {
      const res = await env.app.request(path, { headers: { Accept: 'text/html' } });
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('allows exactly the listed origin, without credentials', async () => {
    const ok = await env.app.request('/health', { headers: { Origin: 'https://admin.alegato.example.es' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://admin.alegato.example.es');
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
    for (const origin of [
      'https://evil.example.com',
      'https://admin.alegato.example.es.evil.com',
      'http://admin.alegato.example.es',
      'https://alegato.example.es',
    ]) {
      const res = await env.app.request('/health', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describeEachTarget('no-store on the main-backend paths (SECURITY 12, issue 11)', (target) => {
  const env = useAuthEnv(target);

  it("never lets a browser or proxy cache a user's documents, cases or searches", async () => {
    const ana = await env.user();
    const form = new FormData();
    form.append('file', new Blob(['Contrato de arrendamiento: la fianza es de dos mensualidades.']), 'c.txt');
    const uploaded = await env.app.request(
      '/upload',
      { method: 'POST', body: form, headers: { authorization: `Bearer ${ana.token}` } },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(uploaded.status).toBe(202);
    expect(uploaded.headers.get('cache-control')).toBe('no-store');
    const id = ((await uploaded.json()) as { data: { document: { id: string } } }).data.document.id;
    env.background.start();
    const requests: [string, string, unknown?][] = [
      ['GET', '/documents'],
      ['GET', `/documents/${id}`],
      ['GET', `/documents/${id}/text`],
      ['GET', `/cases/${ana.id}`],
      ['POST', '/query/mixed', { query: 'fianza', user_id: ana.id }],
      ['GET', `/case-analysis/00000000-0000-4000-8000-000000000000/${ana.id}`],
    ];
    for (const [method, path, body] of requests) {
      const res = await env.call(method, path, { token: ana.token, body });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    }
  });
});
