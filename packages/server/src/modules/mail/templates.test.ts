import { LIMITS } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { escapeHtml, isHttpUrl, oneLine } from './html.js';
import { renderAuthMail, type MailContext } from './templates.js';
import type { AuthMail } from './types.js';

const config = loadConfig({
  PUBLIC_URL: 'https://app.alegato.es',
  OWNER_NAME: 'Bufete & Asociados, S.L.',
  OWNER_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
  PRIVACY_EMAIL: 'privacidad@alegato.es',
});
const ctx: MailContext = { identity: config.identity, publicUrl: config.publicUrl };

const HOSTILE_NAME = `<script>alert("x")</script> O'Brien & <img src=x onerror=alert(1)>`;
const CONFIRM_LINK =
  'https://app.alegato.es/auth/v1/verify?token=abc123&type=signup&redirect_to=https%3A%2F%2Fapp.alegato.es%2Fdashboard';
const RECOVER_LINK = 'https://app.alegato.es/auth/v1/verify?token=def456&type=recovery';
const CHANGE_LINK = 'https://app.alegato.es/auth/v1/verify?token=ghi789&type=email_change';

const cases: { mail: AuthMail; subject: string; action: string; link: string; phrases: string[] }[] = [
  {
    mail: { kind: 'confirmation', to: 'ana@example.com', name: 'Ana', link: CONFIRM_LINK },
    subject: 'Confirma tu cuenta de Alegato',
    action: 'Confirmar mi cuenta',
    link: CONFIRM_LINK,
    phrases: [
      'Hola, Ana:',
      'válido durante 1 hora',
      'Si no has creado una cuenta en Alegato, ignora este mensaje.',
    ],
  },
  {
    mail: { kind: 'recovery', to: 'ana@example.com', name: 'Ana', link: RECOVER_LINK },
    subject: 'Restablece tu contraseña de Alegato',
    action: 'Restablecer contraseña',
    link: RECOVER_LINK,
    phrases: ['Hola, Ana:', 'válido durante 1 hora', 'Si no has solicitado este cambio, ignora este mensaje'],
  },
  {
    mail: { kind: 'welcome', to: 'ana@example.com', name: 'Ana', organization: 'Despacho Ruiz' },
    subject: 'Te damos la bienvenida a Alegato',
    action: 'Ir a Alegato',
    link: 'https://app.alegato.es/dashboard',
    phrases: ['Hola, Ana:', `${LIMITS.trialDays} días de prueba gratuita`, 'Organización: Despacho Ruiz.'],
  },
  {
    mail: { kind: 'email_change', to: 'ana@nuevo.es', name: 'Ana', link: CHANGE_LINK },
    subject: 'Confirma tu nuevo email en Alegato',
    action: 'Confirmar el nuevo email',
    link: CHANGE_LINK,
    phrases: ['Hola, Ana:', 'no se hará hasta que lo confirmes', 'válido durante 1 hora'],
  },
  {
    mail: { kind: 'email_changed', to: 'ana@example.com', name: 'Ana', newEmail: 'ana@nuevo.es' },
    subject: 'El email de tu cuenta de Alegato ha cambiado',
    action: 'Ir a Alegato',
    link: 'https://app.alegato.es/',
    phrases: ['Hola, Ana:', 'es ahora ana@nuevo.es', 'Si no has hecho tú este cambio'],
  },
];

/** HTML → visible text, roughly: tags dropped, the entities we emit decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('renderAuthMail', () => {
  it.each(cases)('$mail.kind: Spanish subject, greeting, action and link in both bodies', (c) => {
    const out = renderAuthMail(c.mail, ctx);
    expect(out.subject).toBe(c.subject);
    expect(out.links).toEqual([c.link]);
    for (const phrase of c.phrases) {
      expect(out.text).toContain(phrase);
      expect(visibleText(out.html)).toContain(phrase);
    }
    expect(out.text).toContain(c.link);
    expect(out.text).toContain(c.action);
    // The link appears in the HTML attribute-escaped (`&` → `&amp;`), as a button and, for token links,
    // as a plain copy-paste link too.
    const hrefs = [...out.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]?.replace(/&amp;/g, '&'));
    expect(hrefs).toContain(c.link);
    if ('link' in c.mail) expect(hrefs.filter((h) => h === c.link)).toHaveLength(2);
    expect(out.html).toContain(`>${c.action}</a>`);
    expect(out.html).toMatch(/^<!doctype html>\n<html lang="es">/);
  });

  it.each(cases)('$mail.kind: footer names the owner, its address and the privacy mailbox', ({ mail }) => {
    const out = renderAuthMail(mail, ctx);
    for (const part of ['Bufete & Asociados, S.L.', 'Calle Mayor 1, 28013 Madrid', 'privacidad@alegato.es']) {
      expect(out.text).toContain(part);
      expect(visibleText(out.html)).toContain(part);
    }
    expect(out.html).toContain('Bufete &amp; Asociados, S.L.');
  });

  it.each(cases)('$mail.kind: a hostile name is escaped in HTML and kept readable in text', ({ mail }) => {
    const out = renderAuthMail({ ...mail, name: HOSTILE_NAME }, ctx);
    expect(out.html).not.toContain('<script');
    expect(out.html).not.toContain('<img');
    expect(out.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; &lt;img');
    expect(out.text).toContain(`Hola, ${HOSTILE_NAME}:`);
    expect(out.subject).not.toContain('<');
  });

  it('escapes the organisation of the welcome mail', () => {
    const out = renderAuthMail(
      { kind: 'welcome', to: 'a@b.es', name: null, organization: '<b onmouseover="x()">Lex</b>' },
      ctx,
    );
    expect(out.html).not.toMatch(/<b[\s>]/);
    expect(out.html).toContain('Organización: &lt;b onmouseover=&quot;x()&quot;&gt;Lex&lt;/b&gt;.');
  });

  it('greets without a name when there is none, or only blanks', () => {
    for (const name of [null, '', '   ', '\n\t']) {
      const out = renderAuthMail({ kind: 'confirmation', to: 'a@b.es', name, link: CONFIRM_LINK }, ctx);
      expect(out.text.startsWith('Hola:\n')).toBe(true);
    }
  });

  it('flattens line breaks in names so they cannot forge lines of the mail', () => {
    const out = renderAuthMail(
      { kind: 'recovery', to: 'a@b.es', name: 'Ana\r\nPulsa aquí: https://evil.example', link: RECOVER_LINK },
      ctx,
    );
    expect(out.text.split('\n')[0]).toBe('Hola, Ana Pulsa aquí: https://evil.example:');
  });

  it('uses the configured product name everywhere', () => {
    const lex = loadConfig({
      PRODUCT_NAME: 'Lex',
      OWNER_NAME: 'Lex, S.A.',
      PRIVACY_EMAIL: 'datos@lex.es',
      CONTACT_EMAIL: 'hola@lex.es',
    });
    const out = renderAuthMail(
      { kind: 'confirmation', to: 'a@b.es', name: 'Ana', link: 'https://lex.es/verify?token=x' },
      { identity: lex.identity, publicUrl: lex.publicUrl },
    );
    expect(out.subject).toBe('Confirma tu cuenta de Lex');
    expect(out.text).toContain('ignora este mensaje');
    expect(out.text).not.toContain('Alegato');
    expect(out.html).not.toContain('Alegato');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative/path', 'not a url'])(
    'refuses the link %j',
    (link) => {
      expect(() => renderAuthMail({ kind: 'confirmation', to: 'a@b.es', name: null, link }, ctx)).toThrow(
        /http\(s\)/,
      );
    },
  );
});

describe('mail html helpers', () => {
  it.each([
    ['<a href="x">', '&lt;a href=&quot;x&quot;&gt;'],
    ["O'Brien & Co", 'O&#39;Brien &amp; Co'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('escapeHtml(%j) = %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });

  it.each([
    ['  Ana   García ', 'Ana García'],
    ['a\u0000b\u2028c', 'a b c'],
    ['x'.repeat(150), `${'x'.repeat(99)}…`],
  ])('oneLine(%j) = %j', (input, expected) => {
    expect(oneLine(input)).toBe(expected);
  });

  it.each([
    ['https://a.es/x', true],
    ['http://localhost:8787/auth', true],
    ['javascript:alert(1)', false],
    ['mailto:a@b.es', false],
    ['//a.es', false],
  ])('isHttpUrl(%j) = %s', (input, expected) => {
    expect(isHttpUrl(input)).toBe(expected);
  });
});
