import { http } from '../api/http';
import {
  parseImport,
  parseNorms,
  parseNormWithToc,
  parseSectionPage,
  type ImportProgress,
  type Norm,
  type NormWithToc,
  type SectionPage,
} from './toViewModel';

/**
 * The legislation reader and import endpoints (issue 12 items 6–8) over the app's HTTP client. Reads are
 * `silent`: the screens show their own loading, not-found and error states. The SWR keys are the
 * request paths, so every screen shares one cache entry per resource.
 */

/** SWR key of `GET /system/capabilities`. */
export const capabilitiesKey = '/system/capabilities';

/** SWR key of `GET /legislation/norms`. */
export const normsKey = '/legislation/norms';

/** SWR key (and path) of a norm with its table of contents. */
export function normKey(normId: string): string {
  return `/legislation/norms/${encodeURIComponent(normId)}`;
}

/** SWR key (and path) of one section of a norm. */
export function sectionKey(normId: string, anchor: string): string {
  return `${normKey(normId)}/sections/${encodeURIComponent(anchor)}`;
}

/** `GET /system/capabilities` (the raw `{success, data}` body; see `legislationLoaded`). */
export function fetchCapabilities(): Promise<unknown> {
  return http.request(capabilitiesKey, { silent: true });
}

/** `GET /legislation/norms`. */
export async function fetchNorms(): Promise<Norm[]> {
  return parseNorms(await http.request(normsKey, { silent: true }));
}

/** `GET /legislation/norms/{normId}`: 404 when the norm is not loaded, 400 for a malformed id. */
export async function fetchNorm(normId: string): Promise<NormWithToc> {
  return parseNormWithToc(await http.request(normKey(normId), { silent: true }));
}

/** `GET /legislation/norms/{normId}/sections/{anchor}`: 404 for an unknown article. */
export async function fetchSection(normId: string, anchor: string): Promise<SectionPage> {
  return parseSectionPage(await http.request(sectionKey(normId, anchor), { silent: true }));
}

/**
 * `POST /legislation/import` (admin; multipart, each file in a `file` field) → 202 with the import's id.
 * Not silent: a refusal (403, 409 one already running, 413 too large, a wrong file type) is a toast
 * with the server's message.
 */
export async function startLegislationImport(files: readonly File[]): Promise<ImportProgress> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return parseImport(await http.request('/legislation/import', { method: 'POST', form }));
}

/** `GET /legislation/import/{id}`: the import's progress (404 once the server has forgotten it). */
export async function fetchLegislationImport(id: string): Promise<ImportProgress> {
  return parseImport(await http.request(`/legislation/import/${encodeURIComponent(id)}`, { silent: true }));
}
