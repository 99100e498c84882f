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
  /**
   * Loads the bundle and renders every public page ahead of the first visitor (the bundle's import
   * and the first renders take a second or more). Needs a fixed `origin` (see
   * {@link createPrerenderer}); never rejects: a page that fails is rendered again on request.
   */
  warm(): Promise<void>;
}

/** Options of {@link createPrerenderer}. */
export interface PrerendererOptions {
  /**
   * The site's public address (`PUBLIC_URL`) for every page's canonical and Open Graph URLs, whatever
   * `Host` a request came with (a forged one never reaches a cached page). Without it the request's
   * origin is used and {@link Prerenderer.warm} does nothing.
   */
  origin?: string;
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
export function createPrerenderer(
  root: string,
  configJson: string,
  options: PrerendererOptions = {},
): Prerenderer {
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

  /** The bundle of the build now in `root` (loaded again after a rebuild), or undefined. */
  async function current(): Promise<Loaded | undefined> {
    const index = findIndexHtml(root);
    if (!index) return undefined;
    const build = Math.floor(index.stats.mtimeMs);
    const known = await loaded?.catch(() => undefined);
    if (known && known.build === build) return known;
    loaded = load(build);
    return loaded;
  }

  const prerenderer: Prerenderer = {
    async page(rawPath, requestOrigin) {
      const origin = options.origin ?? requestOrigin;
      const bundle = await current();
      if (!bundle) return undefined;
      const path = normalise(rawPath);
      if (!bundle.entry.prerenderPaths.includes(path)) return undefined;
      const key = `${origin} ${path}`;
      let html = bundle.pages.get(key);
      if (!html) {
        if (bundle.pages.size >= MAX_CACHED) bundle.pages.delete(bundle.pages.keys().next().value!);
        const { entry, template, manifest } = bundle;
        html = entry.renderPage({ template, path, configJson, origin, manifest });
        bundle.pages.set(key, html);
      }
      try {
        return await html;
      } catch (error) {
        bundle.pages.delete(key);
        throw error;
      }
    },
    async warm() {
      const { origin } = options;
      if (!origin) return;
      const bundle = await current().catch(() => undefined);
      for (const path of bundle?.entry.prerenderPaths ?? []) {
        await prerenderer.page(path, origin).catch(() => undefined);
      }
    },
  };
  return prerenderer;
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
