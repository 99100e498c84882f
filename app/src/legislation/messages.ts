/**
 * Spanish strings only the legislation wiring shows (the import's progress, the dashboard notice, the
 * clipboard failure). The ui fragments' copy lives in `@alegato/ui` (`es.search`, `es.articleViewer`);
 * the server's import summaries are shown as sent.
 */
export const legislationCopy = {
  /** The file picker's accepted types (`POST /legislation/import`). */
  importAccept: '.tar.gz,.tgz,.md',
  /** Label of the inline progress while an import runs. */
  importing: (done: number, total: number): string =>
    total > 0 ? `Importando legislación: ${done} de ${total} normas` : 'Importando legislación…',
  /** Toast when the upload was accepted. */
  importStarted: 'Importación de legislación iniciada.',
  /** Fallback summaries when the server sent none. */
  importDone: 'Importación de legislación terminada.',
  importFailed: 'La importación de legislación ha fallado.',
  /** Toast when the progress can no longer be read (the server restarted). */
  importLost: 'No se pudo seguir el progreso de la importación.',
  /** Toast when the clipboard refused the citation. */
  copyFailed: 'No se pudo copiar la cita.',
  /** The dashboard notice's link to /search. */
  openSearch: 'Ir a Búsqueda Legal',
} as const;
