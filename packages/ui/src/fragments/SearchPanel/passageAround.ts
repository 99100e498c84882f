import type { HighlightRange } from './highlight';

/** The part of a result's text worth showing: a window around the matched words. */
export type Passage = {
  /** The window's text, with '…' where it was cut from a longer text. */
  text: string;
  /** The highlights inside the window, re-based on `text` (after any leading '…'). */
  highlights: HighlightRange[];
  /** Whether text was left out before the window (`text` starts with '…'). */
  cutStart: boolean;
  /** Whether text was left out after the window (`text` ends with '…'). */
  cutEnd: boolean;
};

const ELLIPSIS = '…';
const SPACE = /\s/;

/** Highlights clamped to the text, empty or invalid ones dropped, in order. */
function cleanRanges(text: string, ranges: readonly HighlightRange[]): HighlightRange[] {
  return ranges
    .map((r) => ({ start: Math.max(0, Math.floor(r.start)), end: Math.min(text.length, Math.floor(r.end)) }))
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end) && r.end > r.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The highlights that fit most densely in `budget` characters: the run of consecutive highlights
 * (by start) spanning at most `budget` with the most members; the earliest on a tie. Returns the
 * span's bounds, or null without highlights.
 */
function densestSpan(
  ranges: readonly HighlightRange[],
  budget: number,
): { start: number; end: number } | null {
  if (ranges.length === 0) return null;
  let best = { count: 0, start: ranges[0]!.start, end: ranges[0]!.end };
  let last = 0;
  for (let first = 0; first < ranges.length; first += 1) {
    const start = ranges[first]!.start;
    if (last < first) last = first;
    let end = ranges[first]!.end;
    for (let k = first; k <= last; k += 1) end = Math.max(end, ranges[k]!.end);
    while (last + 1 < ranges.length && Math.max(end, ranges[last + 1]!.end) - start <= budget) {
      last += 1;
      end = Math.max(end, ranges[last]!.end);
    }
    const count = last - first + 1;
    if (count > best.count) best = { count, start, end: Math.min(end, start + Math.max(budget, 1)) };
  }
  return { start: best.start, end: best.end };
}

/**
 * The window of `text` worth showing for a search result: at most `maxChars` characters (the '…'
 * included), centred on the densest cluster of `highlights` (the first `maxChars` without any), cut at
 * word boundaries, with '…' where text was left out and the highlights re-based on the returned text
 * (ranges outside the window dropped, those across its edge clipped). A text that fits is returned
 * whole. Bad ranges (reversed, out of the text) are ignored. Pure.
 */
export function passageAround(text: string, highlights: readonly HighlightRange[], maxChars = 320): Passage {
  const ranges = cleanRanges(text, highlights);
  if (text.length <= maxChars) return { text, highlights: ranges, cutStart: false, cutEnd: false };

  // Room for the window itself: one '…' at each end may be added.
  const budget = Math.max(1, maxChars - 2 * ELLIPSIS.length);
  const span = densestSpan(ranges, budget) ?? { start: 0, end: 0 };

  // Centre the cluster in the budget, then slide the window back inside the text.
  const spare = budget - (span.end - span.start);
  let start = span.start - Math.floor(spare / 2);
  start = Math.max(0, Math.min(start, text.length - budget));
  let end = Math.min(text.length, start + budget);

  // Cut at word boundaries, never inside the cluster: the window start moves forward to the next word,
  // its end back to the previous one.
  if (start > 0 && !SPACE.test(text[start - 1]!)) {
    let at = start;
    while (at < span.start && !SPACE.test(text[at - 1]!)) at += 1;
    if (at < end) start = at;
  }
  if (end < text.length && !SPACE.test(text[end]!)) {
    let at = end;
    while (at > span.end && !SPACE.test(text[at]!)) at -= 1;
    if (at > start) end = at;
  }
  // No blank edges next to the '…'.
  while (start < end && start > 0 && SPACE.test(text[start]!)) start += 1;
  while (end > start && end < text.length && SPACE.test(text[end - 1]!)) end -= 1;

  const cutStart = start > 0;
  const cutEnd = end < text.length;
  const offset = (cutStart ? ELLIPSIS.length : 0) - start;
  const rebased = ranges
    .filter((r) => r.end > start && r.start < end)
    .map((r) => ({ start: Math.max(r.start, start) + offset, end: Math.min(r.end, end) + offset }));
  return {
    text: `${cutStart ? ELLIPSIS : ''}${text.slice(start, end)}${cutEnd ? ELLIPSIS : ''}`,
    highlights: rebased,
    cutStart,
    cutEnd,
  };
}
