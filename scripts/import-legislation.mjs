#!/usr/bin/env node
/**
 * `npm run import:legislation -- <carpeta | archivo.tar.gz>`: brings the server's build up to date
 * (`tsc -b packages/server`, incremental: about a second when nothing changed; the app, the design system
 * and Storybook are not rebuilt, the importer does not use them), then runs the built importer (`packages/server/dist/cli/import-legislation.js`) with the same environment
 * as `npm start` (`DATA_DIR` or `DATABASE_URL`). Stop the server first when it uses the embedded PGlite:
 * its data directory admits one process at a time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureNodeModules } from './ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureNodeModules();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const build = spawnSync(process.execPath, [tsc, '-b', 'packages/server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('✗ La compilación del servidor falló.');
  process.exit(build.status ?? 1);
}

// The importer runs from the repository root like `npm start` (so a relative DATA_DIR means the same
// folder); the path argument is the caller's, relative to where npm was invoked (INIT_CWD).
const callerCwd = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2).map((a) => (a.startsWith('-') ? a : path.resolve(callerCwd, a)));
const child = spawn(
  process.execPath,
  [path.join(root, 'packages/server/dist/cli/import-legislation.js'), ...args],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
