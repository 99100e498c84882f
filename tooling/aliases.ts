import { fileURLToPath } from 'node:url';

/**
 * Source aliases for the workspace packages, so Vite, Vitest and Storybook compile them from `src`
 * without a prior build. `tsc -b` and Node at run time use the built `dist` through package exports.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export const workspaceAliases: Record<string, string> = {
  // Subpaths before their package: the first matching alias wins.
  '@alegato/domain/vocabulary': `${root}packages/domain/src/vocabulary.ts`,
  '@alegato/domain': `${root}packages/domain/src/index.ts`,
  // Browser-safe subpaths: the citation finder without the stemmer and the thesaurus of the index.
  '@alegato/legal-nlp/references': `${root}packages/legal-nlp/src/references.ts`,
  '@alegato/legal-nlp/articles': `${root}packages/legal-nlp/src/articles.ts`,
  '@alegato/legal-nlp': `${root}packages/legal-nlp/src/index.ts`,
  '@alegato/ui/styles.css': `${root}packages/ui/src/styles.ts`,
  '@alegato/ui/fonts.css': `${root}packages/ui/src/tokens/fonts.css`,
  '@alegato/ui': `${root}packages/ui/src/index.ts`,
};

/** Flags for Debian's Chromium on this machine: no sandbox as root, no network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Every host name but the loopback ones resolves to nothing: tests never reach the network (ADR 0017).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless build (Debian `chromium-headless-shell`), for browser tests that compare no
 * screenshots: the e2e suite ran its tests in 15 % less time with it than with the full browser. The
 * visual suite keeps the full browser, whose pixels its baselines hold (ADR 0017).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
