import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findIndexHtml, resolveStaticFile } from './service.js';

/**
 * The public pages prerendered to HTML (issue 16, ADR 0035). The app's build leaves a server bundle in
 * `<appDistDir>/.ssr/entry-server.js` (a dot directory: never served) and Vite's manifest in
 * `.vite/manifest.json`; this loads the bundle on the first request for a public page and renders each
 * page once with this server's runtime configuration (ADR 0006), so the HTML carries the deployment's
 * own product name, owner identity and mailboxes. Without the bundle (an old build, the tests' fake
 * dist) every page falls back to `index.html`.
 */

/** What the app's `entry-server.tsx` exports. */
interface EntryServer {
  prerenderPaths: readonly string[];
  renderPage(input: {
    template: string;
    path: string;
    configJson: string;
    origin: string;
    manifest: Record<string, unknown>;
  }): Promise<string>;
}

/** Renders public pages on demand and keeps them. */
export interface Prerenderer {
  /**
   * The page's HTML (without the injected configuration), or `undefined` when `path` is not a
   * prerendered page or the build has no server bundle; rejects when the page fails to render. `origin` only feeds the canonical and Open
   * Graph URLs in `<head>`.
   */
  page(path: string, origin: string): Promise<string | undefined>;
}

/** At most this many rendered pages are kept (pages × origins the server is reached under). */
const MAX_CACHED = 64;

/** Loaded bundle with the build it came from (the shell's mtime), so a rebuild is picked up. */
interface Loaded {
  build: number;
  entry: EntryServer;
  template: string;
  manifest: Record<string, unknown>;
  pages: Map<string, Promise<string>>;
}

/** `/legal/privacy-policy/` → `/legal/privacy-policy`; `/` stays. */
function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * A {@link Prerenderer} for the app built in `root`, with the configuration JSON the server injects.
 * A bundle that fails to load or a page that fails to render rejects (and is tried again next time);
 * the caller then serves `index.html`.
 */
export function createPrerenderer(root: string, configJson: string): Prerenderer {
  let loaded: Promise<Loaded | undefined> | undefined;

  async function load(build: number): Promise<Loaded | undefined> {
    const bundle = resolveStaticFileHidden(root, '.ssr/entry-server.js');
    const index = findIndexHtml(root);
    if (!bundle || !index) return undefined;
    // The query string makes a rebuilt bundle a new module (Node caches imports by URL).
    const entry = (await import(`${pathToFileURL(bundle).href}?build=${build}`)) as EntryServer;
    const [template, manifestText] = await Promise.all([
      readFile(index.path, 'utf8'),
      readFile(join(root, '.vite', 'manifest.json'), 'utf8').catch(() => '{}'),
    ]);
    return { build, entry, template, manifest: JSON.parse(manifestText), pages: new Map() };
  }

  return {
    async page(rawPath, origin) {
      const index = findIndexHtml(root);
      if (!index) return undefined;
      const build = Math.floor(index.stats.mtimeMs);
      let current = await loaded?.catch(() => undefined);
      if (!current || current.build !== build) {
        loaded = load(build);
        current = await loaded;
      }
      if (!current) return undefined;
      const path = normalise(rawPath);
      if (!current.entry.prerenderPaths.includes(path)) return undefined;
      const key = `${origin} ${path}`;
      let html = current.pages.get(key);
      if (!html) {
        if (current.pages.size >= MAX_CACHED) current.pages.delete(current.pages.keys().next().value!);
        const { entry, template, manifest } = current;
        html = entry.renderPage({ template, path, configJson, origin, manifest });
        current.pages.set(key, html);
      }
      try {
        return await html;
      } catch (error) {
        current.pages.delete(key);
        throw error;
      }
    },
  };
}

/**
 * A file under a dot directory of the build (`.ssr/…`), which {@link resolveStaticFile} refuses on
 * purpose for requests. Only for fixed, server-chosen paths.
 */
function resolveStaticFileHidden(root: string, relative: string): string | undefined {
  const [hidden, ...rest] = relative.split('/');
  const file = resolveStaticFile(join(root, hidden ?? ''), `/${rest.join('/')}`);
  return file?.path;
}
