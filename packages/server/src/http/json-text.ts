/**
 * Success envelopes around JSON the database already wrote as text (ADR 0036): the lists build their
 * items as one JSON array `text` value in SQL, and the route sends it inside `{success, data}` without
 * parsing it and serialising it again.
 *
 * @module
 */
import type { Context } from 'hono';

/**
 * `{"success":true,"data":{"<key>":<json>, …rest}}` as an `application/json` response: `json` is
 * inserted as it is (it must be valid JSON the database built), `rest` is serialised after it, its keys
 * in their order.
 *
 * @param key - the data key of the list (`cases`, `documents`, `reports`)
 * @param json - the list as JSON text
 * @param rest - further data keys (a page's total, page number…)
 */
export function jsonTextResponse(c: Context, key: string, json: string, rest: object = {}): Response {
  const more = JSON.stringify(rest).slice(1, -1);
  return c.body(`{"success":true,"data":{${JSON.stringify(key)}:${json}${more ? `,${more}` : ''}}}`, 200, {
    'Content-Type': 'application/json',
  });
}
