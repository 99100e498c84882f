import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright';
import { workspaceAliases, chromiumArgs, chromiumPath } from './tooling/aliases.ts';
import { watchBrowserContext } from './scripts/lib/network-guard.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Stays on this machine: every Node test process refuses non-loopback connections (ADR 0017). */
const nodeNetworkGuard = `${here}tooling/network.node.setup.ts`;

/** Per browser context, the requests its pages made outside the machine (story tests fail on them). */
const watchers = new WeakMap<BrowserContext, { take(): string[] }>();

/**
 * Test projects: `unit` (pure code in Node), `storybook` (every story as a test in Chromium, a11y at
 * error level), `server` (HTTP and SQL against PGlite and a real PostgreSQL), `e2e` (the built app on the
 * real server in Chromium).
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: [nodeNetworkGuard],
          // A worker runs file after file without starting afresh for each: 110 files took 71.5 s, mostly
          // starting workers and loading modules again, and take 15 s. The files share no state: they pass
          // in any order (checked with shuffled orders, ADR 0017).
          isolate: false,
          include: [
            'packages/{domain,legal-nlp}/src/**/*.test.ts',
            // Pure helpers of the design system (components and fragments are tested through stories).
            'packages/ui/src/**/*.test.ts',
            'app/src/**/*.test.ts',
            'tooling/**/*.test.ts',
            // The benchmarks' own helpers.
            'tests/perf/lib/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'packages/server/src/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          globalSetup: ['packages/server/test/global-setup.ts'],
          setupFiles: [nodeNetworkGuard],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
          // One process runs every file, so the server's modules load once, not once per file (ADR 0017):
          // each test builds its own app and database, and no test changes module state.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: [nodeNetworkGuard],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time. Two at a time took the suite 586 → 427 s in a clean-clone run, but in the next
          // run a click in history.test.ts ('Repetir') did nothing under the load, and a suite that can flake
          // is worse than a slow one (ADR 0017).
          fileParallelism: false,
        },
      },
      {
        plugins: [
          vanillaExtractPlugin(),
          react(),
          storybookTest({ configDir: `${here}.storybook`, storybookScript: 'npm run storybook -- --ci' }),
        ],
        resolve: { alias: workspaceAliases },
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom/client',
            // Pre-bundled so the first story test does not reload mid-run when it discovers them.
            'prosemirror-state',
            'prosemirror-view',
            'prosemirror-model',
            'prosemirror-schema-basic',
            'prosemirror-schema-list',
            'prosemirror-history',
            'prosemirror-keymap',
            'prosemirror-commands',
            'prosemirror-inputrules',
            'prosemirror-transform',
            'dompurify',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Every story file in one iframe: React, the components and the preview load once, not once per
          // file (setup 44 → 10 s, import 56 → 19 s; the suite 412 → 204 s). Each story renders into a
          // fresh root; all 1,153 pass as they did isolated (ADR 0017).
          isolate: false,
          setupFiles: [`${here}tooling/network.browser.setup.ts`],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            commands: {
              networkGuardTake: ({ context }) => {
                let watcher = watchers.get(context);
                if (!watcher) {
                  watcher = watchBrowserContext(context);
                  watchers.set(context, watcher);
                }
                return watcher.take();
              },
            },
          },
        },
      },
    ],
  },
});
