import { MESSAGES } from '@alegato/domain/vocabulary';

/** PlanCards and UsageMeter on /subscription (spec §6 plan table, §9; issue 14 item 3). */
export const subscription = {
  plans: {
    region: 'Planes de suscripción',
    list: 'Planes disponibles',
    /** The price: 'Gratis' or '99 €' followed by `perMonth`. */
    free: 'Gratis',
    price: (eur: number) => `${eur} €`,
    perMonth: '/mes',
    current: 'Plan actual',
    choose: 'Cambiar a este plan',
    /** The accessible name of a plan's button: starts with its visible text. */
    chooseNamed: (plan: string) => `Cambiar a este plan: ${plan}`,
    changing: 'Cambiando de plan…',
    /** The badge on the user's plan. */
    yours: 'Tu plan',
    /** The features of a plan, for screen readers. */
    featuresOf: (plan: string) => `Qué incluye el plan ${plan}`,
    demoNotice: MESSAGES.billing.demoNotice,
    stripeNotice: 'El pago se realiza de forma segura con Stripe. Puedes cancelar cuando quieras.',
    manageBilling: 'Gestionar facturación',
    features: {
      analyses: 'Análisis al mes',
      depth: 'Profundidad',
      aiModel: 'Modelos de IA avanzados',
      pdf: 'Exportación a PDF',
      batch: 'Análisis por lotes',
      api: 'Acceso a la API',
      prioritySupport: 'Soporte prioritario',
      timeout: 'Tiempo máximo por análisis',
      retries: 'Reintentos',
    },
    unlimited: 'ilimitados',
    depths: { basic: 'Básico', complete: 'Completo', expert: 'Experto' },
    seconds: (s: number) => `${s} s`,
    included: 'Incluido',
    notIncluded: 'No incluido',
    loading: 'Cargando planes...',
    error: 'No se han podido cargar los planes.',
    retry: 'Reintentar',
  },
  usage: {
    title: 'Análisis de este mes',
    plan: (plan: string) => `Plan ${plan}`,
    /** '3 de 5 análisis'. */
    usedOf: (used: number, limit: number) => `${used} de ${limit} análisis`,
    /** Without a limit: '12 análisis · ilimitados'. */
    usedUnlimited: (used: number) => `${used} análisis · ilimitados`,
    /** The bar's accessible name. */
    meter: 'Análisis usados este mes',
    remaining: (n: number) =>
      n === 1 ? 'Te queda 1 análisis este mes.' : `Te quedan ${n} análisis este mes.`,
    full: 'Has usado todos los análisis de este mes.',
    renewsOn: (date: string) => `Tu plan se renueva el ${date}.`,
    trialEndsOn: (date: string) => `Periodo de prueba hasta el ${date}.`,
    endedOn: (date: string) => `Tu plan terminó el ${date}.`,
    resetsOn: (date: string) => `El contador se reinicia el ${date}.`,
    upgrade: 'Mejorar plan',
    loading: 'Cargando el uso del plan...',
    error: 'No se ha podido cargar el uso del plan.',
    retry: 'Reintentar',
  },
} as const;
