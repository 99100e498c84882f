#!/usr/bin/env node
/**
 * `npm test`: installs what is missing (npm dependencies; Debian's chromium and postgresql when root),
 * then runs every suite — lint, format, typecheck, unit, stories, server (PGlite and PostgreSQL),
 * package, visual, e2e — and prints each suite's counts. Every suite runs even if an earlier one
 * failed, so one run shows everything; the exit code is non-zero if any failed.
 *
 *   npm test                 everything
 *   npm test -- unit server  only the named suites
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureNodeModules, ensureSystemPackages } from './ensure.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = path.join(root, 'test-results');

ensureNodeModules();
ensureSystemPackages();

const vitest = (project) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${project}.json`,
  ],
];

/** Each suite: a command, and where its counts come from (a Vitest-style JSON report, when it has one). */
const suites = [
  { name: 'lint', cmd: ['npx', ['eslint', '.', '--max-warnings=0']] },
  { name: 'format', cmd: ['npx', ['prettier', '--check', '.', '--log-level=warn']] },
  { name: 'typecheck', cmd: ['npm', ['run', 'typecheck', '--silent']] },
  { name: 'unit', cmd: vitest('unit'), report: 'unit' },
  { name: 'stories', cmd: vitest('storybook'), report: 'storybook' },
  { name: 'server', cmd: vitest('server'), report: 'server' },
  { name: 'package', cmd: ['node', ['tests/package/ui-tarball.test.mjs']], report: 'package' },
  { name: 'visual', cmd: ['node', ['tests/visual/run.mjs']], report: 'visual' },
  { name: 'e2e', cmd: vitest('e2e'), report: 'e2e', needsBuild: true },
];

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = only.length ? suites.filter((s) => only.includes(s.name)) : suites;

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Runs a command with inherited stdin/stderr, streaming stdout to the terminal while keeping a copy. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ status: code, output }));
  });
}

function counts(report, output) {
  if (!report) return '';
  const file = path.join(results, `${report}.json`);
  if (!existsSync(file)) {
    // Scripts that are not Vitest print their own summary line, e.g. "visual: 242 screenshots, …".
    // eslint-disable-next-line no-control-regex
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
    const line = plain
      .split('\n')
      .reverse()
      .find((l) => l.trim().startsWith(`${report}:`));
    return line
      ? line
          .trim()
          .slice(report.length + 1)
          .trim()
      : '';
  }
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const parts = [`${r.numPassedTests ?? 0} passed`];
    if (r.numFailedTests) parts.push(`${r.numFailedTests} failed`);
    if (r.numPendingTests || r.numTodoTests)
      parts.push(`${(r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)} skipped`);
    const skipped = (r.testResults ?? [])
      .flatMap((f) => f.assertionResults ?? [])
      .filter((a) => a.status === 'skipped' || a.status === 'pending')
      .map((a) => a.fullName ?? a.title);
    return `${r.numTotalTests ?? 0} tests: ${parts.join(', ')}${skipped.length ? `\n      skipped: ${skipped.slice(0, 10).join('; ')}` : ''}`;
  } catch {
    return '';
  }
}

const summary = [];
for (const suite of selected) {
  if (suite.needsBuild) buildIfStale();
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const [cmd, args] = suite.cmd;
  const r = await run(cmd, args);
  const ok = r.status === 0;
  summary.push({
    name: suite.name,
    ok,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    counts: counts(suite.report, r.output),
  });
}

console.log('\n━━━ resumen ━━━');
for (const s of summary) {
  console.log(`${s.ok ? '✓' : '✗'} ${s.name.padEnd(10)} ${s.seconds.padStart(6)} s  ${s.counts}`);
}
const failed = summary.filter((s) => !s.ok);
if (failed.length) {
  console.log(`\n✗ ${failed.length} suite(s) failed: ${failed.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
console.log('\n✓ all suites passed');
