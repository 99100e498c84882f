#!/usr/bin/env node
/**
 * `npm run import:legislation -- <carpeta | archivo.tar.gz>`: imports BOE consolidated legislation
 * (Markdown with YAML front matter, one file per norm) into the public collection of the database the
 * server uses (same configuration: `DATA_DIR` for the embedded PGlite, or `DATABASE_URL`).
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase, type DatabaseHandle } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { importLegislationFiles } from '../modules/legislation/service.js';
import { LegislationSourceError, openLegislationSource } from '../modules/legislation/source.js';

/** Where the command writes. */

/** The CLIs' Spanish line when the database cannot be opened or migrated. */
export function databaseOpenFailed(err: unknown): string {
  return `No se pudo abrir la base de datos: ${(err as Error).message}`;
}

export interface CliOutput {
  /** Progress and the summary. */
  out(line: string): void;
  /** Errors. */
  err(line: string): void;
}

const USAGE = 'Uso: npm run import:legislation -- <carpeta con normas .md | archivo .tar.gz>';

const processOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** `1.234` with Spanish thousands separators. */
function n(x: number): string {
  return x.toLocaleString('es-ES');
}

/**
 * Runs the importer and returns the exit code: 0 when every file was imported or unchanged, 1 on a
 * missing path, a bad configuration, a database that cannot be opened (for instance a data directory
 * held by a running server) or any file that failed.
 *
 * @param args - command-line arguments after the script name
 * @param env - environment read by `loadConfig` @default process.env
 * @param output - where lines go @default stdout/stderr
 */
export async function runImportLegislation(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  output: CliOutput = processOutput,
): Promise<number> {
  const target = args.find((a) => !a.startsWith('-'));
  if (!target || args.includes('-h') || args.includes('--help')) {
    output.err(USAGE);
    return 1;
  }

  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }

  let source;
  try {
    source = await openLegislationSource(target);
  } catch (err) {
    if (err instanceof LegislationSourceError) {
      output.err(err.message);
      return 1;
    }
    throw err;
  }

  let handle: DatabaseHandle | undefined;
  try {
    if (source.files.length === 0) {
      output.err(`No hay normas .md en «${target}».`);
      return 1;
    }
    try {
      handle = await createDatabase(config);
      await migrateToLatest(handle.db);
    } catch (err) {
      output.err(databaseOpenFailed(err));
      return 1;
    }
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/db`;
    output.out(`Importando ${n(source.files.length)} normas en ${where}…`);
    const every = Math.max(1, Math.ceil(source.files.length / 20));
    const summary = await importLegislationFiles(handle.db, source.files, {
      onProgress(done, total, file, result) {
        if (result instanceof Error) {
          output.err(`  ✗ ${file}: ${result.message}`);
          return;
        }
        if (done % every === 0 || done === total) {
          output.out(`  [${String(done).padStart(String(total).length)}/${total}] ${result.normId}`);
        }
      },
    });
    if (summary.compact) {
      const ms = n(Math.round(summary.compact.ms));
      output.out(
        summary.compact.checkpoint
          ? `Tablas compactadas y estadísticas al día (VACUUM, ANALYZE, CHECKPOINT) en ${ms} ms.`
          : `Tablas compactadas y estadísticas al día (VACUUM, ANALYZE) en ${ms} ms; CHECKPOINT requiere superusuario.`,
      );
    }
    const seconds = (summary.ms / 1000).toFixed(1).replace('.', ',');
    output.out(
      `Importadas ${n(summary.imported)} normas, ${n(summary.articles)} artículos en ${seconds} s ` +
        `(${n(summary.chunks)} fragmentos; ${n(summary.skipped)} sin cambios).`,
    );
    if (summary.failed.length > 0) {
      output.err(`No se pudieron importar ${n(summary.failed.length)} archivos.`);
      return 1;
    }
    return 0;
  } finally {
    await handle?.close();
    await source.cleanup();
  }
}

const invoked = process.argv[1];
if (invoked && import.meta.url === pathToFileURL(realpathSync(invoked)).href) {
  runImportLegislation(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`La importación falló: ${(err as Error).stack ?? String(err)}\n`);
      process.exit(1);
    },
  );
}
