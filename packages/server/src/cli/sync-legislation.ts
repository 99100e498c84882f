#!/usr/bin/env node
/**
 * `npm run sync:legislation [-- --desde AAAA-MM-DD] [BOE-A-… …]`: brings the public legislation up to
 * date from the BOE open-data API of consolidated legislation (`BOE_API_URL`, default the real one):
 * new and changed norms in force are downloaded and imported, repealed ones are marked as such. It
 * opens the same database as the server (`DATA_DIR` for the embedded PGlite, or `DATABASE_URL`); with
 * the embedded database stop the server first.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase, type DatabaseHandle } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  BoeApiError,
  createBoeClient,
  DEFAULT_BOE_API_URL,
  type BoeClientOptions,
} from '../modules/legislation/boe.js';
import { syncLegislation } from '../modules/legislation/sync.js';
import { databaseOpenFailed, type CliOutput } from './import-legislation.js';

const USAGE = 'Uso: npm run sync:legislation [-- --desde AAAA-MM-DD] [BOE-A-AAAA-NNNN …]';

const processOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** `1.234` with Spanish thousands separators. */
function n(x: number): string {
  return x.toLocaleString('es-ES');
}

/** The Spanish sentence for an API that cannot be used, from a {@link BoeApiError}. */
export function boeFailureMessage(err: BoeApiError): string {
  if (err.unreachable || (err.status !== undefined && err.status >= 500)) {
    return `No se puede contactar con la API de datos abiertos del BOE (${err.message}).`;
  }
  return `La API de datos abiertos del BOE no respondió como se esperaba (${err.message}).`;
}

/** Extra options for tests: the client's timings and fetch. */
export type SyncCliClientOptions = Omit<BoeClientOptions, 'baseUrl'>;

/**
 * Runs the sync and returns the exit code: 0 when every listed norm was synced, 1 on bad arguments or
 * configuration, a database that cannot be opened, an API that cannot be reached, or any norm that failed.
 *
 * @param args - command-line arguments after the script name
 * @param env - environment (`loadConfig` and `BOE_API_URL`) @default process.env
 * @param output - where lines go @default stdout/stderr
 * @param clientOptions - timings of the BOE client (tests shorten the retry wait) @default the real ones
 */
export async function runSyncLegislation(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  output: CliOutput = processOutput,
  clientOptions: SyncCliClientOptions = {},
): Promise<number> {
  if (args.includes('-h') || args.includes('--help')) {
    output.out(USAGE);
    return 0;
  }
  let since: string | undefined;
  const ids: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--desde' || a === '--since') since = args[++i];
    else if (/^BOE-[A-Z]-\d{4}-\d+$/.test(a)) ids.push(a);
    else {
      output.err(`Argumento no reconocido: ${a}\n${USAGE}`);
      return 1;
    }
  }
  if (since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    output.err(`--desde debe ser una fecha AAAA-MM-DD.\n${USAGE}`);
    return 1;
  }

  const baseUrl = env.BOE_API_URL?.trim() || DEFAULT_BOE_API_URL;
  if (!/^https?:\/\/[^\s/]+/.test(baseUrl)) {
    output.err(`BOE_API_URL debe ser una URL http(s) (recibido «${baseUrl}»).`);
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

  let handle: DatabaseHandle | undefined;
  try {
    try {
      handle = await createDatabase(config);
      await migrateToLatest(handle.db);
    } catch (err) {
      output.err(databaseOpenFailed(err));
      return 1;
    }
    const client = createBoeClient({ ...clientOptions, baseUrl });
    output.out(`Sincronizando la legislación con ${baseUrl}…`);
    let summary;
    try {
      summary = await syncLegislation(handle.db, client, {
        since: since ?? null,
        ids,
        onProgress(done, total, normId, outcome) {
          if (outcome instanceof Error) output.err(`  ✗ ${normId}: ${outcome.message}`);
          else if (outcome !== 'unchanged' && outcome !== 'ignored') {
            output.out(`  [${String(done).padStart(String(total).length)}/${total}] ${normId} ${outcome}`);
          }
        },
      });
    } catch (err) {
      if (err instanceof BoeApiError) {
        output.err(boeFailureMessage(err));
        return 1;
      }
      if (ids.length > 0 && err instanceof Error) {
        output.err(err.message);
        return 1;
      }
      throw err;
    }
    const window = summary.from
      ? `desde el ${summary.from}`
      : ids.length > 0
        ? 'normas pedidas'
        : 'catálogo completo';
    const seconds = (summary.ms / 1000).toFixed(1).replace('.', ',');
    output.out(
      `Sincronización terminada (${window}, ${n(summary.listed)} normas listadas, ${seconds} s): ` +
        `${n(summary.created)} nuevas, ${n(summary.updated)} actualizadas, ${n(summary.repealed)} derogadas, ` +
        `${n(summary.unchanged)} sin cambios, ${n(summary.failed.length)} errores.`,
    );
    if (summary.ignored > 0) {
      output.out(
        `${n(summary.ignored)} normas derogadas que no estaban en la colección no se han importado.`,
      );
    }
    return summary.failed.length > 0 ? 1 : 0;
  } finally {
    await handle?.close();
  }
}

const invoked = process.argv[1];
if (invoked && import.meta.url === pathToFileURL(realpathSync(invoked)).href) {
  runSyncLegislation(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`La sincronización falló: ${(err as Error).stack ?? String(err)}\n`);
      process.exit(1);
    },
  );
}
