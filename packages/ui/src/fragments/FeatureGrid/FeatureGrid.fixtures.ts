import { BookOpen, CalendarClock, Landmark } from 'lucide-react';
import type { Feature } from './FeatureGrid';

/** Three features with long copy, to check wrapping and equal-height cards. */
export const longFeatures: Feature[] = [
  {
    icon: CalendarClock,
    title: 'Cómputo automático de plazos procesales en días hábiles, con festivos nacionales y autonómicos',
    description:
      'Alegato detecta en cada notificación la fecha de recepción y el tipo de actuación, aplica las reglas de la Ley de Enjuiciamiento Civil (artículos 130 a 136), excluye agosto para las actuaciones judiciales cuando corresponde y te avisa con antelación suficiente para preparar el escrito.',
  },
  {
    icon: Landmark,
    title: 'Jurisprudencia del Tribunal Supremo y de las Audiencias Provinciales',
    description:
      'Busca por concepto jurídico, por artículo o por identificador ECLI y obtén las resoluciones ordenadas por relevancia, con el pasaje exacto que responde a tu consulta.',
  },
  {
    icon: BookOpen,
    title: 'Plantillas',
    description: 'Civil, penal, laboral, administrativo, comercial y familiar.',
  },
];
