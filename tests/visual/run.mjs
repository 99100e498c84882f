#!/usr/bin/env node
/**
 * Visual regression for @alegato/ui (HOUSE-STYLE §17): every Storybook story, in both themes, screenshotted
 * in Chromium and compared with the committed baselines in tests/visual/baselines. See README.md here.
 *
 *   npm run test:visual                        build Storybook, shoot, compare
 *   npm run test:visual -- --no-build          reuse storybook-static/ when it exists
 *   npm run test:visual -- --filter button     only story ids containing "button" (`a,b`: either)
 *   npm run test:visual -- --update            rewrite baselines deliberately, delete orphans
 *   npm run test:visual -- --workers 2         pages shooting in parallel (default 3)
 *
 * Screenshot policy: a fixed viewport (800 px high; 800 px wide for Foundations/Primitives/Components;
 * 390 and 1280 px for Fragments/Pages in the light theme, 1280 px in the dark one), then a full-page
 * capture from the top-left corner, at least the viewport high and capped at 4000 px. Full page rather than a clip of #storybook-root, because Dialog, Toast,
 * Tooltip and Popover render in portals outside #storybook-root and fixed overlays cover the viewport.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { blockedError, watchBrowserContext } from '../../scripts/lib/network-guard.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STATIC_DIR = path.join(ROOT, 'storybook-static');
const HERE = path.join(ROOT, 'tests/visual');
const BASELINES = path.join(HERE, 'baselines');
const CURRENT = path.join(HERE, '__current__');
const DIFFS = path.join(HERE, '__diff__');

/** Theme global values, as named in .storybook/preview.tsx (withThemeByClassName). */
const THEMES = ['claro', 'oscuro'];
/** Titles under these prefixes are layouts: shot narrow (phone) and wide (desktop). */
const LAYOUT_PREFIXES = ['Fragments/', 'Pages/'];
/**
 * Layouts at both widths in the default theme and wide only in the dark one: a theme changes colour
 * tokens, not layout, so the dark phone shot repeated what the other three showed, at a fifth of the
 * suite's time (ADR 0017).
 */
const LAYOUT_WIDTHS = { claro: [390, 1280], oscuro: [1280] };
const DEFAULT_WIDTH = 800;
const VIEWPORT_HEIGHT = 800;
const MAX_HEIGHT = 4000;
/** pixelmatch per-pixel colour distance (0–1): below it two pixels count as equal (anti-aliasing noise). */
const PIXEL_THRESHOLD = 0.1;
/** A shot fails when more than this share of its pixels differ. */
const MAX_DIFF_RATIO = 0.001;
/** Stories tagged with this (`tags: ['skip-visual']`, with a written reason) are not shot. */
const SKIP_TAG = 'skip-visual';
const STORY_TIMEOUT_MS = 30_000;

const CSS_FREEZE = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

async function main() {
  const started = performance.now();
  const { values: opts } = parseArgs({
    options: {
      update: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      filter: { type: 'string' },
      workers: { type: 'string', default: '3' },
    },
  });
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
  const workers = Math.max(1, Number.parseInt(opts.workers, 10) || 3);
  // `--filter a,b`: story ids containing any of the comma-separated parts.
  const filters = opts.filter?.toLowerCase().split(',').filter(Boolean);
  const matches = (id) => !filters || filters.some((part) => id.toLowerCase().includes(part));

  // 1. Storybook build.
  const indexPath = path.join(STATIC_DIR, 'index.json');
  if (opts['no-build'] && existsSync(indexPath)) {
    console.log('visual: --no-build, using the existing storybook-static/');
  } else {
    if (opts['no-build'])
      console.log('visual: --no-build, but storybook-static/index.json is missing: building');
    const t = performance.now();
    await buildStorybook();
    console.log(`visual: storybook built in ${seconds(t)}`);
  }

  // 2. Stories and the shots they need. The build is copied to a private temp dir first, so a rebuild of
  // storybook-static/ started elsewhere during the run cannot pull files from under the browser.
  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'alegato-visual-'));
  await cp(STATIC_DIR, snapshot, { recursive: true });
  process.on('exit', () => rmSync(snapshot, { recursive: true, force: true }));
  process.once('SIGINT', () => process.exit(130));
  const index = JSON.parse(await readFile(path.join(snapshot, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries ?? index.stories ?? {})
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id));
  if (stories.length === 0) fail('visual: storybook-static/index.json lists no stories');
  const skipped = stories.filter((story) => story.tags?.includes(SKIP_TAG));
  for (const story of skipped) console.log(`visual: skipping ${story.id} (tag "${SKIP_TAG}")`);
  const selected = stories.filter((story) => !story.tags?.includes(SKIP_TAG) && matches(story.id));
  if (selected.length === 0) fail(`visual: no story id matches --filter "${opts.filter}"`);
  // Theme first: a page loads Storybook's preview once per theme and then switches stories in place.
  const shots = THEMES.flatMap((theme) =>
    selected.flatMap((story) =>
      widthsFor(story.title, theme).map((width) => ({
        story,
        theme,
        width,
        name: `${story.id}--${theme}--${width}`,
      })),
    ),
  );

  await rm(CURRENT, { recursive: true, force: true });
  await rm(DIFFS, { recursive: true, force: true });
  await mkdir(BASELINES, { recursive: true });

  // 3. Shoot and compare, a few pages at a time.
  const server = await serveStatic(snapshot, { cacheControl: 'public, max-age=3600' });
  const browser = await launchChromium();
  const results = [];
  const t = performance.now();
  try {
    let next = 0;
    const progress = createProgress(shots.length);
    await Promise.all(
      Array.from({ length: Math.min(workers, shots.length) }, async () => {
        const context = await browser.newContext({
          viewport: { width: DEFAULT_WIDTH, height: VIEWPORT_HEIGHT },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          colorScheme: 'light',
          locale: 'es-ES',
          timezoneId: 'Europe/Madrid',
        });
        await context.addInitScript(installPageHooks, CSS_FREEZE);
        // A shot whose page asked for anything outside the machine fails, naming the URL (ADR 0017).
        const network = watchBrowserContext(context);
        const page = await context.newPage();
        try {
          while (next < shots.length) {
            const shot = shots[next++];
            const shotStart = performance.now();
            network.take();
            let result = await runShot(page, server.url, shot, { update: opts.update, ci });
            const blocked = network.take();
            if (blocked.length > 0) {
              result = { ...result, status: 'failed', message: blockedError(blocked).message };
            }
            result.ms = Math.round(performance.now() - shotStart);
            if (process.env.VISUAL_DEBUG) console.log(`  · ${result.name} ${result.ms} ms`);
            results.push(result);
            report(result);
            progress();
          }
        } finally {
          await context.close();
        }
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
  const shootTime = seconds(t);

  // 4. Orphans: baselines for stories, themes or widths that no longer exist.
  const expected = new Set(
    stories.flatMap((story) =>
      THEMES.flatMap((theme) =>
        widthsFor(story.title, theme).map((width) => `${story.id}--${theme}--${width}.png`),
      ),
    ),
  );
  const orphans = (await readdir(BASELINES))
    .filter((file) => file.endsWith('.png') && !expected.has(file))
    .filter((file) => matches(file));
  let deleted = 0;
  if (opts.update) {
    for (const file of orphans) {
      await rm(path.join(BASELINES, file));
      console.log(`  deleted  tests/visual/baselines/${file}`);
      deleted++;
    }
  } else if (orphans.length > 0) {
    console.log(`visual: ${orphans.length} baseline(s) match no story; \`--update\` deletes them:`);
    for (const file of orphans) console.log(`  orphan   tests/visual/baselines/${file}`);
  }

  checkThemes(results);

  // 5. Summary.
  const count = (status) => results.filter((r) => r.status === status).length;
  const failed = results.filter((r) => r.status === 'failed');
  const passed = count('passed');
  const created = count('new');
  const updated = count('updated');
  const flaky = results.filter((r) => r.flaky);
  console.log('');
  if (failed.length > 0) {
    console.log('visual: failures');
    for (const r of failed) {
      console.log(`  ✗ ${r.name}: ${r.message}`);
      if (r.diffPath) console.log(`      diff     ${rel(r.diffPath)}`);
      if (r.currentPath) console.log(`      current  ${rel(r.currentPath)}`);
      if (r.baselinePath) console.log(`      baseline ${rel(r.baselinePath)}`);
    }
    console.log('');
  }
  const reloaded = results.filter((r) => r.reloaded);
  if (reloaded.length > 0) {
    console.log(
      `visual: ${reloaded.length} shot(s) matched only on a fresh load, not switched in place (state left by the previous story?):`,
    );
    for (const r of reloaded) console.log(`  ↺ ${r.name}`);
  }
  if (flaky.length > 0) {
    console.log(
      `visual: ${flaky.length} shot(s) differed once and matched on a retake (nondeterministic story?):`,
    );
    for (const r of flaky) console.log(`  ~ ${r.name}`);
  }
  const extra = opts.update ? `, ${updated} updated, ${deleted} deleted` : '';
  console.log(
    `visual: ${results.length} screenshots, ${passed} passed, ${failed.length} failed, ${created} new${extra}` +
      ` (${selected.length} stories, ${workers} pages; shots ${shootTime}, total ${seconds(started)})`,
  );
  if (failed.length > 0) {
    console.log('visual: review the diffs; if a change is intended, run `npm run test:visual -- --update`.');
    process.exitCode = 1;
  }
}

/** Widths a story is shot at in a theme, from its title's layer. */
function widthsFor(title, theme) {
  return LAYOUT_PREFIXES.some((prefix) => title.startsWith(prefix)) ? LAYOUT_WIDTHS[theme] : [DEFAULT_WIDTH];
}

/**
 * Runs in every page before Storybook's scripts: freezes animations and records Storybook channel events
 * (storyRendered, storyFinished, errors) in `window.__visual`.
 */
function installPageHooks(css) {
  const state = { rendered: false, finished: false, status: undefined, errors: [] };
  Object.defineProperty(window, '__visual', { value: state });
  const addStyle = () => {
    const style = document.createElement('style');
    style.dataset.visualTest = '';
    style.textContent = css;
    (document.head ?? document.documentElement).append(style);
  };
  if (document.head) addStyle();
  else document.addEventListener('DOMContentLoaded', addStyle, { once: true });
  const attach = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(attach, 5);
      return;
    }
    channel.on('storyRendered', () => (state.rendered = true));
    channel.on('storyFinished', (event) => {
      state.finished = true;
      state.status = event?.status;
    });
    for (const name of [
      'storyErrored',
      'storyThrewException',
      'playFunctionThrewException',
      'storyMissing',
    ]) {
      channel.on(name, (error) =>
        state.errors.push(`${name}: ${error?.message ?? error?.title ?? error ?? ''}`),
      );
    }
  };
  attach();
}

/** Shoots one story/theme/width and compares it, retaking once when it differs from its baseline. */
async function runShot(page, baseUrl, shot, { update, ci }) {
  const baselinePath = path.join(BASELINES, `${shot.name}.png`);
  const base = { name: shot.name, theme: shot.theme, storyId: shot.story.id };
  let capture;
  try {
    capture = await capturePage(page, baseUrl, shot).catch(() => capturePage(page, baseUrl, shot, FRESH));
  } catch (error) {
    return { ...base, status: 'failed', message: firstLine(error) };
  }
  base.htmlClass = capture.htmlClass;

  if (!existsSync(baselinePath)) {
    if (ci && !update) {
      const currentPath = await save(CURRENT, shot.name, capture.buffer);
      return { ...base, status: 'failed', message: 'no baseline (CI)', currentPath };
    }
    if (!capture.fresh) capture = await capturePage(page, baseUrl, shot, FRESH);
    await writeFile(baselinePath, capture.buffer);
    return { ...base, status: 'new', baselinePath };
  }

  const baselineBytes = await readFile(baselinePath);
  // The same pixels encode to the same bytes (baselines are Chromium's own PNGs): most shots pass here,
  // without decoding two PNGs in JavaScript and comparing them pixel by pixel.
  if (baselineBytes.equals(capture.buffer)) {
    return { ...base, status: 'passed', flaky: false, reloaded: false, diffPixels: 0 };
  }
  const baseline = PNG.sync.read(baselineBytes);
  let comparison = compare(baseline, capture.buffer);
  let flaky = false;
  let reloaded = false;
  if (!comparison.ok) {
    // One retake on a fresh load tells a real change from a nondeterministic render, and a story shot in
    // place after another from a story that only looks right on a fresh load (state left behind).
    const retake = await capturePage(page, baseUrl, shot, FRESH).catch(() => null);
    if (retake) {
      const second = compare(baseline, retake.buffer);
      if (second.ok) {
        if (capture.fresh) flaky = true;
        else reloaded = true;
        if (reloaded && process.env.VISUAL_DEBUG)
          await save(CURRENT, `${shot.name}--in-place`, capture.buffer);
      }
      capture = retake;
      comparison = second;
    }
  }

  if (update) {
    if (comparison.sameSize && comparison.diffPixels === 0) return { ...base, status: 'passed' };
    if (!capture.fresh) capture = await capturePage(page, baseUrl, shot, FRESH);
    await writeFile(baselinePath, capture.buffer);
    return { ...base, status: 'updated', baselinePath, message: comparison.message };
  }
  if (comparison.ok) {
    return { ...base, status: 'passed', flaky, reloaded, diffPixels: comparison.diffPixels };
  }
  const currentPath = await save(CURRENT, shot.name, capture.buffer);
  const diffPath = comparison.diff
    ? await save(DIFFS, shot.name, PNG.sync.write(comparison.diff))
    : undefined;
  return { ...base, status: 'failed', message: comparison.message, currentPath, diffPath, baselinePath };
}

/** Option of {@link capturePage}: load the story's own URL even when the page could switch in place. */
const FRESH = { fresh: true };

/** The theme of the Storybook preview each page holds, once one is loaded and has rendered a story. */
const loadedTheme = new WeakMap();

/**
 * Shoots a story in a theme at a width once rendering has settled. A page that already holds the
 * preview in that theme switches story in place (`setCurrentStory`, or `forceRemount` for the same story
 * at another width: loaders, render and play run again), which skips reloading Storybook's bundle for
 * each shot; `FRESH` loads the story's URL instead.
 */
async function capturePage(page, baseUrl, { story, theme, width }, { fresh = false } = {}) {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
  const inPlace = !fresh && loadedTheme.get(page) === theme;
  loadedTheme.delete(page);
  // `a11y.manual:!true` skips addon-a11y's axe run after each story (≈0.5 s): accessibility is checked by
  // `npm run test:stories`, and axe does not change what is painted.
  const globals = `theme:${theme};a11y.manual:!true`;
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${globals}`;
  const pageErrors = [];
  const onError = (error) => pageErrors.push(error.message);
  page.on('pageerror', onError);
  try {
    if (inPlace) {
      await page.evaluate((id) => {
        window.__visual.finished = false;
        window.__visual.errors.length = 0;
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (window.__STORYBOOK_PREVIEW__?.currentRender?.id === id)
          channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, story.id);
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: STORY_TIMEOUT_MS });
    }
    // Storybook's render cycle: loaders → render → play → waiting for animations → afterEach (a11y) →
    // "finished". Error screens end it early. In place, only this story's own "finished" event counts.
    const handle = await page.waitForFunction(
      ({ id, inPlace }) => {
        const body = document.body;
        if (!body) return false;
        const text = (selector) => document.querySelector(selector)?.textContent?.trim() ?? '';
        if (body.classList.contains('sb-show-errordisplay')) {
          return { error: `${text('#error-message')} ${text('#error-stack').split('\n')[0]}`.trim() };
        }
        if (body.classList.contains('sb-show-nopreview')) return { error: 'Storybook shows "No Preview"' };
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        const finished = inPlace
          ? window.__visual?.finished && render?.id === id && render?.phase === 'finished'
          : window.__visual?.finished || (render?.id === id && render?.phase === 'finished');
        if (!finished || !body.classList.contains('sb-show-main')) return false;
        return { error: null };
      },
      { id: story.id, inPlace },
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    );
    const { error } = await handle.jsonValue();
    if (error) throw new Error(`story errored: ${error}${pageErrors.length ? ` (${pageErrors[0]})` : ''}`);

    // Fonts (all declared faces, so a late glyph never swaps in), images, then two frames of layout.
    // `page.evaluate` has no time limit of its own: one page once waited here for 11 minutes and held the
    // whole run, so a shot that does not settle in time fails like a story that does not render (and is
    // taken again on a fresh load).
    const { htmlClass, height } = await withTimeout(
      STORY_TIMEOUT_MS,
      'the page did not settle',
      page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
        await document.fonts.ready;
        await Promise.all(
          [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
        );
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const root = document.documentElement;
        return {
          htmlClass: root.className,
          height: Math.max(root.scrollHeight, document.body.scrollHeight),
        };
      }),
    );
    await page.waitForTimeout(50);
    const clipHeight = Math.min(Math.max(height, VIEWPORT_HEIGHT), MAX_HEIGHT);
    const buffer = await page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width, height: clipHeight },
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    });
    loadedTheme.set(page, theme);
    return { buffer, htmlClass, fresh: !inPlace };
  } finally {
    page.off('pageerror', onError);
  }
}

/** `promise`, or a rejection naming `what` once `ms` have passed. */
function withTimeout(ms, what, promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Compares a baseline (decoded PNG) with a screenshot (PNG buffer). */
function compare(baseline, buffer) {
  const actual = PNG.sync.read(buffer);
  const { width, height } = baseline;
  if (actual.width !== width || actual.height !== height) {
    return {
      ok: false,
      sameSize: false,
      diffPixels: Number.NaN,
      message: `size changed: baseline ${width}×${height}, now ${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(baseline.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = diffPixels / (width * height);
  return {
    ok: ratio <= MAX_DIFF_RATIO,
    sameSize: true,
    diffPixels,
    diff,
    message: `${diffPixels} px differ (${(ratio * 100).toFixed(3)}%, limit ${(MAX_DIFF_RATIO * 100).toFixed(1)}%)`,
  };
}

/**
 * Each theme must render one consistent class on <html>, different from the other theme's: otherwise the
 * `globals=theme:…` URL parameter silently stopped working and both themes show the same thing.
 */
function checkThemes(results) {
  const byTheme = new Map(THEMES.map((theme) => [theme, new Set()]));
  for (const r of results) if (r.htmlClass !== undefined) byTheme.get(r.theme).add(r.htmlClass);
  const [light, dark] = THEMES.map((theme) => byTheme.get(theme));
  if (light.size === 0 || dark.size === 0) return;
  const shared = [...light].filter((cls) => dark.has(cls));
  if (shared.length > 0 && light.size === 1 && dark.size === 1) {
    results.push({
      name: 'theme-switch',
      status: 'failed',
      message: `both themes rendered <html class="${shared[0]}">: the theme global is not applied`,
    });
  } else if (shared.length > 0) {
    const stories = new Set(
      results.filter((r) => shared.includes(r.htmlClass ?? '\0')).map((r) => r.storyId),
    );
    console.log(
      `visual: note: these stories render the same theme class in both themes: ${[...stories].join(', ')}`,
    );
  }
}

/** Prints a line as soon as a shot fails or creates/updates a baseline. */
function report(result) {
  if (result.status === 'failed') console.log(`  ✗ ${result.name}: ${result.message}`);
  else if (result.status === 'new')
    console.log(`  + ${result.name}: new baseline ${rel(result.baselinePath)}`);
  else if (result.status === 'updated')
    console.log(`  ↻ ${result.name}: baseline updated (${result.message})`);
  else if (result.diffPixels > 0)
    console.log(`  ≈ ${result.name}: ${result.diffPixels} px differ, within tolerance`);
}

/** Counts shots and prints a progress line every 10%. */
function createProgress(total) {
  let done = 0;
  let lastDecile = 0;
  return () => {
    done++;
    const decile = Math.floor((done / total) * 10);
    if (decile > lastDecile && done < total) {
      lastDecile = decile;
      console.log(`visual: ${done}/${total}`);
    }
  };
}

async function save(dir, name, buffer) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await writeFile(file, buffer);
  return file;
}

function buildStorybook() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build-storybook'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(undefined);
      else {
        console.error(stripAnsi(output).split('\n').slice(-80).join('\n'));
        reject(new Error(`visual: \`npm run build-storybook\` failed with exit code ${code}`));
      }
    });
  });
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0];
}

function rel(file) {
  return path.relative(ROOT, file);
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)}s`;
}

/** Removes terminal colour codes and hyperlinks from a child's output (some tools ignore NO_COLOR). */
function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)/g, '');
}
