/** SystemChecks: the live checks of the /testing page. */
export const systemChecks = {
  title: 'Comprobaciones del sistema',
  description:
    'Prueba en vivo cada parte del servidor: base de datos, archivos, correo, IA, búsqueda, OCR, PDF y cola de trabajos.',
  run: 'Ejecutar comprobaciones',
  running: 'Ejecutando comprobaciones…',
  list: 'Resultados de las comprobaciones',
  verdicts: { ok: 'Correcto', warn: 'Aviso', fail: 'Fallo' },
  latency: (ms: string) => `${ms} ms`,
  checkedAt: (time: string) => `Última ejecución: ${time}`,
  summary: (ok: number, warn: number, fail: number) =>
    `${ok} correctas, ${warn} con aviso, ${fail} con fallo`,
  empty: 'Aún no se han ejecutado las comprobaciones.',
  error: 'No se han podido ejecutar las comprobaciones.',
} as const;
