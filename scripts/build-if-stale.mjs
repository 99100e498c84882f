/**
 * Rebuilds the workspace (`npm run build`) when any source file is newer than the last build, so
 * `npm start` and the e2e/bench scripts never serve a stale app. The stamp lives in node_modules.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = path.join(root, 'node_modules', '.alegato-build-stamp');
const sources = ['packages/domain', 'packages/legal-nlp', 'packages/ui', 'packages/server', 'app', 'tooling'];
const skip = new Set(['node_modules', 'dist', 'test', '.turbo']);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Returns true when a build ran. */
export function buildIfStale({ force = false } = {}) {
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  const built = existsSync(stamp) ? Number(readFileSync(stamp, 'utf8')) : 0;
  const outputs = [
    'app/dist/index.html',
    'app/dist/.ssr/entry-server.js',
    'packages/server/dist/main.js',
    'packages/ui/dist/index.js',
  ];
  if (!force && built >= newest && outputs.every((o) => existsSync(path.join(root, o)))) return false;
  console.log('› Compilando (npm run build)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('✗ La compilación falló.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, String(newest));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale({ force: process.argv.includes('--force') });
