#!/usr/bin/env node
import cluster, { type Worker } from 'node:cluster';
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

/** The message the cluster primary sends a server process to stop it gracefully. */
const SHUTDOWN_MESSAGE = 'alegato:shutdown';
/** A server process that dies within this long of its start is restarted after a pause. */
const QUICK_DEATH_MS = 10_000;

/**
 * The cluster primary of `WEB_CONCURRENCY` > 1 (ADR 0037): forks that many server processes, which
 * share the port (node:cluster hands connections out in turn), restarts one that dies (after a second
 * when it died soon after starting, so a crash loop does not spin), forwards SIGINT/SIGTERM to all
 * and exits 0 once every one has closed. A process that fails to start stops them all: exit 1.
 */
function runPrimary(config: Config, logger: Logger): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const stopAll = () => {
    for (const w of alive()) if (w.isConnected()) w.send(SHUTDOWN_MESSAGE);
  };

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    const since = Date.now() - (startedAt.get(worker) ?? 0);
    const started = listening.has(worker);
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (alive().length === 0) exitAfterFlush(logger, process.exitCode === 1 ? 1 : 0);
      return;
    }
    if (!started) {
      logger.fatal({ pid: worker.process.pid, code, signal }, 'a server process could not start');
      process.exitCode = 1;
      stopping = true;
      stopAll();
      if (alive().length === 0) exitAfterFlush(logger, 1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'server process died: starting another');
    if (since < QUICK_DEATH_MS) setTimeout(fork, 1000);
    else fork();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: stopping the server processes now');
      for (const w of alive()) w.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, processes: alive().length }, 'signal received: stopping the server processes');
    stopAll();
    if (alive().length === 0) exitAfterFlush(logger, 0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  logger.info({ processes: config.webConcurrency, port: config.port }, 'starting server processes');
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

/**
 * Command-line entry (`alegato-server`, `npm start`): reads the environment, starts the server and
 * stops it gracefully on SIGINT/SIGTERM (in-flight requests get up to 10 s, then the database closes
 * and the process exits 0). A bad configuration or a failed start exits 1 with the reason. With
 * `WEB_CONCURRENCY` > 1 this process becomes the cluster primary ({@link runPrimary}) and each forked
 * process runs a whole server.
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
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runPrimary(config, logger);
    return;
  }
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

  let stopping: boolean | 'primary' = false;
  let forgiven = false;
  const shutdown = (signal: NodeJS.Signals | 'primary') => {
    if (stopping) {
      // A terminal's Ctrl-C reaches every process of the group, and the primary passes it on too:
      // the two are one stop, whichever comes first.
      if (signal === 'primary' || (stopping === 'primary' && !forgiven)) {
        forgiven = true;
        return;
      }
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = signal === 'primary' ? 'primary' : true;
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
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE) shutdown('primary');
    });
  }
}

void main();
