#!/usr/bin/env node
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Logger } from 'pino';
import { createLogger } from './logger.js';
import { startServer, type RunningServer } from './server.js';

/** Exits once buffered log lines are written (pino writes asynchronously), at most 1 s later. */
function exitAfterFlush(logger: Logger, code: number): void {
  const timer = setTimeout(() => process.exit(code), 1000);
  timer.unref();
  logger.flush(() => process.exit(code));
}

/**
 * Command-line entry (`alegato-server`, `npm start`): reads the environment, starts the server and
 * stops it gracefully on SIGINT/SIGTERM (in-flight requests get up to 10 s, then the database closes
 * and the process exits 0). A bad configuration or a failed start exits 1 with the reason.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const logger = createLogger({ level: config.logLevel });
  let server: RunningServer;
  try {
    server = await startServer(config, { logger });
  } catch (err) {
    logger.fatal({ err }, 'could not start');
    process.stderr.write(`No se pudo arrancar Alegato: ${(err as Error).message}\n`);
    exitAfterFlush(logger, 1);
    return;
  }
  process.stdout.write(`Alegato escuchando en ${server.url}\n`);
  if (server.mailer.mode === 'outbox')
    process.stdout.write(`Correos de prueba (sin SMTP_URL): ${server.url}/dev/outbox\n`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'signal received');
    server.close().then(
      () => exitAfterFlush(logger, 0),
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        exitAfterFlush(logger, 1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
