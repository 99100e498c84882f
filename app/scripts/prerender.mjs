#!/usr/bin/env node
/**
 * Build step after `vite build` and `vite build --ssr` (ADR 0035): renders every public page once with
 * the default configuration into `dist/.ssr/pages/`, so a page that cannot render on the server fails
 * the build rather than the first visitor. The server renders the same pages again with its own
 * runtime configuration (packages/server/src/modules/static/prerender.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { prerenderPaths, renderPage } = await import(pathToFileURL(join(dist, '.ssr/entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const out = join(dist, '.ssr/pages');
mkdirSync(out, { recursive: true });
for (const path of prerenderPaths) {
  const html = await renderPage({ template, path, configJson: '', origin: '', manifest });
  if (!html.includes('<div id="root" data-prerendered><'))
    throw new Error(`prerender: ${path} rendered nothing`);
  const name = path === '/' ? 'index' : path.slice(1).replaceAll('/', '__');
  writeFileSync(join(out, `${name}.html`), html);
  console.log(`prerendered ${path} (${(html.length / 1024).toFixed(1)} KB)`);
}
