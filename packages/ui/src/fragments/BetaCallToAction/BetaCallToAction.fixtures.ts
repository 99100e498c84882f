import type { BetaCallToActionLabels } from './BetaCallToAction';

/** Long copy and benefits, to check wrapping of the heading, list and action. */
export const betaLongLabels: Partial<BetaCallToActionLabels> = {
  eyebrow: 'Programa beta para despachos, asesorías jurídicas de empresa y estudiantes de Derecho',
  title: 'Únete a la beta de Alegato y ayúdanos a construir el asistente jurídico que tu despacho necesita',
  lead: 'Durante la beta tendrás acceso completo a todas las funcionalidades: análisis de documentos, búsqueda de jurisprudencia, informes con IA y exportación a PDF. A cambio, solo te pedimos que nos cuentes qué te funciona y qué no, para que el producto final responda a la práctica real del Derecho español.',
  action: 'Quiero unirme a la beta y empezar mi mes gratis',
};

/** Long benefit lines. */
export const betaLongBenefits: string[] = [
  'Un mes gratis con todas las funcionalidades, sin tarjeta y sin compromiso de permanencia',
  'Sesión de onboarding personalizada con nuestro equipo para configurar tus plantillas y tus casos',
  'Línea directa con los desarrolladores por correo electrónico y videollamada',
  'Precio preferente de por vida, mientras mantengas tu suscripción activa',
];
