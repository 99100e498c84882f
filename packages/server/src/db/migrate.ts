import type { Kysely } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { LATEST_MIGRATION, migrations } from './migrations/index.js';

/** Outcome of {@link migrateToLatest}. */
export interface MigrationReport {
  /** Names of the migrations applied by this call, in order (empty when already up to date). */
  applied: string[];
  /** Newest migration name: the schema version now in place. */
  schemaVersion: string;
}

/**
 * Applies every pending migration from the static list in `db/migrations/index.ts`, all in one
 * transaction (PostgreSQL DDL is transactional), so a failure leaves the schema as it was. On
 * PostgreSQL Kysely also takes an advisory lock, so several instances starting together migrate once.
 * Safe to call on every start.
 *
 * @throws Error naming the failed migration
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationReport> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r: MigrationResult) => r.status === 'Error');
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`La migración de la base de datos falló${name}.`, { cause: error });
  }
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
    schemaVersion: LATEST_MIGRATION,
  };
}
