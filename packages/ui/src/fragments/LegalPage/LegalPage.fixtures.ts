import { createElement, Fragment, type ReactNode } from 'react';
import { LegalTable, type LegalSection } from './LegalPage';

/**
 * Deterministic sample content: a Spanish privacy policy for a fictitious owner. Bodies are written as
 * small block lists and rendered with `createElement`, so this file stays plain TypeScript.
 */
type Inline = string | { strong: string } | { link: string; href: string };
type Block =
  | { p: Inline[] }
  | { ul: Inline[][] }
  | { ol: Inline[][] }
  | { quote: string }
  | { table: { label: string; caption: string; head: string[]; rows: string[][] } };

const inline = (parts: Inline[]): ReactNode[] =>
  parts.map((part, index) =>
    typeof part === 'string'
      ? createElement(Fragment, { key: index }, part)
      : 'strong' in part
        ? createElement('strong', { key: index }, part.strong)
        : createElement('a', { key: index, href: part.href }, part.link),
  );

const items = (list: Inline[][]) =>
  list.map((item, index) => createElement('li', { key: index }, ...inline(item)));

/** Renders fixture blocks as the rich body of a legal section. */
export function renderBlocks(blocks: Block[]): ReactNode {
  return blocks.map((block, index) => {
    if ('p' in block) return createElement('p', { key: index }, ...inline(block.p));
    if ('ul' in block) return createElement('ul', { key: index }, ...items(block.ul));
    if ('ol' in block) return createElement('ol', { key: index }, ...items(block.ol));
    if ('quote' in block) return createElement('blockquote', { key: index }, block.quote);
    const { label, caption, head, rows } = block.table;
    return createElement(
      LegalTable,
      { key: index, label },
      createElement('caption', null, caption),
      createElement(
        'thead',
        null,
        createElement(
          'tr',
          null,
          head.map((cell) => createElement('th', { key: cell, scope: 'col' }, cell)),
        ),
      ),
      createElement(
        'tbody',
        null,
        rows.map((row) =>
          createElement(
            'tr',
            { key: row[0] },
            row.map((cell, cellIndex) =>
              cellIndex === 0
                ? createElement('th', { key: cellIndex, scope: 'row' }, cell)
                : createElement('td', { key: cellIndex }, cell),
            ),
          ),
        ),
      ),
    );
  });
}

export const privacyTitle = 'Política de privacidad';
export const privacyUpdated = '15 de septiembre de 2025';
export const privacyLead =
  'En esta política explicamos qué datos personales tratamos cuando usas Alegato, para qué los usamos, durante cuánto tiempo los conservamos y cómo puedes ejercer tus derechos conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 (LOPDGDD).';

const privacyBlocks: { id: string; title: string; blocks: Block[] }[] = [
  {
    id: 'responsable',
    title: '1. Responsable del tratamiento',
    blocks: [
      {
        p: [
          'El responsable del tratamiento de tus datos es ',
          { strong: 'Alegato Servicios Jurídicos Digitales, S.L.' },
          ' (en adelante, «Alegato»), sociedad ficticia usada en estos ejemplos.',
        ],
      },
      {
        ul: [
          [{ strong: 'NIF:' }, ' B00000000'],
          [{ strong: 'Domicilio:' }, ' Calle de Ejemplo, 1, 28001 Madrid'],
          [
            { strong: 'Delegado de protección de datos:' },
            ' ',
            { link: 'dpo@alegato.example', href: 'mailto:dpo@alegato.example' },
          ],
        ],
      },
    ],
  },
  {
    id: 'datos',
    title: '2. Qué datos tratamos',
    blocks: [
      { p: ['Tratamos únicamente los datos necesarios para prestarte el servicio:'] },
      {
        ul: [
          [
            { strong: 'Datos de cuenta:' },
            ' nombre completo, correo electrónico, organización (opcional) y contraseña cifrada.',
          ],
          [
            { strong: 'Contenido que subes:' },
            ' documentos (PDF, DOCX o TXT, de hasta 10 MB), casos, informes y consultas.',
          ],
          [
            { strong: 'Datos de uso:' },
            ' historial de consultas, tiempos de respuesta y registros técnicos de errores.',
          ],
          [
            { strong: 'Datos de facturación:' },
            ' plan contratado y fecha de renovación; los datos de pago los trata el proveedor de pagos.',
          ],
        ],
      },
      {
        p: [
          'Los documentos que subes pueden contener datos de terceros (tus clientes o las partes de un procedimiento). Respecto de ellos, ',
          { strong: 'tú eres el responsable' },
          ' y Alegato actúa como encargado del tratamiento.',
        ],
      },
    ],
  },
  {
    id: 'finalidades',
    title: '3. Finalidades, bases legales y plazos',
    blocks: [
      { p: ['Cada tratamiento tiene una finalidad concreta y una base legal del artículo 6 del RGPD:'] },
      {
        table: {
          label: 'Finalidades, bases legales y plazos de conservación',
          caption: 'Tratamientos de datos de Alegato',
          head: ['Finalidad', 'Base legal (art. 6 RGPD)', 'Plazo de conservación'],
          rows: [
            [
              'Gestionar tu cuenta y prestar el servicio',
              'Ejecución del contrato (art. 6.1.b)',
              'Mientras la cuenta esté activa y 5 años después',
            ],
            [
              'Analizar documentos con inteligencia artificial',
              'Ejecución del contrato (art. 6.1.b)',
              'Hasta que elimines el documento',
            ],
            [
              'Facturación y obligaciones contables',
              'Obligación legal (art. 6.1.c)',
              '6 años (art. 30 del Código de Comercio)',
            ],
            [
              'Cookies analíticas y de marketing',
              'Consentimiento (art. 6.1.a)',
              'Hasta que retires el consentimiento',
            ],
            ['Seguridad y prevención del fraude', 'Interés legítimo (art. 6.1.f)', '12 meses'],
          ],
        },
      },
    ],
  },
  {
    id: 'destinatarios',
    title: '4. Destinatarios y encargados del tratamiento',
    blocks: [
      { p: ['No vendemos tus datos. Solo los comunicamos a:'] },
      {
        ol: [
          [
            'Proveedores de alojamiento en la Unión Europea, con contrato de encargo conforme al artículo 28 del RGPD.',
          ],
          ['Proveedores de modelos de lenguaje, que no pueden usar tu contenido para entrenar sus modelos.'],
          ['Autoridades y tribunales, cuando una ley nos obligue a ello.'],
        ],
      },
      {
        quote:
          'Ningún empleado de Alegato accede al contenido de tus documentos salvo que nos lo pidas expresamente para resolver una incidencia.',
      },
    ],
  },
  {
    id: 'derechos',
    title: '5. Tus derechos',
    blocks: [
      {
        p: [
          'Puedes ejercer en cualquier momento los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad, y retirar tu consentimiento, escribiendo a ',
          { link: 'privacidad@alegato.example', href: 'mailto:privacidad@alegato.example' },
          ' o desde la página ',
          { link: 'Derechos RGPD', href: '/legal/gdpr-rights' },
          '.',
        ],
      },
      {
        p: [
          'Si consideras que no hemos atendido tu solicitud, puedes reclamar ante la ',
          { strong: 'Agencia Española de Protección de Datos' },
          ' (www.aepd.es).',
        ],
      },
    ],
  },
  {
    id: 'seguridad',
    title: '6. Seguridad y cambios en esta política',
    blocks: [
      {
        p: [
          'Aplicamos cifrado en tránsito y en reposo, control de acceso por usuario y copias de seguridad periódicas. Si cambiamos esta política de forma relevante, te avisaremos por correo electrónico con al menos 30 días de antelación.',
        ],
      },
    ],
  },
];

/** The privacy policy's six sections, one with a table. */
export const privacySections: LegalSection[] = privacyBlocks.map(({ id, title, blocks }) => ({
  id,
  title,
  body: renderBlocks(blocks),
}));

/** Fourteen sections with long titles and paragraphs: the TOC and the text keep their measure. */
export const longSections: LegalSection[] = [
  ...privacySections,
  ...Array.from({ length: 8 }, (_, index) => ({
    id: `anexo-${index + 1}`,
    title: `Anexo ${index + 1}. Condiciones particulares aplicables a los tratamientos realizados por cuenta de despachos colectivos y departamentos jurídicos de empresa`,
    body: renderBlocks([
      {
        p: [
          'Cuando una organización contrata Alegato para varios usuarios, la organización actúa como responsable del tratamiento de los datos de sus miembros y Alegato como encargado. Las instrucciones documentadas del responsable, las medidas de seguridad, la confidencialidad del personal autorizado y el régimen de subencargados se rigen por el contrato de encargo firmado entre ambas partes.',
        ],
      },
      {
        p: [
          'Referencia del contrato: ',
          {
            strong: `DPA-2025-ORG-${String(index + 1).padStart(4, '0')}-ALEGATO-SERVICIOS-JURIDICOS-DIGITALES`,
          },
        ],
      },
    ]),
  })),
];
