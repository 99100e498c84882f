/** The account's address now (fictional). */
export const currentEmail = 'lucia.martin@martinruiz.es';

/** The address the lawyer moves to (fictional). */
export const newEmail = 'lucia@despachomartin.es';

/** A very long address, to check wrapping. */
export const longEmail =
  'maria.de.las.mercedes.fernandez-villaverde.santisteban@despacho-colectivo-laboralistas-madrid.es';

/** The server's answer when another account has the address (`email_exists`). */
export const takenError = 'Ya existe una cuenta con ese email.';

/** A transport failure. */
export const networkError = 'Error de conexión. Verifica tu conexión a internet.';
