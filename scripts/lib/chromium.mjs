/**
 * Chromium for tests and benchmarks: Debian's `/usr/bin/chromium` driven by playwright-core. Browsers are
 * never downloaded. Mirrors `chromiumArgs` / `chromiumPath` in `tooling/aliases.ts` for plain Node ESM
 * scripts (visual, package, e2e, bench), which cannot import TypeScript.
 *
 * @example
 * import { launchChromium } from '../../scripts/lib/chromium.mjs';
 * const browser = await launchChromium();
 * try {
 *   const page = await browser.newPage();
 *   await page.goto(url);
 * } finally {
 *   await browser.close();
 * }
 */
import { chromium } from 'playwright-core';

/**
 * Path of the Chromium executable. Override with `CHROMIUM_PATH`.
 * @default '/usr/bin/chromium'
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for Debian's Chromium on this machine: no sandbox (runs as root), no GPU, and no network traffic
 * beyond what the page itself requests (no component updates, sync, QUIC or first-run calls).
 */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Every host name but the loopback ones resolves to nothing: tests never reach the network (ADR 0017).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
]);

/**
 * Launches headless Chromium with {@link chromiumPath} and {@link chromiumArgs}.
 *
 * @param {import('playwright-core').LaunchOptions} [options] Extra launch options. `args` are appended to
 *   {@link chromiumArgs}; `executablePath` defaults to {@link chromiumPath}; `headless` defaults to `true`.
 * @returns {Promise<import('playwright-core').Browser>} The browser; the caller closes it.
 */
export async function launchChromium(options = {}) {
  const { args = [], ...rest } = options;
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ...rest,
    args: [...chromiumArgs, ...args],
  });
}
