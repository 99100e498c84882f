import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  legalPageOrder,
  legalPages,
  marketingPageOrder,
  marketingPages,
  isLegalSlug,
  isMarketingSlug,
} from './index';
import { isCompany, registryCity, siteSuffix } from './shared';
import type { ContentContext, ContentSection } from './types';

const ctx: ContentContext = {
  productName: 'Alegato',
  owner: { name: 'Prueba Legal Tech, S.L.', nif: 'B00000000', address: 'Calle de Prueba 1, 28001 Madrid' },
  mailboxes: {
    contact: 'hola@prueba.example',
    privacy: 'privacidad@prueba.example',
    legal: 'legal@prueba.example',
  },
  publicUrl: 'https://prueba.example',
};

/** Renders one section body to HTML. */
const html = (section: ContentSection): string => renderToStaticMarkup(section.body);

/** Visible text of a section body: tags removed, entities decoded, spaces collapsed. */
const text = (section: ContentSection): string =>
  html(section)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const whole = (sections: ContentSection[]): string => sections.map(html).join('\n');

const kebabSpanish = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const allPages = [
  ...Object.entries(legalPages).map(([slug, build]) => ({ slug, doc: build(ctx) })),
  ...Object.entries(marketingPages).map(([slug, build]) => ({ slug, doc: build(ctx) })),
];

describe('content pages', () => {
  it.each(allPages)('$slug renders every section with a title and non-empty text', ({ doc }) => {
    expect(doc.title.trim()).not.toBe('');
    expect(doc.description.trim()).not.toBe('');
    expect(doc.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of doc.sections) {
      expect(section.title.trim(), section.id).not.toBe('');
      expect(text(section).length, section.id).toBeGreaterThan(40);
    }
  });

  it.each(allPages)('$slug has unique kebab-case section ids', ({ doc }) => {
    const ids = doc.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(kebabSpanish);
  });

  it.each(allPages)('$slug uses plain semantic HTML (no class or style attributes)', ({ doc }) => {
    const markup = whole(doc.sections);
    expect(markup).not.toMatch(/\sclass=/);
    expect(markup).not.toMatch(/\sstyle=/);
  });

  it.each(allPages)('$slug leaves no placeholder text', ({ doc }) => {
    const markup = whole(doc.sections);
    expect(markup).not.toMatch(/lorem ipsum/i);
    expect(markup).not.toMatch(/\b(undefined|null|NaN|TODO|FIXME)\b|\{name\}|\{email\}/);
  });
});

describe('legal pages', () => {
  it.each(Object.entries(legalPages))('%s has an update date in Spanish', (_slug, build) => {
    expect(build(ctx).updatedAt).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });

  it.each(['privacy-policy', 'terms-of-service', 'legal-notice'] as const)(
    '%s identifies the owner by name, NIF and address',
    (slug) => {
      const markup = whole(legalPages[slug](ctx).sections);
      expect(markup).toContain(ctx.owner.name);
      expect(markup).toContain(ctx.owner.nif);
      expect(markup).toContain(ctx.owner.address);
    },
  );

  it.each(['privacy-policy', 'gdpr-rights'] as const)('%s links the privacy mailbox', (slug) => {
    const markup = whole(legalPages[slug](ctx).sections);
    expect(markup).toContain(`href="mailto:${ctx.mailboxes.privacy}"`);
  });

  it('privacy policy states the legal bases, the processor role and the AEPD', () => {
    const markup = whole(legalPages['privacy-policy'](ctx).sections);
    for (const basis of ['6.1.a', '6.1.b', '6.1.c', '6.1.f']) expect(markup).toContain(basis);
    expect(markup).toContain('artículo 28');
    expect(markup).toContain('www.aepd.es');
  });

  it('terms state the 30-day trial, every plan price and that AI output is not legal advice', () => {
    const markup = whole(legalPages['terms-of-service'](ctx).sections);
    expect(markup).toContain('30 días');
    for (const price of ['0 €', '99 €', '299 €', '599 €']) expect(markup).toContain(price);
    expect(markup).toContain('IVA');
    expect(markup).toContain('No presta asesoramiento jurídico');
  });

  it('cookie policy has an accessible table of the four categories', () => {
    const markup = whole(legalPages['cookie-policy'](ctx).sections);
    expect(markup).toContain('<caption>');
    expect(markup).toContain('scope="col"');
    for (const category of ['Esenciales', 'Funcionales', 'Analíticas', 'Marketing']) {
      expect(markup).toContain(`<th scope="row">${category}</th>`);
    }
    expect(markup).toContain('Configurar cookies');
  });

  it('legal notice names the Registro Mercantil of the owner’s city', () => {
    expect(whole(legalPages['legal-notice'](ctx).sections)).toContain('Registro Mercantil de Madrid');
  });
});

describe('marketing pages', () => {
  it.each(Object.entries(marketingPages))('%s has a lead', (_slug, build) => {
    expect(build(ctx).lead.length).toBeGreaterThan(80);
  });

  it('casos de éxito labels scenarios and beta figures honestly', () => {
    const doc = marketingPages['casos-exito'](ctx);
    const scenarios = doc.sections.filter((section) => section.title.startsWith('Escenario de uso'));
    expect(scenarios).toHaveLength(4);
    const markup = whole(doc.sections);
    for (const figure of ['42', '86,81 %', '2:14', '31']) expect(markup).toContain(figure);
    expect(markup).toContain('programa beta');
  });
});

describe('page menus', () => {
  it('list every page once, with the path the router serves', () => {
    expect(legalPageOrder.map((link) => link.slug).sort()).toEqual(Object.keys(legalPages).sort());
    expect(marketingPageOrder.map((link) => link.slug).sort()).toEqual(Object.keys(marketingPages).sort());
    for (const link of legalPageOrder) expect(link.path).toBe(`/legal/${link.slug}`);
    for (const link of marketingPageOrder) expect(link.path).toBe(`/${link.slug}`);
  });

  it('use the Spanish labels', () => {
    expect(legalPageOrder.map((link) => link.label)).toEqual([
      'Política de privacidad',
      'Términos de servicio',
      'Política de cookies',
      'Aviso legal',
      'Derechos RGPD',
    ]);
    expect(marketingPageOrder.map((link) => link.label)).toEqual([
      'Software legal en España',
      'Análisis de documentos legales',
      'Casos de éxito',
    ]);
  });

  it('recognise slugs', () => {
    expect(isLegalSlug('cookie-policy')).toBe(true);
    expect(isLegalSlug('toString')).toBe(false);
    expect(isMarketingSlug('casos-exito')).toBe(true);
    expect(isMarketingSlug('privacy-policy')).toBe(false);
  });
});

describe('registryCity', () => {
  it.each([
    ['Calle Mayor 1, 28013 Madrid', 'Madrid'],
    ['Av. Diagonal 100, 08019 Barcelona, España', 'Barcelona'],
    ['Calle Real 3, 28220 Majadahonda (Madrid)', 'Madrid'],
    ['', ''],
  ])('%s → %s', (address, city) => {
    expect(registryCity(address)).toBe(city);
  });
});

describe('owner helpers', () => {
  it.each([
    ['Alegato Legal Tech, S.L.', true],
    ['Despacho Ejemplo S.A.', true],
    ['Ejemplo SLU', true],
    ['Cooperativa Jurídica, S. Coop.', true],
    ['María García López', false],
    ['Salas Abogados', false],
  ])('isCompany(%s) → %s', (name, expected) => {
    expect(isCompany(name)).toBe(expected);
  });

  it('siteSuffix shows the public URL only when configured', () => {
    expect(siteSuffix(ctx)).toBe(' (https://prueba.example)');
    expect(siteSuffix({ ...ctx, publicUrl: undefined })).toBe('');
  });

  it('legal notice omits the Registro Mercantil line for an individual owner', () => {
    const person = { ...ctx, owner: { ...ctx.owner, name: 'María García López' } };
    const markup = whole(legalPages['legal-notice'](person).sections);
    expect(markup).not.toContain('Registro Mercantil');
    expect(markup).toContain('María García López');
  });
});
