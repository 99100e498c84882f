/** The report list's load error as the server words it (deterministic). */
export const reportsErrorMessage =
  'Error de conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo.';

/** A long technical message with an unbroken request id: it must wrap inside the box. */
export const longTechnicalMessage =
  'No se pudo obtener la lista de informes: el servidor respondió 503 (Service Unavailable) tras 3 intentos con un tiempo de espera de 30 segundos. Identificador de la solicitud: req_01J8ZK4M6QF3X9T2B7W5N1HCVD-reports-list-page-1-limit-20-sort-created_at-desc-0000000000000000000000000000. Si el problema continúa, escribe a soporte indicando este identificador.';
