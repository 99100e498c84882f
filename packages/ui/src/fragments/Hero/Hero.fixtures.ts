import type { HeroLabels } from './Hero';

/** Long copy, to check wrapping of the headline, lead and actions. */
export const heroLongLabels: Partial<HeroLabels> = {
  eyebrow: 'Beta abierta para despachos, asesorías jurídicas de empresa y estudiantes de Derecho',
  title: 'El asistente jurídico que lee, resume y cita por ti cada documento del expediente',
  titleEmphasis: 'sin perder el rigor del Derecho español',
  lead: 'Alegato analiza contratos, demandas, sentencias y escritos procesales; localiza la jurisprudencia del Tribunal Supremo y de las Audiencias Provinciales que los respalda; calcula plazos en días hábiles y redacta borradores a partir de plantillas, citando siempre el documento, la página y el pasaje de los que procede cada afirmación.',
  primaryAction: 'Empieza tu mes gratis en la beta',
  secondaryAction: 'Descubre todas las funcionalidades',
  note: 'Sin compromiso: puedes cancelar en cualquier momento durante el periodo de prueba.',
};

/** Copy for a marketing variant without badge or note. */
export const heroMinimalLabels: Partial<HeroLabels> = { eyebrow: '', note: '', titleEmphasis: '' };
