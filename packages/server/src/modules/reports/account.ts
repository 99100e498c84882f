import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the user's reports for account export and deletion (SECURITY 17). Their PDFs are files of
 * the PDF service, which registers its own owner.
 */
export function registerReportsAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'reports',
    export: (db, subject) =>
      db
        .selectFrom('reports')
        .select([
          'id',
          'title',
          'description',
          'template_id',
          'template_name',
          'content',
          'case_id',
          'client_name',
          'status',
          'ai_enhanced',
          'ai_quality_score',
          'ai_processed_at',
          'ai_provider',
          'generated_html',
          'generated_pdf_path',
          'error_message',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('reports').where('user_id', '=', subject.id).execute();
    },
  });
}
