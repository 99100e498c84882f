import { Landmark, Scale, Timer } from 'lucide-react';
import type { Benefit, BenefitListLabels } from './BenefitList';

/** Three benefits with long copy, to check wrapping and alignment of the blurbs. */
export const longBenefits: Benefit[] = [
  {
    icon: Timer,
    title: 'Hasta un setenta por ciento menos de tiempo en la revisión documental de cada expediente',
    description:
      'Alegato lee contratos, demandas, sentencias y escritos procesales, extrae las partes, los plazos, los importes y las normas citadas, y te entrega un resumen con referencias exactas para que puedas dedicar tus horas a la estrategia procesal, a la negociación y a la atención de tus clientes.',
  },
  {
    icon: Scale,
    title: 'Fuentes citadas',
    description: 'Documento, página y pasaje.',
  },
  {
    icon: Landmark,
    title:
      'Jurisprudencia del Tribunal Supremo, de los Tribunales Superiores de Justicia y de las Audiencias',
    description:
      'Resoluciones ordenadas por relevancia, con el identificador ECLI y el fragmento exacto que responde a tu consulta, listas para citar en tu escrito.',
  },
];

/** A long heading and eyebrow. */
export const longBenefitLabels: Partial<BenefitListLabels> = {
  eyebrow: 'Por qué los despachos, las asesorías jurídicas y los estudiantes eligen Alegato',
  title:
    'Más tiempo para lo que de verdad importa: tus clientes, tu estrategia y tu tranquilidad profesional',
};
