#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds what is stale, then serves the app with embedded
 * defaults (PGlite in DATA_DIR, migrations at start) on PORT (default 8787) and prints the URL.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureNodeModules } from './ensure.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

ensureNodeModules();
buildIfStale();

const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
