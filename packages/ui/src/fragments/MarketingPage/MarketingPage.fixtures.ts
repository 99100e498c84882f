import { createElement, type ReactNode } from 'react';
import type { MarketingSection } from './MarketingPage';

/** Deterministic copy for the '/software-legal-espana' page; bodies built with `createElement`. */
type Body = { paragraphs: string[]; list?: string[] };

const render = ({ paragraphs, list }: Body): ReactNode => [
  ...paragraphs.map((text, index) => createElement('p', { key: `p${index}` }, text)),
  ...(list
    ? [createElement('ul', { key: 'list' }, ...list.map((item) => createElement('li', { key: item }, item)))]
    : []),
];

export const softwareEyebrow = 'Software legal en España';
export const softwareTitle = 'El software legal con IA pensado para el Derecho español';
export const softwareLead =
  'Alegato reúne en una sola herramienta el análisis de documentos, la búsqueda de jurisprudencia y la redacción de escritos, con la confidencialidad que exige el secreto profesional.';

const softwareBodies: { id: string; title: string; body: Body }[] = [
  {
    id: 'para-quien',
    title: 'Para despachos, asesorías y departamentos jurídicos',
    body: {
      paragraphs: [
        'Tanto si ejerces por tu cuenta como si trabajas en un despacho con varios equipos, Alegato se adapta a tu forma de trabajar: casos, documentos, informes e historial de consultas en un mismo lugar.',
      ],
      list: [
        'Abogados y abogadas que ejercen por cuenta propia',
        'Despachos pequeños y medianos',
        'Departamentos jurídicos de empresa',
        'Estudiantes de Derecho y de máster de acceso',
      ],
    },
  },
  {
    id: 'derecho-espanol',
    title: 'Entrenado para el ordenamiento jurídico español',
    body: {
      paragraphs: [
        'Reconoce citas de artículos, leyes, ECLI y sentencias del Tribunal Supremo y de las Audiencias Provinciales, y calcula plazos en días hábiles según la Ley de Enjuiciamiento Civil.',
      ],
    },
  },
  {
    id: 'privacidad',
    title: 'Confidencialidad y RGPD desde el diseño',
    body: {
      paragraphs: [
        'Tus documentos se guardan aislados por usuario, cifrados en tránsito y en reposo, y no se usan para entrenar modelos. Tú decides qué se conserva y qué se elimina.',
      ],
    },
  },
];

/** Three sections of the '/software-legal-espana' page. */
export const softwareSections: MarketingSection[] = softwareBodies.map(({ id, title, body }) => ({
  id,
  title,
  body: render(body),
}));

/** A long title and lead plus seven sections: headings wrap and surfaces keep alternating. */
export const longTitle =
  'Análisis de documentos legales con inteligencia artificial para contratos, demandas, sentencias y escritos procesales de cualquier jurisdicción';
export const longLead =
  'Sube tus documentos en PDF, DOCX o TXT y obtén en segundos un resumen fiel, las partes, las fechas, los importes, los plazos y las normas citadas, con la fuente de cada dato para que puedas comprobarlo antes de usarlo en un escrito. Referencia: analisis-documentos-legales-contratos-demandas-sentencias-2025.';
export const longSections: MarketingSection[] = [
  ...softwareSections,
  ...Array.from({ length: 4 }, (_, index) => ({
    id: `caso-${index + 1}`,
    title: `Caso de éxito ${index + 1}: un despacho de Derecho civil y mercantil redujo a la mitad el tiempo de revisión de contratos de arrendamiento`,
    body: render({
      paragraphs: [
        'Antes de usar Alegato, cada contrato de arrendamiento se revisaba a mano cláusula por cláusula. Ahora el equipo parte de un resumen con las obligaciones de cada parte, las fianzas, las penalizaciones y los plazos de preaviso, y dedica su tiempo a negociar los puntos débiles.',
        'Resultado: un 52 % menos de tiempo por contrato y ningún plazo de preaviso pasado por alto en los últimos seis meses.',
      ],
    }),
  })),
];
