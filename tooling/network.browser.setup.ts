/**
 * Vitest setup for the Storybook project (stories as tests in Chromium): after each story, asks the Node
 * side which requests the page made outside the machine (the `networkGuardTake` command in
 * vitest.config.ts, which watches the Playwright browser context) and fails that story naming the URLs.
 * Chromium's host-resolver rules already keep them from leaving (ADR 0017).
 */
import { afterEach, beforeAll } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** URLs outside the machine requested since the last call (the first call starts watching). */
    networkGuardTake: () => Promise<string[]>;
  }
}

const BLOCKED_MESSAGE = 'petición de red fuera de la máquina bloqueada (los tests no usan la red)';

beforeAll(async () => {
  await commands.networkGuardTake();
});

afterEach(async () => {
  const urls = await commands.networkGuardTake();
  if (urls.length > 0) throw new Error(`${BLOCKED_MESSAGE}: ${urls.join(', ')}`);
});
