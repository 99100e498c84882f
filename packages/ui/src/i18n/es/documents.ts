import { ANALYSIS_SECTION_TITLES, MESSAGES } from '@alegato/domain/vocabulary';

/** Documents: DocumentUploader, DocumentList, DocumentTextViewer (spec §5, §7; ADR 0010). */
export const documents = {
  uploader: {
    region: 'Subir documentos',
    /** Text of the drop zone before its button label. */
    instructions: 'Arrastra aquí tus archivos o',
    choose: 'Seleccionar archivos',
    /** Spec §9: max 10 MB; pdf, docx, txt. */
    hint: 'PDF, DOCX o TXT · máximo 10 MB',
    dropping: 'Suelta los archivos para subirlos',
    case: 'Caso',
    noCase: 'Sin caso',
    files: 'Archivos subidos',
    uploading: 'Subiendo…',
    processing: 'Procesando…',
    ready: 'Listo',
    failed: 'Error',
    remove: (name: string) => `Quitar ${name}`,
    /** Same wording as the server's 413 (ADR 0010). */
    tooLarge: MESSAGES.documents.tooLarge,
    /** Same wording as the server's 415 (ADR 0010). */
    unsupportedFormat: MESSAGES.documents.unsupportedFormat,
    uploadFailed: 'No se ha podido subir el archivo. Inténtalo de nuevo.',
  },
  list: {
    label: 'Lista de documentos',
    filter: 'Filtrar por caso',
    allCases: 'Todos los casos',
    processing: 'Procesando',
    ready: 'Listo',
    error: 'Error',
    pages: (count: number) => (count === 1 ? '1 página' : `${count} páginas`),
    case: (title: string) => `Caso: ${title}`,
    noCase: 'Sin caso',
    created: (date: string) => `Subido el ${date}`,
    viewText: 'Ver texto',
    analyze: 'Analizar',
    delete: 'Eliminar',
    retry: 'Reintentar',
    /** Completes an action's accessible name: 'Ver texto' + ': contrato.pdf'. */
    actionTarget: (filename: string) => `: ${filename}`,
    loading: 'Cargando documentos...',
    empty: {
      title: 'Aún no hay documentos',
      description:
        'Sube contratos, demandas o sentencias en PDF, DOCX o TXT para extraer su texto y buscar en ellos.',
    },
    errorTitle: 'Error cargando documentos',
    confirmTitle: '¿Eliminar el documento?',
    confirmText: (filename: string) =>
      `Se eliminarán «${filename}», su texto extraído y sus fragmentos de búsqueda. Esta acción no se puede deshacer.`,
    confirmAction: 'Eliminar documento',
  },
  viewer: {
    region: 'Texto extraído',
    page: (page: number, total: number) => `Página ${page} de ${total}`,
    previous: 'Página anterior',
    next: 'Página siguiente',
    jump: 'Ir a la página',
    go: 'Ir',
    methodText: 'Texto',
    methodOcr: 'OCR',
    /** The OCR badge with the engine's confidence: 'OCR · 87 %'. */
    ocrConfidence: (percent: number) => `OCR · ${percent} %`,
    empty: 'Este documento no contiene texto extraíble.',
    emptyPage: 'Esta página no contiene texto.',
    loading: 'Cargando texto...',
    errorTitle: 'Error cargando el texto',
    showEntities: 'Resaltar entidades',
    legend: 'Tipos de entidad en esta página',
    entityKinds: {
      persona: 'Persona',
      organizacion: 'Organización',
      tribunal: 'Órgano judicial',
      lugar: 'Lugar o dirección',
      fecha: 'Fecha',
      importe: 'Importe',
      referencia: 'Referencia o número',
      identificador: 'Identificador personal',
    },
  },
  /** The tabs of an open document (issue 13): its text, its analysis, the chat about it. */
  tabs: { label: 'Vistas del documento', text: 'Texto', analysis: 'Análisis', chat: 'Chat' },
  /** Chat with a document (DocumentChat; issue 13): answers quote the passage and name its page. */
  chat: {
    region: 'Chat con el documento',
    question: 'Tu pregunta',
    placeholder: 'Ej.: ¿quién es el ponente?, ¿se imponen las costas?',
    send: 'Preguntar',
    sending: 'Buscando en el documento…',
    emptyTitle: 'Pregunta lo que necesites sobre este documento',
    emptyHint:
      'Cada respuesta cita el pasaje y la página de los que sale; si el documento no lo dice, te lo dirá.',
    you: 'Tú',
    assistant: 'Alegato',
    notFound: 'No encontrado en el documento',
    /** The button of a quoted passage: opens the document at that page. */
    citation: (page: number) => `Pág. ${page}`,
    /** The accessible name of that button: starts with its visible text. */
    openPage: (page: number) => `Pág. ${page}: abrir el documento en esa página`,
    loading: 'Cargando la conversación…',
    errorTitle: 'No se pudo enviar la pregunta',
    historyErrorTitle: 'Error cargando la conversación',
    remaining: (n: number) => `${n} caracteres disponibles`,
    /** The picker of the user's conversations about the document. */
    session: 'Conversación',
    /** One conversation in the picker: its name, the date of its last message and its size. */
    sessionOption: (s: { name: string; updated: string; messageCount: number }) =>
      `${s.name} · ${s.updated} · ${s.messageCount === 1 ? '1 mensaje' : `${s.messageCount} mensajes`}`,
    /** The picker while a new conversation has no message yet. */
    newSessionPlaceholder: 'Conversación nueva',
    newSession: 'Nueva conversación',
  },
  /** Extraction queries over the user's documents (ExtractionResults; issue 13, `/consulta/*`). */
  extraction: {
    title: 'Extraer de mis documentos',
    description:
      'Busca en tus documentos y extrae los importes, las fechas o los inmuebles que mencionan, cada uno con su documento y su página.',
    query: 'Qué buscar',
    placeholder: 'Ej.: renta impagada, indemnización, fecha de notificación',
    kind: 'Qué extraer',
    kinds: { monetary: 'Importes', dates: 'Fechas', properties: 'Inmuebles', general: 'Pasajes' },
    submit: 'Extraer',
    loading: 'Buscando en tus documentos…',
    errorTitle: 'No se pudo hacer la consulta',
    empty: {
      monetary: 'No se han encontrado importes',
      dates: 'No se han encontrado fechas',
      properties: 'No se han encontrado inmuebles',
      general: 'No se han encontrado pasajes',
    },
    emptyHint: 'Prueba con otras palabras o sube los documentos que traten de ello.',
    amountsTitle: 'Importes encontrados',
    columns: {
      amount: 'Importe',
      concept: 'Concepto',
      document: 'Documento',
      page: 'Pág.',
      passage: 'Frase',
    },
    noConcept: 'Sin concepto',
    /** A rate's period after the amount: '19,60 € por día' (rates are not added). */
    per: (period: string) => `por ${period}`,
    /** An amount the document labels as a total (not added again). */
    statedBadge: 'Total',
    totalsTitle: 'Totales',
    total: (currency: string) => `Total en ${currency}`,
    conceptTotal: (concept: string) => `Total por ${concept}`,
    stated: 'Total indicado en el documento',
    count: (n: number) => (n === 1 ? '(1 importe)' : `(${n} importes)`),
    datesTitle: 'Fechas, en orden cronológico',
    propertiesTitle: 'Inmuebles encontrados',
    /** A property kind as a heading: 'referencia catastral' → 'Referencia catastral'. */
    propertyKind: (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1),
    passagesTitle: 'Pasajes encontrados',
    page: (page: number) => `Pág. ${page}`,
    /** The accessible name of a page button: starts with its visible text. */
    openPage: (page: number, filename: string) =>
      `Pág. ${page} de ${filename}: abrir el documento en esa página`,
  },
  /** The analysis of a document (DocumentAnalysis; issue 13): every finding quotes its page. */
  analysis: {
    region: 'Análisis del documento',
    analyse: 'Analizar',
    reanalyse: 'Volver a analizar',
    depth: 'Profundidad',
    /** The depths of the plans (spec §6): estudiante basic, individual/despacho complete, empresarial expert. */
    depths: { basic: 'Básico', complete: 'Completo', expert: 'Experto' },
    depthHints: {
      basic: 'Tipo, resumen, partes, tribunal y fallo.',
      complete: 'Añade cronología, importes, citas verificadas, plazos y riesgos.',
      expert: 'Añade legislación relacionada y otros documentos del caso.',
    },
    emptyTitle: 'Este documento aún no se ha analizado',
    emptyHint:
      'El análisis identifica el tipo de documento, las partes, el fallo, los importes, los plazos y las normas citadas, cada dato con su página.',
    analysing: 'Analizando el documento…',
    loading: 'Cargando el análisis…',
    errorTitle: 'No se pudo analizar el documento',
    /** Header facts. */
    type: 'Tipo de documento',
    typeEvidence: (text: string) => `Según «${text}»`,
    date: 'Fecha',
    court: 'Órgano',
    ponente: 'Ponente',
    magistrados: 'Magistrados',
    caseNumbers: 'Números',
    engine: 'Motor',
    /** The depth of the analysis shown. */
    depthShown: 'Análisis',
    size: (pages: number, words: number) =>
      `${pages === 1 ? '1 página' : `${pages} páginas`} · ${new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(words)} palabras`,
    types: {
      sentencia: 'Sentencia',
      auto: 'Auto',
      providencia: 'Providencia',
      decreto: 'Decreto',
      demanda: 'Demanda',
      contestación: 'Contestación',
      recurso: 'Recurso',
      escrito: 'Escrito',
      contrato: 'Contrato',
      pliego: 'Pliego',
      instrucción: 'Instrucción',
      informe: 'Informe',
      other: 'Documento',
    } as Record<string, string>,
    /** Section headings, in the order a lawyer reads them. */
    sections: {
      summary: 'Resumen',
      parties: 'Partes',
      decision: 'Fallo',
      costs: 'Costas',
      timeline: 'Cronología',
      amounts: 'Importes',
      citations: 'Citas verificadas',
      deadlines: 'Plazos',
      contract: 'Condiciones del contrato',
      /** Same title as the case analysis summary's. */
      risks: ANALYSIS_SECTION_TITLES.risks,
      relatedLegislation: 'Legislación relacionada',
      relatedDocuments: 'Documentos relacionados',
    },
    /** What an empty section says. */
    none: {
      summary: 'No se han encontrado frases representativas.',
      parties: 'No se han identificado las partes.',
      decision: 'No se ha encontrado la parte dispositiva.',
      costs: 'El documento no se pronuncia sobre las costas.',
      timeline: 'No hay fechas en el documento.',
      amounts: 'No hay importes en el documento.',
      citations: 'El documento no cita normas.',
      deadlines: 'No se han encontrado plazos.',
      risks: 'Nada que señalar.',
      relatedLegislation: 'No se ha encontrado legislación relacionada.',
      relatedDocuments: 'Ningún otro documento del caso comparte partes, números o citas con este.',
    },
    partyKind: { persona: 'Persona', organización: 'Organización' } as Record<string, string>,
    verdicts: {
      estima: 'Estima',
      desestima: 'Desestima',
      'estima parcialmente': 'Estima parcialmente',
    } as Record<string, string>,
    costsStatus: { impuestas: 'Se imponen', 'no se imponen': 'No se imponen' } as Record<string, string>,
    costsTo: (to: string) => `A cargo de ${to}`,
    rate: (per: string) => `al ${per}`,
    totals: 'Totales',
    totalCount: (count: number) => (count === 1 ? '1 importe' : `${count} importes`),
    ratesApart: 'Las cantidades periódicas (al día, al mes…) no se suman.',
    /** The citation check's statuses (badges of the server's `verificada`, `norma no importada`, `artículo inexistente`). */
    citationStatus: {
      verified: 'Verificada',
      notImported: 'Norma no importada',
      noArticle: 'Artículo inexistente',
    },
    occurrences: (count: number) => (count === 1 ? '' : `Citada ${count} veces`),
    workingDays: 'Días hábiles',
    naturalDays: 'Días naturales',
    from: (from: string) => `Desde: ${from}`,
    noStart: 'Sin fecha de inicio',
    contract: {
      price: 'Precio y presupuesto',
      obligations: 'Obligaciones',
      penalties: 'Penalidades',
      guarantees: 'Garantías',
    },
    riskLevels: { alto: 'Alto', medio: 'Medio', bajo: 'Bajo' } as Record<string, string>,
    shared: {
      parties: 'Partes en común',
      caseNumbers: 'Números en común',
      citations: 'Citas en común',
    },
    showMore: (count: number) => `Ver ${count} más`,
    showLess: 'Ver menos',
  },
} as const;
