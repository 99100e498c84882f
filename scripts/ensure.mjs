#!/usr/bin/env node
/**
 * Makes a fresh machine ready: installs npm dependencies when they are missing or stale, and (with
 * `--system`) Debian's Chromium (full and headless shell), PostgreSQL and poppler-utils when they are
 * missing. Only Node built-ins here: this runs before anything is installed.
 *
 *   node scripts/ensure.mjs            npm dependencies
 *   node scripts/ensure.mjs --system   npm dependencies + chromium, chromium-headless-shell, postgresql,
 *                                    poppler-utils (root: apt-get)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = path.join(root, 'node_modules', '.alegato-install-stamp');

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    console.error(`\n✗ Falló: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** Hash of everything that decides the installed tree. */
function lockHash() {
  const h = createHash('sha256');
  for (const f of [
    'package.json',
    'package-lock.json',
    'packages/domain/package.json',
    'packages/legal-nlp/package.json',
    'packages/ui/package.json',
    'packages/server/package.json',
    'app/package.json',
  ]) {
    const p = path.join(root, f);
    if (existsSync(p)) h.update(readFileSync(p));
  }
  return h.digest('hex');
}

export function ensureNodeModules() {
  const want = lockHash();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (have === want && existsSync(path.join(root, 'node_modules', '.bin'))) return;
  console.log('› Instalando dependencias npm…');
  const hasLock = existsSync(path.join(root, 'package-lock.json'));
  run('npm', [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund', '--loglevel=error']);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, want);
}

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export function ensureSystemPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  // The e2e suite's browser: Chromium's headless build, lighter than the full one (ADR 0017).
  if (!existsSync(headlessShell)) missing.push('chromium-headless-shell');
  if (!findPostgresBin()) missing.push('postgresql');
  // pdftotext, pdffonts, pdftoppm: extraction is checked against them and PDFs are parsed back in tests.
  if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✗ Faltan paquetes del sistema: ${missing.join(', ')}.\n  Instálalos como root: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`› Instalando paquetes de Debian: ${missing.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules();
  if (process.argv.includes('--system')) ensureSystemPackages();
}
