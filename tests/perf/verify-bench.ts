/**
 * In-process cost of the API's token check (`requireUser`'s verifier: ES256 signature, claims, and the
 * live-session lookup in the database), on a stopped bench server's data directory. Run by
 * `auth-bench.mjs` as `node --import tsx tests/perf/verify-bench.ts <dataDir> <port> <token>`; prints
 * `{p50, p95}` in ms as JSON.
 */
import { loadConfig } from '../../packages/server/src/config.js';
import { createDatabase } from '../../packages/server/src/db/index.js';
import { createKeyStore } from '../../packages/server/src/modules/auth/keys.js';
import { createTokenVerifier } from '../../packages/server/src/middleware/auth.js';

const [dataDir, port, token] = process.argv.slice(2);
if (!dataDir || !port || !token) throw new Error('usage: verify-bench.ts <dataDir> <port> <token>');
const config = loadConfig({ DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
const database = await createDatabase(config);
try {
  const verifier = createTokenVerifier({ config, keys: createKeyStore(database.db), db: database.db });
  for (let i = 0; i < 200; i++) await verifier.verify(token);
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await verifier.verify(token);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  process.stdout.write(JSON.stringify({ p50: at(50), p95: at(95) }));
} finally {
  await database.close();
}
