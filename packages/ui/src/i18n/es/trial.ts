/** TrialBanner (spec §3 Trial, §9: 30 days). */
export const trial = {
  region: 'Periodo de prueba',
  remaining: (days: number) =>
    days === 1 ? 'Te queda 1 día de prueba gratuita' : `Te quedan ${days} días de prueba gratuita`,
  endsToday: 'Tu prueba gratuita termina hoy',
  endsOn: (date: string) => `Tu prueba termina el ${date}.`,
  plan: (plan: string) => `Plan ${plan}`,
  expired: 'Tu periodo de prueba ha terminado',
  expiredOn: (date: string) => `Terminó el ${date}. Elige un plan para seguir usando todas las funciones.`,
  upgrade: 'Ver planes',
} as const;
