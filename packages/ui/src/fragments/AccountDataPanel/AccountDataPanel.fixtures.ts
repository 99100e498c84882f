/** The sample lawyer's password as typed into the confirmation (deterministic, never a real secret). */
export const typedPassword = 'correcto-caballo-bateria';

/** The server's answer to a wrong password (`DELETE /api/account` → 400 `invalid_credentials`). */
export const wrongPasswordError = 'La contraseña no es correcta.';

/** A transport failure while downloading the export. */
export const exportFailedError = 'No se ha podido descargar el archivo. Inténtalo de nuevo.';
