/** Landing page sections (spec §1–2). */
export const landing = {
  hero: {
    eyebrowTag: 'Beta',
    eyebrow: 'Lanzamiento: septiembre de 2025',
    title: 'Tu asistente legal',
    /** Second half of the headline, set in accent italics. */
    titleEmphasis: 'con inteligencia artificial',
    lead: 'Analiza documentos, encuentra jurisprudencia relevante y redacta escritos en minutos, con el rigor que exige el Derecho español y la confidencialidad que merecen tus clientes.',
    primaryAction: 'Prueba Gratis',
    secondaryAction: 'Ver funcionalidades',
    note: 'Un mes gratis para quienes se unan a la beta.',
    /** Text of the decorative illustration (hidden from assistive tech). */
    art: {
      fileName: 'Contrato_arrendamiento.pdf',
      fileMeta: '12 páginas · Analizado',
      chips: ['Art. 1555 CC', 'Plazo: 30 días', '3 partes'],
      accuracyLabel: 'Precisión',
      accuracyValue: '86,81\u00a0%',
      summaryLabel: 'Resumen con IA',
      summaryValue: 'Listo en 2:14',
    },
  },
  features: {
    eyebrow: 'Funcionalidades',
    title: 'Todo lo que tu despacho necesita, en un solo lugar',
    lead: 'Herramientas de IA diseñadas para el trabajo jurídico diario: del primer documento al escrito final.',
    items: {
      analysis: {
        title: 'Análisis de documentos legales',
        description:
          'Sube contratos, demandas o sentencias (PDF, DOCX o TXT) y obtén en segundos un resumen, las partes, los plazos y las normas citadas.',
      },
      caseLaw: {
        title: 'Búsqueda inteligente de jurisprudencia',
        description:
          'Encuentra sentencias y normas relevantes con búsqueda en lenguaje natural, con la fuente citada en cada resultado.',
      },
      insights: {
        title: 'Insights predictivos',
        description:
          'Detecta riesgos, argumentos clave y puntos débiles del caso a partir de tus documentos y de la jurisprudencia.',
      },
      security: {
        title: 'Seguridad y confidencialidad',
        description:
          'Acceso protegido, datos aislados por usuario y tratamiento conforme al RGPD. Tus documentos son solo tuyos.',
      },
      collaboration: {
        title: 'Colaboración en equipo',
        description:
          'Comparte casos, documentos e informes con tu despacho y trabajad todos sobre la misma información.',
      },
      reports: {
        title: 'Informes y escritos con IA',
        description:
          'Genera informes y escritos desde plantillas (civil, penal, laboral…), mejóralos con IA y expórtalos a PDF.',
      },
    },
  },
  benefits: {
    eyebrow: 'Por qué Alegato',
    title: 'Más tiempo para lo que de verdad importa',
    items: {
      time: {
        title: 'Ahorro de tiempo',
        description:
          'Automatiza la lectura, el resumen y la búsqueda de fuentes, y dedica tus horas a la estrategia y a tus clientes.',
      },
      accuracy: {
        title: 'Precisión verificable',
        description:
          'Cada respuesta cita su fuente (documento, página y pasaje) para que puedas comprobarla antes de usarla.',
      },
      privacy: {
        title: 'Cumplimiento RGPD y confidencialidad',
        description:
          'Tratamiento de datos conforme al RGPD y el secreto profesional como prioridad: tú decides qué se guarda y qué se borra.',
      },
    },
  },
  beta: {
    eyebrow: 'Programa beta',
    title: 'Únete a la beta de Alegato',
    lead: 'Prueba Alegato antes que nadie y ayúdanos a construir la herramienta que tu despacho necesita.',
    benefitsLabel: 'Ventajas de la beta',
    benefits: [
      'Un mes gratis',
      'Sesión de onboarding personalizada',
      'Línea directa con los desarrolladores',
      'Precio preferente de por vida',
    ],
    launch: 'Lanzamiento: septiembre de 2025',
    action: 'Prueba Gratis',
  },
  figures: {
    title: 'Alegato en cifras',
    items: [
      { value: '42', label: 'Documentos analizados' },
      { value: '86,81\u00a0%', label: 'Precisión' },
      { value: '2:14', label: 'Tiempo de procesamiento' },
      { value: '31', label: 'Endpoints' },
    ],
  },
} as const;
