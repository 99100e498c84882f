/**
 * A byte count in kilobytes (1 KB = 1024 bytes) with one decimal and a dot as decimal separator, as the
 * viewer's PDF list shows it: 12595 → '12.3 KB'. Negative or non-finite input gives '0.0 KB'.
 */
export function formatSizeKb(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${(safe / 1024).toFixed(1)} KB`;
}
