/**
 * SECURITY.md 14 for the PDF service: `GET /api/pdf/descargar/{caso_id}/{filename}` resolves a name only
 * as a lookup key among the caller's own PDFs. Traversal payloads (`../`, encoded, double-encoded,
 * backslash, absolute, NUL, overlong UTF-8, very long, unicode) in either segment answer 400/404, never
 * a file, and the file store is never asked for anything but a server key of the caller's folder.
 * Another user's PDF is 404. Signed links (`?firma=`) open without a bearer token only when valid,
 * unexpired and for that very file (else 403). `Content-Disposition` is server-built (RFC 6266).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { createCapturingLogger, describeEachTarget } from '../../packages/server/test/targets.js';
import { contentDisposition } from '../../packages/server/src/modules/pdf/routes.js';
import { createPdfService } from '../../packages/server/src/modules/pdf/service.js';

const CANARY = 'CANARY-SECRET-OUTSIDE-THE-STORE';

/** Path segments that try to leave the user's PDFs. */
const PAYLOADS = [
  '..',
  '../',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%2F..%2Fsecret.pdf',
  '%2e%2e%2f%2e%2e%2fsecret.pdf',
  '%2e%2e',
  '%252e%252e%252fsecret.pdf',
  '..%252fsecret.pdf',
  '..%5c..%5csecret.pdf',
  '..\\..\\secret.pdf',
  '%2fetc%2fpasswd',
  '%2Fetc%2Fpasswd.pdf',
  'C:%5cWindows%5cwin.ini',
  'secret.pdf%00',
  'secret%00.pdf',
  '%00',
  '%c0%ae%c0%ae%2fsecret.pdf',
  '%c0%ae%c0%ae%c0%afsecret.pdf',
  '%e0%80%ae%e0%80%ae%2fsecret.pdf',
  '.%2e/secret.pdf',
  '...pdf',
  '..pdf',
  'a..b.pdf',
  `${'a'.repeat(300)}.pdf`,
  `${'a'.repeat(5000)}.pdf`,
  'informe_%C3%B1.pdf',
  'informe_%EF%BD%81.pdf',
  '%E2%80%AEfdp.exe',
  'secret.pdf%20',
  'secret.pdf%0d%0aX-Injected:%201',
  '%',
  '%zz.pdf',
  'file:%2f%2f%2fetc%2fpasswd',
];

describeEachTarget('PDF downloads', (target) => {
  const env = useAuthEnv(target);

  async function generate(token: string, titulo = 'Demanda por daños — Núñez', caso_id = 'default') {
    const res = await env.call('POST', '/api/pdf/generar-informe-legal', {
      token,
      body: {
        contenido_markdown: 'PRIMERO.- Que el actor reclama 1.250,00 € por los daños causados.',
        titulo,
        caso_id,
        metadata: { fecha: '23/11/2026', tipo_documento: 'Demanda', generado_por: 'Alegato' },
      },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { archivo: string; url_descarga: string; tamaño_bytes: number };
  }

  /** A second service over the same database and store: it signs with the installation's secret. */
  function service() {
    const { logger } = createCapturingLogger();
    return createPdfService({ db: env.base.database.db, files: env.background.files, logger });
  }

  it('answers every traversal payload in caso_id or filename with 400/404 and opens no outside file', async () => {
    const { id, token } = await env.userOnPlan('ana', 'individual');
    const made = await generate(token);
    // Files a traversal would aim at: beside the store, in the data dir and in the user's folder.
    const dataDir = env.base.config.dataDir;
    writeFileSync(join(dataDir, 'secret.pdf'), CANARY);
    writeFileSync(join(dataDir, 'files', 'secret.pdf'), CANARY);
    writeFileSync(join(dataDir, 'files', id, 'secret.pdf'), CANARY);
    const get = vi.spyOn(env.background.files, 'get');

    const urls = PAYLOADS.flatMap((p) => [
      `/api/pdf/descargar/default/${p}`,
      `/api/pdf/descargar/${p}/${made.archivo}`,
      `/api/pdf/descargar/${p}/${p}`,
    ]);
    for (const url of urls) {
      for (const auth of ['bearer', 'signed'] as const) {
        const res =
          auth === 'bearer'
            ? await env.call('GET', url, { token })
            : await env.call('GET', `${url}?firma=${id}.zzzzzz.${'A'.repeat(43)}`);
        const body = Buffer.from(await res.arrayBuffer());
        // (A path the URL parser folds out of /descargar/ meets the bearer check: 401 without a token.)
        expect([400, 401, 403, 404], `${auth} ${url} → ${res.status}`).toContain(res.status);
        if (auth === 'bearer') expect([400, 404], url).toContain(res.status);
        expect(body.toString('latin1')).not.toContain(CANARY);
        expect(body.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
        expect(res.headers.get('content-disposition')).toBeNull();
        if (res.status === 400) {
          expect(JSON.parse(body.toString('utf8'))).toEqual({
            code: 'invalid_filename',
            message: 'Nombre de archivo no válido.',
          });
        }
      }
    }
    // The store was asked for nothing (no payload names a stored PDF of this user).
    expect(get).not.toHaveBeenCalled();

    // And the real file still downloads, through a server key of the user's folder.
    const ok = await env.call('GET', made.url_descarga, { token });
    expect(ok.status).toBe(200);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toMatch(new RegExp(`^${id}/[0-9a-f-]{36}$`));
  });

  it("answers 404 'Informe no encontrado.' for an unknown name and for another user's PDF", async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const luis = await env.userOnPlan('luis', 'individual');
    const made = await generate(ana.token);
    const unknown = await env.call('GET', '/api/pdf/descargar/default/informe_no_existe.pdf', {
      token: ana.token,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: 'Informe no encontrado.' });
    const other = await env.call('GET', made.url_descarga, { token: luis.token });
    expect(other.status).toBe(404);
    const list = await env.call('GET', '/api/pdf/listar/default', { token: luis.token });
    expect(await list.json()).toEqual({ caso_id: 'default', total_informes: 0, informes: [] });
    // Luis's cleanup leaves Ana's PDF alone.
    await env.call('DELETE', '/api/pdf/limpiar/default?dias_antiguedad=0', { token: luis.token });
    expect((await env.call('GET', made.url_descarga, { token: ana.token })).status).toBe(200);
    // A user_id naming someone else is refused before anything runs.
    const spoof = await env.call('GET', `/api/pdf/listar/default?user_id=${ana.id}`, { token: luis.token });
    expect(spoof.status).toBe(403);
  });

  it('opens a signed link without a token; tampered, expired or other-file signatures → 403', async () => {
    const ana = await env.userOnPlan('ana', 'individual');
    const luis = await env.userOnPlan('luis', 'individual');
    const a = await generate(ana.token, 'Primero');
    const b = await generate(ana.token, 'Segundo');
    const pdf = service();
    const url = await pdf.signDownload(ana.id, 'default', a.archivo);
    expect(url).toMatch(new RegExp(`^/api/pdf/descargar/default/${a.archivo}\\?firma=[^&]+$`));

    const ok = await env.call('GET', url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await ok.arrayBuffer()).length).toBe(a.tamaño_bytes);

    const firma = new URL(url, 'http://x').searchParams.get('firma') ?? '';
    const [user = '', exp = '', sig = ''] = firma.split('.');
    const refused = async (path: string) => {
      const res = await env.call('GET', path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({
        code: 'invalid_signature',
        message: 'Enlace de descarga no válido o caducado.',
      });
    };
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    await refused(`/api/pdf/descargar/default/${a.archivo}?firma=${user}.${exp}.${flip(sig)}`);
    await refused(
      `/api/pdf/descargar/default/${a.archivo}?firma=${user}.${(parseInt(exp, 36) + 1000).toString(36)}.${sig}`,
    );
    await refused(`/api/pdf/descargar/default/${a.archivo}?firma=${luis.id}.${exp}.${sig}`);
    await refused(`/api/pdf/descargar/default/${b.archivo}?firma=${firma}`);
    await refused(`/api/pdf/descargar/otro-caso/${a.archivo}?firma=${firma}`);
    await refused(`/api/pdf/descargar/default/${a.archivo}?firma=`);
    await refused(`/api/pdf/descargar/default/${a.archivo}?firma=basura`);
    const expired = await pdf.signDownload(ana.id, 'default', a.archivo, -1);
    await refused(expired);
    // A signature of another installation's secret does not open it either.
    await env.base.database.db
      .updateTable('app_meta')
      .set({ value: JSON.stringify({ secret: 'x'.repeat(43) }) })
      .where('key', '=', 'pdf_download_secret')
      .execute();
    const foreign = await service().signDownload(ana.id, 'default', a.archivo);
    await refused(foreign);
    // Without firma the bearer token is still required.
    expect((await env.call('GET', `/api/pdf/descargar/default/${a.archivo}`)).status).toBe(401);
  });

  it('builds Content-Disposition with an ASCII fallback and the RFC 8187 UTF-8 name', async () => {
    const { token } = await env.userOnPlan('ana', 'individual');
    const made = await generate(token, 'Informe «Núñez» — señal/../x "y"');
    expect(made.archivo).toMatch(/^informe_informe_nunez_senal_x_y_\d{8}_\d{6}\.pdf$/);
    const res = await env.call('GET', made.url_descarga, { token });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${made.archivo}"; filename*=UTF-8''${made.archivo}`,
    );
    expect(contentDisposition('informe_ñ "a"\\b%.pdf')).toBe(
      `attachment; filename="informe__ _a__b_.pdf"; filename*=UTF-8''informe_%C3%B1%20%22a%22%5Cb%25.pdf`,
    );
    expect(contentDisposition("o'neil (1).pdf")).toBe(
      `attachment; filename="o'neil (1).pdf"; filename*=UTF-8''o%27neil%20%281%29.pdf`,
    );
  });
});
