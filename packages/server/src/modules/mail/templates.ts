import { LIMITS } from '@alegato/domain';
import type { OwnerIdentity } from '../../config.js';
import { escapeHtml, isHttpUrl, oneLine } from './html.js';
import type { AuthMail } from './types.js';

/** What a template needs besides the mail itself. */
export interface MailContext {
  /** Product name and owner identity for the subject, body and footer. */
  identity: OwnerIdentity;
  /** Public base URL, without trailing slash: the welcome mail links to `${publicUrl}/dashboard`. */
  publicUrl: string;
}

/** A mail ready to send or to store: subject, both bodies and the links it carries, in order. */
export interface RenderedMail {
  subject: string;
  /** Plain-text body (UTF-8, `\n` line ends). */
  text: string;
  /** Complete HTML document with inline styles (mail clients ignore `<style>` sheets unevenly). */
  html: string;
  /** Every link in the mail, in order; the first is the call to action. */
  links: string[];
}

/** How long confirmation and recovery links stay valid, as shown to the user. */
export const LINK_VALIDITY_TEXT = '1 hora';

/** A paragraph: plain text for the text body, already-escaped HTML for the HTML body. */
interface Paragraph {
  text: string;
  html: string;
}

function para(text: string): Paragraph {
  return { text, html: escapeHtml(text) };
}

/** The parts every template fills; {@link layout} turns them into a {@link RenderedMail}. */
interface MailParts {
  subject: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  greetingName: string | null;
  intro: Paragraph[];
  action: { label: string; url: string };
  /** Shown after the button (the plain link, validity, "ignore this"). */
  outro: Paragraph[];
  /** Whether to print the "if the button does not work" plain link. */
  plainLink: boolean;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function greeting(name: string | null): string {
  const clean = name === null ? '' : oneLine(name);
  return clean === '' ? 'Hola:' : `Hola, ${clean}:`;
}

function footerLines(identity: OwnerIdentity): string[] {
  return [
    `${identity.ownerName} (NIF ${identity.ownerNif}) · ${identity.ownerAddress}`,
    `Protección de datos: ${identity.privacyEmail}`,
  ];
}

function layout(parts: MailParts, ctx: MailContext): RenderedMail {
  const { identity } = ctx;
  if (!isHttpUrl(parts.action.url)) throw new Error('mail link must be an absolute http(s) URL');
  const hello = greeting(parts.greetingName);
  const footer = footerLines(identity);
  const url = parts.action.url;

  const text = [
    hello,
    '',
    ...parts.intro.flatMap((p) => [p.text, '']),
    `${parts.action.label}:`,
    url,
    '',
    ...parts.outro.flatMap((p) => [p.text, '']),
    `— El equipo de ${identity.productName}`,
    '',
    '--',
    ...footer,
    '',
  ].join('\n');

  const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;
  const href = escapeHtml(url);
  const plain = parts.plainLink
    ? p(
        `Si el botón no funciona, copia y pega este enlace en tu navegador:<br>` +
          `<a href="${href}" style="color:#1d4ed8;word-break:break-all;">${href}</a>`,
      )
    : '';
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(parts.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(parts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${FONT};color:#111827;font-size:16px;line-height:1.5;">
<tr><td style="padding:28px 32px 4px;font-size:20px;font-weight:700;color:#1e3a8a;">${escapeHtml(identity.productName)}</td></tr>
<tr><td style="padding:16px 32px 8px;">
${p(escapeHtml(hello))}
${parts.intro.map((x) => p(x.html)).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:6px;background:#1d4ed8;"><a href="${href}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:600;text-decoration:none;border-radius:6px;">${escapeHtml(parts.action.label)}</a></td>
</tr></table>
${plain}
${parts.outro.map((x) => p(x.html)).join('\n')}
${p(`— El equipo de ${escapeHtml(identity.productName)}`)}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280;">
${footer.map(escapeHtml).join('<br>\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: parts.subject, text, html, links: [url] };
}

/**
 * Renders one auth e-mail in Spanish (spec §4 Registration and e-mail verification): the subject, a
 * plain-text and an HTML body, and its links. Pure. User input (name, organisation) is flattened to one
 * line and HTML-escaped; links must be absolute http(s) URLs.
 *
 * @throws Error when a link is not an absolute http(s) URL (a programming error in the caller)
 */
export function renderAuthMail(mail: AuthMail, ctx: MailContext): RenderedMail {
  const product = ctx.identity.productName;
  switch (mail.kind) {
    case 'confirmation':
      return layout(
        {
          subject: `Confirma tu cuenta de ${product}`,
          preheader: `Confirma tu dirección de correo para empezar a usar ${product}.`,
          greetingName: mail.name,
          intro: [
            para(
              `Gracias por registrarte en ${product}. Para activar tu cuenta, confirma que esta dirección de correo es tuya.`,
            ),
          ],
          action: { label: 'Confirmar mi cuenta', url: mail.link },
          plainLink: true,
          outro: [
            para(`El enlace es válido durante ${LINK_VALIDITY_TEXT}.`),
            para(`Si no has creado una cuenta en ${product}, ignora este mensaje.`),
          ],
        },
        ctx,
      );
    case 'recovery':
      return layout(
        {
          subject: `Restablece tu contraseña de ${product}`,
          preheader: `Crea una contraseña nueva para tu cuenta de ${product}.`,
          greetingName: mail.name,
          intro: [
            para(
              `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${product}. Pulsa el botón para elegir una nueva.`,
            ),
          ],
          action: { label: 'Restablecer contraseña', url: mail.link },
          plainLink: true,
          outro: [
            para(`El enlace es válido durante ${LINK_VALIDITY_TEXT} y solo puede usarse una vez.`),
            para(
              'Si no has solicitado este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.',
            ),
          ],
        },
        ctx,
      );
    case 'email_change':
      return layout(
        {
          subject: `Confirma tu nuevo email en ${product}`,
          preheader: `Confirma que quieres usar esta dirección en tu cuenta de ${product}.`,
          greetingName: mail.name,
          intro: [
            para(
              `Has pedido usar esta dirección de correo en tu cuenta de ${product}. El cambio no se hará hasta que lo confirmes.`,
            ),
          ],
          action: { label: 'Confirmar el nuevo email', url: mail.link },
          plainLink: true,
          outro: [
            para(`El enlace es válido durante ${LINK_VALIDITY_TEXT} y solo puede usarse una vez.`),
            para('Si no has pedido este cambio, ignora este mensaje: tu cuenta seguirá con su email actual.'),
          ],
        },
        ctx,
      );
    case 'email_changed':
      return layout(
        {
          subject: `El email de tu cuenta de ${product} ha cambiado`,
          preheader: `Tu cuenta de ${product} usa ahora otra dirección de correo.`,
          greetingName: mail.name,
          intro: [
            para(
              `La dirección de correo de tu cuenta de ${product} es ahora ${oneLine(mail.newEmail, 254)}. Desde hoy te escribiremos allí y esa es la dirección con la que inicias sesión.`,
            ),
          ],
          action: { label: `Ir a ${product}`, url: `${ctx.publicUrl}/` },
          plainLink: false,
          outro: [
            para(`Si no has hecho tú este cambio, escríbenos cuanto antes a ${ctx.identity.contactEmail}.`),
          ],
        },
        ctx,
      );
    case 'welcome': {
      const organization = mail.organization === null ? '' : oneLine(mail.organization, 200);
      return layout(
        {
          subject: `Te damos la bienvenida a ${product}`,
          preheader: `Tu cuenta está confirmada: tienes ${LIMITS.trialDays} días de prueba gratuita.`,
          greetingName: mail.name,
          intro: [
            para(`Tu dirección de correo está confirmada y tu cuenta de ${product} ya está activa.`),
            ...(organization === '' ? [] : [para(`Organización: ${organization}.`)]),
            para(
              `Empiezas con ${LIMITS.trialDays} días de prueba gratuita para analizar documentos, preparar informes y consultar al asistente legal.`,
            ),
          ],
          action: { label: `Ir a ${product}`, url: `${ctx.publicUrl}/dashboard` },
          plainLink: false,
          outro: [
            para(
              `Si tienes cualquier duda, escríbenos a ${ctx.identity.contactEmail}. Estaremos encantados de ayudarte.`,
            ),
          ],
        },
        ctx,
      );
    }
  }
}
