#!/usr/bin/env node
/**
 * The published shape of @alegato/ui, tested as a consumer sees it (run by `npm run test:package`):
 *
 *  1. builds the package and packs it with `npm pack`;
 *  2. checks the tarball's file list (ESM entry, types, styles.css, fonts.css; no sources, no .css.ts);
 *  3. unpacks it into a scratch Vite + React app in the OS temp dir, outside the repository, whose
 *     node_modules holds only the tarball, symlinks to the packages it declares (dependencies and
 *     peerDependencies) and the build tools. No network: nothing is installed from a registry. An
 *     undeclared import fails the build;
 *  4. builds that app with @vitejs/plugin-react only (no vanilla-extract: consumers must not need it),
 *     checks the font files were emitted, serves it and asserts in Chromium that a styled
 *     "Prueba Gratis" button renders with the self-hosted fonts;
 *  5. type-checks a consumer file against the published .d.ts with the repository's TypeScript.
 *
 * Flags: `--no-build` reuses packages/ui/dist; `--keep` keeps the scratch dir (kept anyway on failure).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROOT_MODULES = path.join(ROOT, 'node_modules');
/** Build tools the scratch app needs besides what the package declares. */
const TOOLS = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
const REQUIRED_FILES = [
  'package.json',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/styles.css',
  'dist/fonts.css',
];

const { values: opts } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } },
});

/** Thrown by {@link step} once it has printed its failure. */
class StepFailure extends Error {}

const started = performance.now();
const warnings = [];
let scratch;
let failed = false;

try {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'alegato-ui-package-'));
  const app = path.join(scratch, 'app');
  const modules = path.join(app, 'node_modules');

  if (opts['no-build'] && existsSync(path.join(ROOT, 'packages/ui/dist/index.js'))) {
    ok('build @alegato/ui (skipped: --no-build)');
  } else {
    await step('build @alegato/ui', () => run('npm', ['run', 'build', '-w', '@alegato/ui'], { cwd: ROOT }));
  }

  /** @type {{ filename: string, files: { path: string }[] }} */
  const packed = await step('npm pack', async () => {
    const { stdout } = await run(
      'npm',
      ['pack', '-w', '@alegato/ui', '--pack-destination', scratch, '--json', '--ignore-scripts'],
      { cwd: ROOT },
    );
    const [info] = JSON.parse(stdout.slice(stdout.indexOf('[')));
    return { value: info, detail: `${info.filename}, ${info.files.length} files, ${kib(info.size)} packed` };
  });

  await step('tarball file list', async () => {
    const files = packed.files.map((file) => file.path);
    const missing = REQUIRED_FILES.filter((file) => !files.includes(file));
    assert(missing.length === 0, `missing from the tarball: ${missing.join(', ')}`);
    const sources = files.filter((file) => file.startsWith('src/'));
    assert(sources.length === 0, `sources in the tarball: ${sources.slice(0, 5).join(', ')}`);
    const cssTs = files.filter((file) => /\.css\.(ts|tsx|js|mjs)$/.test(file));
    assert(cssTs.length === 0, `vanilla-extract modules in the tarball: ${cssTs.slice(0, 5).join(', ')}`);
    const stray = files.filter(
      (file) => file.endsWith('.tsbuildinfo') || file.startsWith('dist/types-check/'),
    );
    if (stray.length > 0) {
      warnings.push(
        `tarball carries build leftovers (${stray.length} files, e.g. ${stray[0]}): ` +
          '`tsc -b` writes them into dist; `files` in packages/ui/package.json could exclude them',
      );
    }
    return `${files.length} files, required present, no src/ or .css.ts`;
  });

  await step('unpack into a scratch app outside the repository', async () => {
    const unpacked = path.join(scratch, 'unpacked');
    await mkdir(unpacked);
    await run('tar', ['-xzf', path.join(scratch, packed.filename), '-C', unpacked]);
    await mkdir(path.join(modules, '@alegato'), { recursive: true });
    await run('mv', [path.join(unpacked, 'package'), path.join(modules, '@alegato/ui')]);
    const pkg = JSON.parse(await readFile(path.join(modules, '@alegato/ui/package.json'), 'utf8'));
    assert(pkg.type === 'module', `package.json "type" is ${JSON.stringify(pkg.type)}, expected "module"`);
    const entry = await readFile(path.join(modules, '@alegato/ui/dist/index.js'), 'utf8');
    assert(
      /^\s*export\s*[{*]/m.test(entry) || /\bexport\s*\{/.test(entry),
      'dist/index.js has no ESM export',
    );
    assert(!/\brequire\(|module\.exports/.test(entry), 'dist/index.js looks like CommonJS');
    const targets = exportTargets(pkg.exports);
    const absent = targets.filter((target) => !existsSync(path.join(modules, '@alegato/ui', target)));
    assert(absent.length === 0, `"exports" points at files not in the tarball: ${absent.join(', ')}`);

    const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
    for (const name of [...declared, ...TOOLS]) {
      const source = path.join(ROOT_MODULES, name);
      assert(existsSync(source), `${name} is not installed in the repository's node_modules`);
      await mkdir(path.dirname(path.join(modules, name)), { recursive: true });
      await symlink(source, path.join(modules, name), 'dir');
    }
    return { detail: `${app}; linked ${declared.join(', ')} + build tools` };
  });

  await writeScratchApp(app);

  await step('consumer vite build (plugin-react only)', async () => {
    await run(process.execPath, [path.join(modules, 'vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: app,
    });
    const assets = await readdir(path.join(app, 'dist/assets'));
    const fonts = assets.filter((file) => file.endsWith('.woff2'));
    assert(fonts.length > 0, `no .woff2 emitted in dist/assets (${assets.join(', ')})`);
    assert(
      assets.some((file) => file.endsWith('.css')),
      'no CSS emitted in dist/assets',
    );
    return `${fonts.length} .woff2 fonts emitted`;
  });

  await step('renders in Chromium', async () => {
    const server = await serveStatic(path.join(app, 'dist'));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ deviceScaleFactor: 1 });
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error')
          problems.push(`console error: ${message.text()} ${message.location().url}`);
      });
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await page.goto(server.url, { waitUntil: 'load' });
      const button = page.getByRole('button', { name: 'Prueba Gratis' });
      await button.waitFor({ state: 'visible', timeout: 10_000 });
      const style = await button.evaluate(async (element) => {
        await document.fonts.ready;
        const computed = getComputedStyle(element);
        return {
          background: computed.backgroundColor,
          fontFamily: computed.fontFamily,
          loadedFaces: [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family),
        };
      });
      assert(
        !['transparent', 'rgba(0, 0, 0, 0)', ''].includes(style.background),
        `button background is ${style.background}: styles.css not applied`,
      );
      assert(/Inter/.test(style.fontFamily), `button font-family is ${style.fontFamily}, expected Inter`);
      assert(
        style.loadedFaces.some((family) => /Inter/.test(family)),
        `no Inter face loaded (loaded: ${style.loadedFaces.join(', ') || 'none'}): fonts.css not applied`,
      );
      assert(problems.length === 0, problems.join('; '));
      return `background ${style.background}, font ${style.fontFamily.split(',')[0]} loaded`;
    } finally {
      await browser.close();
      await server.close();
    }
  });

  await step('tsc --noEmit against the published .d.ts', async () => {
    await run(process.execPath, [path.join(ROOT_MODULES, 'typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: app,
    });
    return 'ButtonProps and Button typed; an invalid variant is rejected';
  });
} catch (error) {
  failed = true;
  if (!(error instanceof StepFailure)) console.log(`package: FAIL ${error?.stack ?? error}`);
} finally {
  for (const warning of warnings) console.log(`package: warn ${warning}`);
  if (scratch && (failed || opts.keep)) console.log(`package: scratch dir kept at ${scratch}`);
  else if (scratch) await rm(scratch, { recursive: true, force: true });
}

console.log(`package: ${failed ? 'FAILED' : 'all checks passed'} in ${seconds(started)}`);
process.exitCode = failed ? 1 : 0;

/** Writes the consumer app: the smallest real use of the package, as its README would suggest. */
async function writeScratchApp(app) {
  const files = {
    'package.json': JSON.stringify({ name: 'alegato-ui-consumer', private: true, type: 'module' }, null, 2),
    'index.html': `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>@alegato/ui consumer</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
    'main.jsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, lightTheme } from '@alegato/ui';
import '@alegato/ui/styles.css';
import '@alegato/ui/fonts.css';

// Tokens are scoped to a theme class, which the app puts on <html>.
document.documentElement.classList.add(lightTheme);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Button>Prueba Gratis</Button>
  </StrictMode>,
);
`,
    // Only plugin-react: a consumer must not need @vanilla-extract/vite-plugin.
    'vite.config.mjs': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()], logLevel: 'warn' });
`,
    'check.tsx': `import { Button, buttonVariants, type ButtonProps } from '@alegato/ui';

const props: ButtonProps = { children: 'Prueba Gratis', variant: 'soft', tone: 'critical', size: 'lg' };
export const element = <Button {...props} onClick={() => undefined} />;
export const variants: readonly string[] = buttonVariants;

// @ts-expect-error the published types are real, not \`any\`: an unknown variant is rejected.
export const invalid: ButtonProps = { variant: 'rainbow' };
`,
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // Check the package's .d.ts files too: an import they cannot resolve must fail here.
          skipLibCheck: false,
          types: [],
        },
        files: ['check.tsx'],
      },
      null,
      2,
    ),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(app, name), content);
}

/** Every file path named by an `exports` map. */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  if (!exports || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

/**
 * Runs one check, printing `package: ok   <name> — <detail>` or `package: FAIL <name>`; a failure stops
 * the run. `fn` returns a detail string, or `{ value, detail }` to hand a value to later steps.
 */
async function step(name, fn) {
  const t = performance.now();
  try {
    const result = await fn();
    const detail = typeof result === 'string' ? result : result?.detail;
    ok(`${name}${detail ? ` — ${detail}` : ''} (${seconds(t)})`);
    return typeof result === 'object' ? result?.value : result;
  } catch (error) {
    console.log(`package: FAIL ${name} (${seconds(t)})`);
    console.log(indent(String(error?.message ?? error)));
    throw new StepFailure(name);
  }
}

function ok(message) {
  console.log(`package: ok   ${message}`);
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs a command; resolves with its output, rejects with the output's tail on a non-zero exit. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...options,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else {
        const tail = stripAnsi(`${stdout}\n${stderr}`).trim().split('\n').slice(-40).join('\n');
        reject(new Error(`\`${command} ${args.join(' ')}\` exited with ${code}\n${tail}`));
      }
    });
  });
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function seconds(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)}s`;
}

/** Removes terminal colour codes and hyperlinks from a child's output (some tools ignore NO_COLOR). */
function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)/g, '');
}
