/** A long title and description: both wrap and stay centred (deterministic copy). */
export const longEmptyState = {
  title:
    'No hay documentos asociados a este caso de arrendamiento urbano con reclamación de rentas pendientes',
  description:
    'Sube contratos, burofaxes, recibos o sentencias en PDF, DOCX o TXT (máximo 10 MB cada uno) para que Alegato los analice, extraiga las partes, los plazos y las normas citadas, y puedas consultarlos desde el chat del caso. Referencia interna: caso-2025-09-15-arrendamiento-urbano-reclamacion-rentas-0042.',
  action: 'Subir el primer documento del caso',
};
