/**
 * How to start a `worker_threads` thread from a module of this package: the built `<name>.js` beside
 * the calling module, or — when that module runs from TypeScript sources (tests) — `<name>.ts` loaded
 * through tsx's `tsImport` from a small eval bootstrap, with the server's `tsconfig.sources.json` so
 * workspace packages (`@alegato/legal-nlp`) load from their sources like everywhere else in tests.
 * Every engine that runs a thread (extraction, search, embeddings, analysis) starts it this way.
 *
 * The server's test suite bundles those sources once per run instead (`test/worker-bundles.ts`) and
 * names the directory in `ALEGATO_WORKER_BUNDLES`: a thread then starts from its bundle, without tsx's
 * loader thread and per-module transforms, in about half the time.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `new Worker(source, { eval })` needs. */
export interface WorkerSource {
  source: string | URL;
  eval: boolean;
}

/**
 * @param callerUrl - `import.meta.url` of the module that starts the thread
 * @param name - the worker module's file name without extension, beside the caller
 */
export function workerSource(callerUrl: string, name: string): WorkerSource {
  if (!callerUrl.endsWith('.ts')) return { source: new URL(`./${name}.js`, callerUrl), eval: false };
  const target = new URL(`./${name}.ts`, callerUrl).href;
  const bundles = process.env.ALEGATO_WORKER_BUNDLES;
  if (bundles) {
    const src = fileURLToPath(new URL('../', import.meta.url));
    const bundle = path.join(bundles, path.relative(src, fileURLToPath(target)).replace(/\.ts$/, '.mjs'));
    if (existsSync(bundle)) return { source: pathToFileURL(bundle), eval: false };
  }
  const require = createRequire(callerUrl);
  const api = pathToFileURL(
    require.resolve('tsx/package.json').replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  );
  const serverRoot = new URL('../../', import.meta.url);
  const options = {
    parentURL: target,
    tsconfig: fileURLToPath(new URL('tsconfig.sources.json', serverRoot)),
  };
  return {
    source: `import(${JSON.stringify(api.href)}).then(({ tsImport }) => tsImport(${JSON.stringify(target)}, ${JSON.stringify(options)}));`,
    eval: true,
  };
}
