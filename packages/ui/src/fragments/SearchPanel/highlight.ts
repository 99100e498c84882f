/** A character range of a passage to mark: `start` inclusive, `end` exclusive (UTF-16 offsets). */
export type HighlightRange = {
  /** First marked character. */
  start: number;
  /** One past the last marked character. */
  end: number;
};

/** A run of a passage: marked (a matched word) or plain. */
export type TextSegment = { text: string; marked: boolean };

/**
 * Splits `text` into plain and marked runs from `ranges` (the server's `highlights`). Ranges are
 * sorted, clamped to the text, and overlapping or touching ones merged; empty or invalid ones are
 * ignored, so bad offsets never throw or duplicate text. Joining the runs gives `text` back. Pure.
 */
export function highlightSegments(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const clean = ranges
    .map((r) => ({ start: Math.max(0, Math.floor(r.start)), end: Math.min(text.length, Math.floor(r.end)) }))
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end) && r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: HighlightRange[] = [];
  for (const r of clean) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const r of merged) {
    if (r.start > at) segments.push({ text: text.slice(at, r.start), marked: false });
    segments.push({ text: text.slice(r.start, r.end), marked: true });
    at = r.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
