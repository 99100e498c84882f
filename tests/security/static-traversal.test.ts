/**
 * Path traversal against the static file server over real HTTP (raw request targets, no client-side
 * normalisation). A secret file next to `APP_DIST_DIR` and `/etc/passwd` must never be returned.
 * Relates to SECURITY.md 14 (traversal payloads: `../`, encoded, double-encoded, backslash, absolute,
 * NUL, overlong).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../../packages/server/src/config.js';
import { startServer, type RunningServer } from '../../packages/server/src/server.js';
import { rawRequest } from '../../packages/server/test/http.js';
import {
  createFakeAppDist,
  createIsolatedEnv,
  describeEachTarget,
  type FakeAppDist,
  type IsolatedEnv,
} from '../../packages/server/test/targets.js';

const SECRET = 'TOP-SECRET-ALEGATO-7f3a';

const PAYLOADS = [
  '/assets/../../etc/passwd',
  '/assets/../../../../../../etc/passwd',
  '/assets/../secret.txt',
  '/assets/../../secret.txt',
  '/../secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/assets/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%252e%252e%252f%252e%252e%252fsecret.txt',
  '/assets/%25252e%25252e%25252fsecret.txt',
  '/assets/..%5c..%5csecret.txt',
  '/assets/..%255c..%255csecret.txt',
  '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
  '/assets/%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afsecret.txt',
  '/assets/index-abc123.js%00/../../secret.txt',
  '/assets/%00../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%2fsecret.txt',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/assets/%2fetc%2fpasswd',
  '/assets//etc/passwd',
  '/secret.txt',
  '/assets/....//....//secret.txt',
  '/assets/.%2e/.%2e/secret.txt',
];

describeEachTarget('static path traversal over HTTP', (target) => {
  let isolated: IsolatedEnv;
  let dist: FakeAppDist;
  let server: RunningServer;

  beforeEach(async () => {
    isolated = await createIsolatedEnv(target);
    dist = createFakeAppDist(isolated.dataDir);
    writeFileSync(join(dirname(dist.dir), 'secret.txt'), SECRET);
    writeFileSync(join(dist.dir, '.env'), SECRET);
    server = await startServer(loadConfig({ ...isolated.env, APP_DIST_DIR: dist.dir }));
  });

  afterEach(async () => {
    await server.close();
    await isolated.cleanup();
  });

  it('serves the real asset over raw HTTP (control)', async () => {
    const res = await rawRequest(server.port, `/assets/${dist.assetName}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(dist.assetBody);
  });

  it('never returns a file outside the root, whatever the encoding', async () => {
    const shell = (await rawRequest(server.port, '/', { headers: { Accept: 'text/html' } })).body;
    expect(shell).toContain('<div id="root"></div>');
    for (const path of PAYLOADS) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await rawRequest(server.port, path, { headers: { Accept: accept } });
        expect(res.body, path).not.toContain(SECRET);
        expect(res.body, path).not.toMatch(/root:.*:0:0:/);
        // Either refused (400/404) or the app shell for a browser navigation; never a file.
        expect([200, 400, 404], `${path} → ${res.status}`).toContain(res.status);
        if (res.status === 200) expect(res.body, path).toBe(shell);
      }
    }
  });

  it('does not serve dotfiles from the root', async () => {
    const res = await rawRequest(server.port, '/.env', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });
});
