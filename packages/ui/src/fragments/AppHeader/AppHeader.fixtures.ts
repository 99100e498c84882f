/** The sample lawyer's e-mail (the stories' sample lawyer). */
export const sampleEmail = 'lucia.martin@despacho-martin.es';

/** A very long address: the greeting truncates instead of pushing the buttons out. */
export const longEmail =
  'maria.del.carmen.fernandez-villaverde.de.la.fuente@bufete-fernandez-villaverde-abogados.es';
