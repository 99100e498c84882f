/**
 * Whether a public norm is in force, from its `documents.metadata` (the importer's `status`, the BOE
 * sync's `in_force: false` for repealed norms).
 *
 * @module
 */

const REPEALED = new Set(['repealed', 'derogada', 'derogado', 'annulled', 'anulada']);

/** Whether a norm's metadata says it is still in force. */
export function inForce(metadata: Record<string, unknown>): boolean {
  const status = typeof metadata.status === 'string' ? metadata.status.toLowerCase() : '';
  return !REPEALED.has(status) && metadata.in_force !== false;
}
