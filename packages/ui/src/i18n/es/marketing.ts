/** MarketingPage layout (spec §2: get-started opens registration, login opens login). */
export const marketing = {
  getStarted: 'Empezar gratis',
  login: 'Iniciar Sesión',
  ctaTitle: 'Empieza hoy con Alegato',
  ctaDescription: 'Crea tu cuenta en un minuto y prueba todas las funcionalidades gratis durante un mes.',
} as const;
