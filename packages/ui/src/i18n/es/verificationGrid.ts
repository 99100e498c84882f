/** VerificationGrid: each plan capability, expected and actual (spec §2 Admin memberships panel). */
export const verificationGrid = {
  title: 'Resultados de verificación',
  capability: 'Función',
  expected: 'Esperado',
  actual: 'Resultado',
  status: 'Estado',
  allowed: 'Permitido',
  refused: 'Rechazado',
  pass: 'Correcto',
  fail: 'Incorrecto',
  plan: (plan: string) => `Plan verificado: ${plan}`,
  summary: (ok: number, total: number) => `${ok} de ${total} comprobaciones correctas`,
  empty: 'Pulsa «Ejecutar Tests» para verificar el plan en vigor.',
  loading: 'Verificando el plan…',
  error: 'No se ha podido verificar el plan.',
} as const;
