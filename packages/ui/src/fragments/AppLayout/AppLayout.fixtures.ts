/** Placeholder page copy for the layout stories (deterministic). */
export const placeholderPage = {
  title: 'Informes',
  description: 'Crea, mejora con IA y exporta a PDF los informes de tus casos.',
  paragraphs: Array.from(
    { length: 12 },
    (_, i) =>
      `Párrafo ${i + 1}. El contenido de la página se desplaza con el documento; la cabecera y la columna de navegación permanecen en su sitio.`,
  ),
};
