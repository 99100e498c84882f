/**
 * Whether an error means the code of a page could not be downloaded (offline, server down, or a new
 * deployment removed the old chunk), as each browser words it. Such a failure is a connection problem the
 * user can retry, not a bug: no 'Error Inesperado' dialog.
 *
 * - Chromium: `TypeError: Failed to fetch dynamically imported module: …`
 * - Firefox: `TypeError: error loading dynamically imported module: …`
 * - Safari: `TypeError: Importing a module script failed.`
 * - Vite's preload helper: `Unable to preload CSS for …` / `vite:preloadError`
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|loading (?:css )?chunk [\w-]+ failed/i.test(
    message,
  );
}
