/**
 * The prerender of the public pages (issue 16, ADR 0035): the landing page signed out, the marketing
 * pages and the legal pages rendered to HTML with react-dom/server, the same tree the browser then
 * hydrates (`main.tsx`). Built by `vite build --ssr` into `dist/.ssr/entry-server.js` (a dot directory,
 * which the static server never serves) and called by the server with its runtime configuration
 * (ADR 0006), so the owner identity and mailboxes in the HTML are the deployment's own.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { darkTheme, lightTheme } from '@alegato/ui';
import { AppTree } from './App';
import { staticNavigator } from './appNavigation';
import { LandingRoot } from './components/LandingRoot';
import { readConfig } from './config';
import { routes } from './router';
import { routeTable, type RouteDef } from './routes';
import { appStore } from './state/store';
import { configAtom } from './state/config';
import { authAtom } from './state/auth';

/** Source file of each prerendered page kind, as named in Vite's build manifest. */
const PAGE_SOURCES: Partial<Record<RouteDef['page']['kind'], string>> = {
  legal: 'src/pages/LegalPage.tsx',
  marketing: 'src/pages/MarketingPage.tsx',
};

/** The router's module, loaded on demand by `main.tsx` (a dynamic entry of Vite's manifest). */
const ROUTER_SOURCE = 'src/router.tsx';

/** The prerendered paths: `/` (the landing page signed out), the marketing pages and the legal pages. */
export const prerenderPaths: readonly string[] = [
  '/',
  ...routeTable
    .filter((route) => route.access === 'public' && PAGE_SOURCES[route.page.kind] !== undefined)
    .map((route) => route.path),
];

/** One chunk of Vite's `.vite/manifest.json`. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** What {@link renderPage} needs besides the path. */
export type RenderInput = {
  /** The built `index.html` (the SPA shell). */
  template: string;
  /** One of {@link prerenderPaths}. */
  path: string;
  /** The runtime configuration as the server injects it (JSON text), read exactly as the browser reads it. */
  configJson: string;
  /** `https://host` for the canonical and Open Graph URLs; '' leaves them relative. */
  origin: string;
  /** Vite's build manifest, for the page chunk's styles and module preloads. */
  manifest: Record<string, ManifestChunk>;
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeText = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's own styles and modules (the router's and the lazy route's chunks), with what they import, not already in the shell. */
function chunkLinks(input: RenderInput, kind: RouteDef['page']['kind'] | undefined): string {
  const source = kind ? PAGE_SOURCES[kind] : undefined;
  if (!source) return '';
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = input.manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  // The router's chunk too: these pages hydrate with it (the landing page alone renders without it).
  visit(ROUTER_SOURCE);
  visit(source);
  const absent = (file: string) => !input.template.includes(`/${file}"`);
  return [
    ...[...css].filter(absent).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].filter(absent).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The faces above the fold of every public page: Inter (header, hero lead, buttons) and Source Serif 4
 * semibold and italic (the `<h1>` and its emphasis). Preloaded so they usually arrive before the first
 * paint and the swap from the fallback face (`font-display: swap`) does not shift the layout; the other
 * faces (serif regular for the legal text) load when used.
 */
const ABOVE_THE_FOLD_FONTS = [
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2',
  '@fontsource/source-serif-4/files/source-serif-4-latin-400-italic.woff2',
];

function fontPreloads(manifest: RenderInput['manifest']): string {
  return Object.entries(manifest)
    .filter(([source]) => ABOVE_THE_FOLD_FONTS.some((font) => source.endsWith(font)))
    .map(([, chunk]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}">`)
    .join('');
}

/** Title, description, canonical, Open Graph and Twitter tags from the page's own PageMeta output. */
function headTags(hoisted: string, input: RenderInput): string {
  const title = decodeText(/<title>([\s\S]*?)<\/title>/.exec(hoisted)?.[1] ?? '');
  const description = decodeText(/<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? '');
  const url = `${input.origin}${input.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeAttribute(content)}" data-static>`;
  return [
    // `data-static`: main.tsx removes the title and description before React renders its own.
    `<title data-static>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('');
}

/**
 * A public page other than the landing page: react-router's static provider at `path`. The landing
 * page on `/` renders without the router, as the browser hydrates it (`LandingRoot`, ADR 0035).
 */
async function routedPage(path: string) {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} redirects`);
  if (context.statusCode !== 200) throw new Error(`prerender: ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(dataRoutes, context);
  // No hydration data script: the CSP forbids inline scripts and the public routes have no loaders.
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}

/**
 * Renders one public page into the shell: the page's markup inside `#root`, its head tags in place of
 * the shell's static title and description, its chunk's styles. Signed out, no account screen open.
 * The store is set just before the synchronous render, so concurrent calls never mix configurations.
 */
export async function renderPage(input: RenderInput): Promise<string> {
  const page = input.path === '/' ? <LandingRoot /> : await routedPage(input.path);
  // Set right before the synchronous render: no other render can run in between.
  appStore.set(configAtom, readConfig(input.configJson));
  appStore.set(authAtom, { status: 'signedOut', user: null });
  const markup = renderToString(
    <StrictMode>
      <AppTree navigator={staticNavigator({ pathname: input.path, search: '', hash: '' })}>{page}</AppTree>
    </StrictMode>,
  );
  // React 19 emits the hoisted <title> and <meta> first; they belong in <head>.
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/>)*/.exec(markup)?.[0] ?? '';
  const body = markup.slice(hoisted.length);
  const kind = routeTable.find((route) => route.path === input.path)?.page.kind;
  const withoutStatic = input.template
    .replace(/<title data-static>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*data-static[^>]*>\s*/, '');
  // The theme's tokens must apply from the first paint: the light class, and both names for
  // `public/prepaint.js`, which switches to dark when the system asks for it.
  const themed = withoutStatic.replace(
    '<html lang="es">',
    `<html lang="es" class="${lightTheme}" data-theme-light="${lightTheme}" data-theme-dark="${darkTheme}">`,
  );
  if (themed === withoutStatic) throw new Error('prerender: index.html has no <html lang="es">');
  return themed
    .replace(
      '</head>',
      `${headTags(hoisted, input)}${fontPreloads(input.manifest)}${chunkLinks(input, kind)}</head>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
}
