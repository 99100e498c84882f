/**
 * Saving the account export (`GET /api/account/export`) as a file: the name from the server's
 * `Content-Disposition`, a Blob behind a temporary object URL and `<a download>`.
 */

/** Name used when the server sends none: `alegato-datos-YYYY-MM-DD.json` (UTC date of `now`). */
export function defaultExportFileName(now: Date): string {
  return `alegato-datos-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The `filename` of a `Content-Disposition: attachment` header (RFC 6266; `filename*` UTF-8 first),
 * reduced to a safe base name; `fallback` when absent or empty. Pure.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  // Never a path: keep the last segment, drop control characters.
  const base = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base === '' || base === '.' || base === '..' ? fallback : base;
}

/** Saves `blob` as `fileName` through a temporary object URL and a hidden `<a download>`. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
