/** The sample lawyer's address (the stories' sample lawyer). */
export const createdEmail = 'lucia.martin@despacho-martin.es';

/** A very long address: it wraps inside the card. */
export const longCreatedEmail =
  'maria.del.carmen.fernandez-villaverde.de.la.fuente@bufete-fernandez-villaverde-abogados.es';
