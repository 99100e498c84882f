import { escapeHtml } from '../mail/html.js';
import type { OutboxMail } from '../mail/repo.js';

const KIND_LABELS: Record<string, string> = {
  confirmation: 'Confirmación de cuenta',
  recovery: 'Recuperación de contraseña',
  email_change: 'Confirmación del nuevo email',
  email_changed: 'Aviso de cambio de email',
  welcome: 'Bienvenida',
};

const DATE_FORMAT = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Madrid',
});

/** Options for {@link renderOutboxPage}. */
export interface OutboxPageOptions {
  /** Product name for the title. */
  productName: string;
  /** The `?to=` filter in use, if any. */
  to?: string;
}

function renderMail(mail: OutboxMail): string {
  const kind = KIND_LABELS[mail.kind] ?? mail.kind;
  const date = DATE_FORMAT.format(new Date(mail.created_at));
  const links = mail.links
    .map((l) => `<li><a href="${escapeHtml(l)}" rel="noreferrer">${escapeHtml(l)}</a></li>`)
    .join('');
  const id = escapeHtml(mail.id);
  return `<article class="mail" data-slot="outbox-mail" data-kind="${escapeHtml(mail.kind)}">
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>Para</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Tipo</dt><dd>${escapeHtml(kind)}</dd>
<dt>Fecha</dt><dd><time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(date)}</time></dd>
</dl>
<h3>Enlaces</h3>
<ul class="links">${links || '<li>Ninguno</li>'}</ul>
<details open>
<summary>Texto</summary>
<pre>${escapeHtml(mail.text)}</pre>
</details>
<details>
<summary>HTML</summary>
<iframe sandbox="" srcdoc="${escapeHtml(mail.html)}" title="Vista HTML: ${escapeHtml(mail.subject)}" loading="lazy"></iframe>
<p><a href="/dev/outbox/${id}.html" target="_blank" rel="noreferrer">Abrir el HTML en otra pestaña</a></p>
</details>
</article>`;
}

/**
 * The `/dev/outbox` page: every kept mail, newest first, with recipient, date, clickable links, the
 * text body and the HTML body in a fully sandboxed `srcdoc` frame. Spanish; no scripts (our CSP has no
 * `unsafe-inline` scripts); inline `<style>` only, which the CSP allows.
 */
export function renderOutboxPage(mails: OutboxMail[], options: OutboxPageOptions): string {
  const title = `Bandeja de salida de desarrollo · ${options.productName}`;
  const filter =
    options.to === undefined
      ? ''
      : `<p>Filtrado por destinatario <strong>${escapeHtml(options.to)}</strong> · <a href="/dev/outbox">Ver todos</a></p>`;
  const body =
    mails.length === 0
      ? '<p class="empty">No hay correos todavía. Regístrate o pide un enlace de recuperación y vuelve a cargar esta página.</p>'
      : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #111827; background: #f9fafb; }
header p { color: #4b5563; }
.mail { background: #fff; border: 1px solid #e5e7eb; border-radius: 0.5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
.mail h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
.mail h3 { font-size: 0.875rem; margin: 0.75rem 0 0.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.125rem 1rem; margin: 0; }
dt { font-weight: 600; color: #4b5563; }
dd { margin: 0; }
.links a { word-break: break-all; }
pre { white-space: pre-wrap; word-break: break-word; background: #f3f4f6; padding: 0.75rem; border-radius: 0.375rem; }
iframe { width: 100%; height: 42rem; border: 1px solid #e5e7eb; border-radius: 0.375rem; background: #fff; }
summary { cursor: pointer; font-weight: 600; margin-top: 0.5rem; }
</style>
</head>
<body>
<header>
<h1>Bandeja de salida de desarrollo</h1>
<p>Correos que ${escapeHtml(options.productName)} habría enviado. Esta página solo existe sin <code>SMTP_URL</code> y solo responde a esta máquina. También en <a href="/dev/outbox.json">JSON</a>.</p>
${filter}
</header>
<main>
${body}
</main>
</body>
</html>
`;
}
