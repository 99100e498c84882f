/**
 * The server's worker threads, bundled once per test run from their TypeScript sources.
 *
 * From sources, `workerSource` (src/workers/source.ts) starts a thread through tsx: the thread registers
 * tsx's loader (one more thread for the hooks) and resolves and transforms every module it imports
 * through them. Measured here, that took about 1 s per analysis thread and 0.6 s per extraction thread,
 * about twice what the built `dist` needs, and the server suite starts a few hundred threads: each
 * test builds its own app, whose engines start their threads on first use.
 *
 * So the suite's global setup bundles each `src/**\/worker.ts` with esbuild, from the same sources
 * Vitest runs (workspace packages through the same aliases, node_modules left as imports), into a
 * directory under `node_modules/.cache` (where those imports resolve), and names it in
 * `ALEGATO_WORKER_BUNDLES` for the test processes it starts. `workerSource` starts a thread from its
 * bundle when that variable names one; otherwise (a script run with tsx) it keeps the tsx bootstrap.
 *
 * @module
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { workspaceAliases } from '../../../tooling/aliases.js';

/** The variable `workerSource` reads. */
export const WORKER_BUNDLES_ENV = 'ALEGATO_WORKER_BUNDLES';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverSrc = path.join(root, 'packages/server/src');

/** Every `worker.ts` under the server's `src`, as `[path relative to src without .ts, absolute path]`. */
function workerEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'worker.ts')
        entries[path.relative(serverSrc, file).replace(/\.ts$/, '')] = file;
    }
  };
  walk(serverSrc);
  return entries;
}

/**
 * Bundles the workers into a new directory (one per process: the two server lanes of `npm test` run
 * side by side) and returns it with its removal.
 */
export async function bundleWorkers(): Promise<{ dir: string; remove(): void }> {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'alegato-workers-'));
  try {
    await build({
      entryPoints: workerEntries(),
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'workspace-sources',
          setup(b) {
            // Workspace packages from their sources (as Vitest's aliases); every other package, and
            // Node's own modules, stay imports resolved from node_modules at run time.
            b.onResolve({ filter: /^[^./]/ }, (args) => {
              const source = workspaceAliases[args.path];
              if (source) return { path: source };
              if (args.path.startsWith('@alegato/')) {
                return { errors: [{ text: `no source alias for ${args.path} (tooling/aliases.ts)` }] };
              }
              return { external: true };
            });
          },
        },
      ],
    });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
