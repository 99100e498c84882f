/** WCAG 2 contrast of token colours, for the Color page (pure: tested in Node). */

/** `#rgb`, `#rrggbb` or an opaque `#rrggbbaa` as 0–1 channels; undefined for anything translucent or else. */
export function channels(color: string): [number, number, number] | undefined {
  let hex = /^#([0-9a-f]{3,8})$/i.exec(color)?.[1];
  if (!hex || ![3, 6, 8].includes(hex.length)) return undefined;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (hex.length === 8 && hex.slice(6) !== 'ff') return undefined;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque hex colours (undefined for translucent ones, e.g. the overlay). */
export function contrastRatio(a: string, b: string): number | undefined {
  const [ca, cb] = [channels(a), channels(b)];
  if (!ca || !cb) return undefined;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for body text is 4.5:1; large text (18.66 px bold, 24 px) and UI parts need 3:1. */
export function wcagLevel(ratio: number | undefined): string {
  if (ratio === undefined) return '—';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA texto grande';
  return 'No apto para texto';
}
