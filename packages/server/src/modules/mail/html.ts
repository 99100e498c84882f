/**
 * Escapes text for HTML element content and quoted attribute values: `& < > " '`. Every user-supplied
 * string (names, organisations, e-mail addresses) goes through it before it reaches an HTML body.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKING_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A user-supplied display value made safe for a one-line slot (greeting, subject): control characters
 * and line breaks become spaces, runs of spaces collapse, and it is cut to `max` characters.
 */
export function oneLine(value: string, max = 100): string {
  const flat = value.replace(LINE_BREAKING_CHARS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** True for an absolute `http:` or `https:` URL: the only links e-mails may carry. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
