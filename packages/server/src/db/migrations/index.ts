import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init.js';
import * as m0002 from './0002_auth.js';
import * as m0003 from './0003_mail_consent.js';
import * as m0004 from './0004_cases_documents.js';
import * as m0005 from './0005_reports.js';
import * as m0006 from './0006_pdfs.js';
import * as m0007 from './0007_fair_jobs.js';
import * as m0008 from './0008_mail_delivery.js';
import * as m0009 from './0009_chunk_context.js';
import * as m0010 from './0010_chunk_embeddings.js';
import * as m0011 from './0011_document_intelligence.js';
import * as m0012 from './0012_case_analyses.js';
import * as m0013 from './0013_plans.js';
import * as m0014 from './0014_query_history.js';
import * as m0015 from './0015_billing.js';
import * as m0016 from './0016_client_errors.js';
import * as m0017 from './0017_email_change.js';
import * as m0018 from './0018_api_keys.js';
import * as m0019 from './0019_ai_supervisor.js';
import * as m0020 from './0020_mcp.js';
import * as m0021 from './0021_list_indexes.js';
import * as m0022 from './0022_change_notify.js';
import * as m0023 from './0023_report_summary.js';
import * as m0024 from './0024_report_list_item.js';
import * as m0025 from './0025_report_counts.js';
import * as m0026 from './0026_document_list_item.js';
import * as m0027 from './0027_case_list_item.js';

/**
 * Every migration, in order. A static list (not a folder scan) so the built server in `dist/` and the
 * tests from `src/` run exactly the same set. Add new files as `NNNN_name.ts` and list them here.
 */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_auth': m0002,
  '0003_mail_consent': m0003,
  '0004_cases_documents': m0004,
  '0005_reports': m0005,
  '0006_pdfs': m0006,
  '0007_fair_jobs': m0007,
  '0008_mail_delivery': m0008,
  '0009_chunk_context': m0009,
  '0010_chunk_embeddings': m0010,
  '0011_document_intelligence': m0011,
  '0012_case_analyses': m0012,
  '0013_plans': m0013,
  '0014_query_history': m0014,
  '0015_billing': m0015,
  '0016_client_errors': m0016,
  '0017_email_change': m0017,
  '0018_api_keys': m0018,
  '0019_ai_supervisor': m0019,
  '0020_mcp': m0020,
  '0021_list_indexes': m0021,
  '0022_change_notify': m0022,
  '0023_report_summary': m0023,
  '0024_report_list_item': m0024,
  '0025_report_counts': m0025,
  '0026_document_list_item': m0026,
  '0027_case_list_item': m0027,
};

/** Name of the newest migration: the schema version a fully migrated database reports. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? '';
