/** Spanish strings the admin screen shows itself (the fragments' copy is in ui `es.admin`). */
export const adminCopy = {
  tabs: 'Secciones de administración',
  errorsTab: 'Errores',
  planChanged: (email: string, plan: string) => `Plan de ${email}: ${plan}.`,
  disabled: (email: string) => `Cuenta de ${email} desactivada.`,
  enabled: (email: string) => `Cuenta de ${email} activada.`,
} as const;
