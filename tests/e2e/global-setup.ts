/**
 * Vitest global setup for the `e2e` project: starts the built server once on an empty DATA_DIR and stops
 * it, leaving the embedded database as every fresh server leaves it (initdb, migrations, report
 * templates). Each test's server starts on a copy of it (`newDataDir` in the harness): about three
 * seconds less per server than starting from nothing (ADR 0017).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRealServer } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-e2e-template-'));
  const server = await startRealServer({}, { dataDir });
  await server.stop({ keepData: true });
  project.provide('e2eDataTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
