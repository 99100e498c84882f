/**
 * In-process cost of the API's token check (`requireUser`'s verifier: ES256 signature and claims,
 * remembered per token, and the live-session check, remembered as the app does: on PGlite until this
 * process deletes a session, on PostgreSQL until a deletion is notified, ADR 0037). Run by
 * `auth-bench.mjs` as `node --import tsx tests/perf/verify-bench.ts <dataDir> <port> <token>`, with
 * `DATABASE_URL` set for PostgreSQL (else on a stopped bench server's PGlite data directory); prints
 * `{p50, p95, cold95}` in ms as JSON (`cold95`: p95 of checks whose token was never seen, the ES256
 * verification included).
 */
import { loadConfig } from '../../packages/server/src/config.js';
import { createDatabase } from '../../packages/server/src/db/index.js';
import { createKeyStore } from '../../packages/server/src/modules/auth/keys.js';
import { createTokenVerifier } from '../../packages/server/src/middleware/auth.js';
import { createPostgresChanges } from '../../packages/server/src/changes.js';

const [dataDir, port, token] = process.argv.slice(2);
if (!dataDir || !port || !token) throw new Error('usage: verify-bench.ts <dataDir> <port> <token>');
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.DATABASE_URL,
});
const database = await createDatabase(config);
const changes = config.databaseUrl ? createPostgresChanges({ url: config.databaseUrl }) : undefined;
await changes?.started;
try {
  const keys = createKeyStore(database.db);
  const newVerifier = () =>
    createTokenVerifier({ config, keys, db: database.db, cacheSessions: !config.databaseUrl, changes });
  const at = (times: number[], p: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  // A token never seen: a fresh verifier each time (signature, claims and session read).
  const cold: number[] = [];
  for (let i = 0; i < 100; i++) {
    const verifier = newVerifier();
    const t = performance.now();
    await verifier.verify(token);
    cold.push(performance.now() - t);
  }
  const verifier = newVerifier();
  for (let i = 0; i < 200; i++) await verifier.verify(token);
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await verifier.verify(token);
    times.push(performance.now() - t);
  }
  process.stdout.write(JSON.stringify({ p50: at(times, 50), p95: at(times, 95), cold95: at(cold, 95) }));
} finally {
  await changes?.close();
  await database.close();
}
