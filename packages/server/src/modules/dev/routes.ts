import { Hono } from 'hono';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isLoopbackAddress, socketAddress } from '../../middleware/socket-address.js';
import { validate } from '../../middleware/validate.js';
import { getOutboxMail, listOutboxMail } from '../mail/repo.js';
import type { AppEnv } from '../../types.js';
import { renderOutboxPage } from './page.js';

/** Dependencies of {@link devRoutes}. */
export interface DevRoutesDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'smtpUrl' | 'identity'>;
}

/** Headers a reverse proxy adds; their presence means the loopback peer is a proxy, not a developer. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?to=` filters the outbox by recipient; empty means every mail. */
const OutboxQuerySchema = z.object({ to: z.string().optional() });

/** `:file` is `<mail id>.html`; anything else names no mail (404). */
const MailFileSchema = z.object({
  file: z
    .string()
    .transform((file) => file.replace(/\.html$/, ''))
    .pipe(z.string().regex(UUID)),
});

/**
 * Development helpers, mounted at `/dev`:
 *
 * - `GET /dev/outbox.json[?to=a@b.es]` → `[{id, kind, to, subject, text, html, links, created_at}]`,
 *   newest first (at most 200).
 * - `GET /dev/outbox[?to=…]` → the same as a readable Spanish page.
 * - `GET /dev/outbox/:id.html` → one mail's HTML body.
 *
 * Everything answers the standard JSON 404 unless the mailer is in outbox mode (no `SMTP_URL`) **and**
 * the TCP peer is loopback (socket address, never headers) **and** no proxy header is present (a
 * reverse proxy on the same machine connects from loopback too).
 */
export function devRoutes(deps: DevRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.use('*', async (c, next) => {
    const local = isLoopbackAddress(socketAddress(c));
    const proxied = PROXY_HEADERS.some((h) => c.req.header(h) !== undefined);
    if (deps.config.smtpUrl !== undefined || !local || proxied) throw AppError.notFound();
    await next();
    c.header('Cache-Control', 'no-store');
  });

  router.get('/outbox.json', validate('query', OutboxQuerySchema), async (c) => {
    const { to } = c.req.valid('query');
    const mails = await listOutboxMail(deps.db, to ? { to } : {});
    return c.json(mails);
  });

  router.get('/outbox', validate('query', OutboxQuerySchema), async (c) => {
    const { to } = c.req.valid('query');
    const mails = await listOutboxMail(deps.db, to ? { to } : {});
    const page = renderOutboxPage(mails, {
      productName: deps.config.identity.productName,
      ...(to ? { to } : {}),
    });
    return c.html(page);
  });

  router.get('/outbox/:file{[^/]+\\.html}', validate('param', MailFileSchema), async (c) => {
    const mail = await getOutboxMail(deps.db, c.req.valid('param').file);
    if (!mail) throw AppError.notFound();
    return c.html(mail.html);
  });

  return router;
}
