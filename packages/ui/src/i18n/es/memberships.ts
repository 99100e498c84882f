import { MESSAGES } from '@alegato/domain/vocabulary';

/** MembershipPanel: the admin's plan simulation at /admin/memberships (spec §2 Admin memberships panel). */
export const memberships = {
  title: 'Simulación de planes',
  description:
    'Elige un plan para usar la aplicación como un usuario de ese plan durante 2 horas. Tu plan real no cambia.',
  plans: 'Planes',
  simulate: 'Simular el plan',
  simulating: 'Simulando',
  ownPlan: 'Tu plan',
  free: 'Gratis',
  price: (eur: number) => `${eur} €/mes`,
  analyses: (n: number) => (n === -1 ? 'Análisis ilimitados' : `${n} análisis/mes`),
  active: (plan: string, original: string) => `Simulando el plan ${plan}; tu plan real es ${original}.`,
  inactive: 'No hay ninguna simulación activa: usas tu plan real.',
  timeLeft: (time: string) => `Tiempo restante: ${time}`,
  restore: 'Restaurar plan original',
  loading: 'Cargando la simulación…',
  error: 'No se ha podido cargar la simulación.',
  retry: 'Reintentar',
  changeFailed: MESSAGES.planOverride.changeFailed,
  restoreFailed: MESSAGES.planOverride.restoreFailed,
  userNotFound: MESSAGES.planOverride.userNotFound,
  actions: 'Acciones de prueba',
  runTests: 'Ejecutar Tests',
  debugConsole: 'Debug Consola',
  clearTests: 'Limpiar Tests',
  debugTitle: 'Última ejecución (JSON)',
  noRun: 'Aún no se ha ejecutado ninguna prueba.',
} as const;
