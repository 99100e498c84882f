/** Case statuses in display order; `pending` is the default (spec §3, ADR 0010). */
export const CASE_STATUSES = ['pending', 'active', 'closed', 'archived'] as const;
/** A case status. */
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Case priorities, lowest first. */
export const CASE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
/** A case priority. */
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/**
 * Tags once each: trimmed, blanks dropped, a repeat (ignoring case, es) dropped, the first spelling kept
 * in the order given.
 */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('es');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Tags typed as one comma-separated text ('civil, urgente'), as {@link uniqueTags} keeps them. */
export function splitTags(text: string): string[] {
  return uniqueTags(text.split(','));
}
