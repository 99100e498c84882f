/**
 * Report templates as data (issue 5 item 1): the source is `@alegato/legal-nlp`'s `REPORT_TEMPLATES`;
 * the `report_templates` table holds them so the API reads the database. {@link syncTemplates} upserts
 * them when `TEMPLATES_VERSION` differs from the stored `app_meta.report_templates_version`.
 *
 * @module
 */
import { REPORT_TEMPLATES, TEMPLATES_VERSION } from '@alegato/legal-nlp';
import type { ReportTemplate } from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** `app_meta` key holding `{version}` of the templates last written. */
export const TEMPLATES_META_KEY = 'report_templates_version';

/** What {@link syncTemplates} writes. */
export interface TemplateSource {
  /** The templates, in display order. @default REPORT_TEMPLATES */
  templates: readonly ReportTemplate[];
  /** Bumped whenever the templates change. @default TEMPLATES_VERSION */
  version: number;
}

/**
 * Writes the templates into `report_templates` when the stored version differs from `source.version`
 * (upsert by id, position = index, templates no longer in the source removed; reports keep their
 * `template_id` and `template_name`). Idempotent, and safe with two processes: one transaction holding a
 * transaction-level advisory lock re-reads the version before writing. Returns true when it wrote.
 */
export async function syncTemplates(
  db: Kysely<Database>,
  source: TemplateSource = { templates: REPORT_TEMPLATES, version: TEMPLATES_VERSION },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${TEMPLATES_META_KEY}))`.execute(trx);
    const meta = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', TEMPLATES_META_KEY)
      .executeTakeFirst();
    const stored = (meta?.value as { version?: number } | undefined)?.version;
    if (stored === source.version) return false;
    for (const [position, t] of source.templates.entries()) {
      const values = {
        name: t.name,
        description: t.description,
        category: t.category,
        fields: JSON.stringify(t.fields),
        position,
        updated_at: sql<Date>`now()`,
      };
      await trx
        .insertInto('report_templates')
        .values({ id: t.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
    const ids = source.templates.map((t) => t.id);
    let del = trx.deleteFrom('report_templates');
    if (ids.length > 0) del = del.where('id', 'not in', ids);
    await del.execute();
    const json = JSON.stringify({ version: source.version });
    await trx
      .insertInto('app_meta')
      .values({ key: TEMPLATES_META_KEY, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
      .execute();
    return true;
  });
}

const synced = new WeakMap<Kysely<Database>, Promise<unknown>>();

/**
 * Runs {@link syncTemplates} once per database handle in this process (the server calls it at start;
 * the routes await it too, so an app built without `startServer` — tests — has its templates). A
 * failed sync is retried on the next call.
 */
export function ensureTemplates(db: Kysely<Database>): Promise<unknown> {
  let p = synced.get(db);
  if (!p) {
    p = syncTemplates(db).catch((err: unknown) => {
      synced.delete(db);
      throw err;
    });
    synced.set(db, p);
  }
  return p;
}
