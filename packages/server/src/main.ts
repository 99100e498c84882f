#!/usr/bin/env node
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';
import { startServer, type RunningServer } from './server.js';

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
    logger.flush();
    process.stderr.write(`No se pudo arrancar Alegato: ${(err as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`Alegato escuchando en ${server.url}\n`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'signal received');
    server.close().then(
      () => {
        logger.flush();
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        logger.flush();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
