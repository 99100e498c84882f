#!/usr/bin/env node
/**
 * `npm run import:legislation -- <carpeta | archivo.tar.gz>`: builds the server if it is stale, then
 * runs the built importer (`packages/server/dist/cli/import-legislation.js`) with the same environment
 * as `npm start` (`DATA_DIR` or `DATABASE_URL`). Stop the server first when it uses the embedded PGlite:
 * its data directory admits one process at a time.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureNodeModules } from './ensure.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureNodeModules();
buildIfStale();

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
