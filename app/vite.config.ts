import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from '../tooling/aliases.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Source files of @alegato/domain, compiled through the workspace alias. */
const domainSource = /[\\/]packages[\\/]domain[\\/]src[\\/]/;

/**
 * Marks @alegato/domain's source files as free of side effects, so the bundler drops the modules the
 * app does not use: domain is pure (DESIGN.md §2) but its package.json has no `"sideEffects": false`,
 * and without it every zod schema lands in the landing page's entry bundle. Other modules keep the
 * default (their own package.json).
 */
function pureDomain(): Plugin {
  return {
    name: 'alegato:pure-domain',
    transform(code, id) {
      return domainSource.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
    },
  };
}

/** The Alegato server (packages/server) in development. */
const backend = 'http://localhost:8787';

/**
 * Paths the server owns. Keys starting with `^` are regular expressions, so `/dev` does not also
 * capture `/devices` and `/api` does not capture `/apis`.
 */
const proxy = {
  '^/api(/|$)': { target: backend, changeOrigin: false },
  '^/auth/v1(/|$)': { target: backend, changeOrigin: false },
  '^/health(/|$)': { target: backend, changeOrigin: false },
  '^/dev(/|$)': { target: backend, changeOrigin: false },
};

/**
 * The web app: React with vanilla-extract, workspace packages compiled from source, output in
 * `app/dist` with content-hashed files under `/assets/`, served by packages/server in production.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  base: '/',
  plugins: [react(), vanillaExtractPlugin(), pureDomain()],
  resolve: { alias: workspaceAliases },
  build: {
    // The prerender bundle (ADR 0035) goes to `dist/.ssr`, a dot directory the server never serves.
    outDir: isSsrBuild ? 'dist/.ssr' : 'dist',
    emptyOutDir: true,
    // `dist/.vite/manifest.json`: which styles and chunks each lazy page needs, for the prerendered HTML.
    manifest: !isSsrBuild,
    assetsDir: 'assets',
    sourcemap: true,
    // Fonts and images ship as hashed files (CSP has no need for data: fonts, and caching is better).
    assetsInlineLimit: 0,
    target: 'es2022',
    // Every browser the app supports has <link rel="modulepreload">; the polyfill would cost entry bytes.
    modulePreload: { polyfill: false },
    // Rolldown's PLUGIN_TIMINGS notice (vanilla-extract is slow on a shared 2-core machine) reads like an
    // error in the `npm start` log and says nothing actionable.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The prerender bundle is one file: the server imports it with a `?build=` query (a rebuilt
      // bundle reloads), and a lazy chunk importing `../entry-server.js` without it would get a second
      // copy of react-router, whose hooks then miss the first copy's context.
      ...(isSsrBuild ? { output: { codeSplitting: false } } : {}),
    },
  },
  // The prerender bundle carries its dependencies, so the server loads one file.
  ssr: { noExternal: true },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
}));
