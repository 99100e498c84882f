/** Create-report wizard, edit modal and case analysis panel copy (spec §2). */
export const reportForms = {
  /** TemplateFields: one input per template field. */
  templateFields: {
    /** Placeholder of a select field with nothing chosen. */
    selectPlaceholder: 'Selecciona una opción',
    /** Shown when the template has no fields. */
    noFields: 'Esta plantilla no tiene campos que rellenar.',
  },
  /** CaseAnalysisPanel ('Análisis del caso'). */
  caseAnalysis: {
    title: 'Análisis del caso',
    loading: 'Cargando análisis del caso...',
    type: 'Tipo de análisis',
    documents: 'Documentos analizados',
    characters: 'Caracteres totales',
    date: 'Fecha del análisis',
    show: 'Mostrar análisis',
    hide: 'Ocultar análisis',
    summary: 'Resumen del análisis',
    copyAll: 'Copiar todo',
    copied: '✓ Copiado',
    tip: 'Consejo: copia el análisis y pega las secciones que necesites en los campos del informe.',
    none: 'No hay análisis disponible para este caso. Ve a la página del caso para generar un análisis.',
    /** The case page: it can start the analysis itself. */
    noneHere:
      'Este caso aún no tiene análisis. «Analizar caso» lee sus documentos y reúne partes, fechas, importes, normas y plazos, cada uno con su página.',
    analyze: 'Analizar caso',
    reanalyze: 'Volver a analizar',
    analyzing: 'Analizando los documentos del caso…',
    done: 'Análisis del caso completado',
    failed: 'No se pudo analizar el caso',
    /** Drafts a document from the case's analysis (`POST /document/draft`) and opens it in the editor. */
    draft: 'Redactar borrador',
    drafted: 'Borrador creado con los datos del caso: revísalo antes de usarlo',
    draftFailed: 'No se pudo redactar el borrador',
  },
  /** CreateReportWizard ('Crear Nuevo Informe', four steps). */
  wizard: {
    title: 'Crear Nuevo Informe',
    stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
    progress: 'Progreso',
    stepTitles: {
      1: 'Selecciona el tipo de documento',
      2: 'Información básica del informe',
      3: 'Contenido del documento',
      4: 'Revisión y configuración final',
    },
    templates: 'Plantillas',
    loadingTemplates: 'Cargando plantillas...',
    noTemplates: 'No hay plantillas disponibles.',
    fieldCount: (count: number) => (count === 1 ? '1 campo' : `${count} campos`),
    reportTitle: 'Título del informe',
    description: 'Descripción (opcional)',
    clientName: 'Nombre del cliente',
    case: 'Caso asociado (opcional)',
    casePlaceholder: 'Seleccionar caso existente o crear sin caso',
    loadingCases: 'Cargando casos...',
    /** The select option that removes the chosen case. */
    noCase: 'Sin caso asociado',
    clientLocked: 'Cliente auto-completado desde el caso seleccionado',
    chosenCase: 'Caso seleccionado',
    caseType: 'Tipo de caso',
    caseStatus: 'Estado',
    summary: 'Resumen',
    template: 'Plantilla',
    summaryTitle: 'Título',
    client: 'Cliente',
    caseId: 'Caso',
    /** Step 4 when the chosen case is not in the loaded list. */
    linkedCase: 'Caso vinculado',
    /** 'Mejorar con Alegato IA': product name between the two parts. */
    enhance: (product: string) => `Mejorar con ${product} IA`,
    enhanceHint: 'Mejora el contenido, la estructura y la calidad jurídica del informe.',
    generatePdf: 'Generar PDF automáticamente',
    generatePdfHint: 'Genera el PDF en segundo plano al crear el informe.',
    estimatedTimes: 'Tiempo estimado',
    timeWithoutAi: 'Sin IA: instantáneo',
    timeWithAi: 'Con IA: 1-2 minutos',
    timePdf: 'Generación de PDF: 30 segundos adicionales',
    back: 'Anterior',
    next: 'Siguiente',
    submit: 'Crear Informe',
    submitting: 'Creando...',
  },
  /** ReportEditDialog ('Editar Informe'). */
  editDialog: {
    title: 'Editar Informe',
    createTitle: 'Nuevo Informe',
    reportTitle: 'Título del informe',
    description: 'Descripción',
    template: 'Tipo de documento',
    loadingTemplates: 'Cargando tipos de documento...',
    templatesWarning:
      'No se pudieron cargar los tipos de documento. Actualiza la página para volver a intentarlo.',
    case: 'Caso asociado',
    client: 'Cliente',
    documentData: 'Datos del documento',
    chooseTemplate: 'Elige un tipo de documento para ver sus campos.',
    requiredNote: 'Los campos marcados con * son obligatorios',
    cancel: 'Cancelar',
    submitEdit: 'Actualizar Informe',
    submitCreate: 'Crear Informe',
    submitting: 'Guardando...',
  },
} as const;
