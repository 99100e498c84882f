import { ANALYSIS_SECTION_TITLES, MESSAGES } from '@alegato/domain/vocabulary';

/**
 * Every Spanish string the design system shows by default, from the product spec. Fragments take a typed
 * `labels` prop whose defaults come from here, so nothing is spelled twice (HOUSE-STYLE §12). Copy the
 * app, the server or domain also say comes from domain's `MESSAGES` (ADR 0019); it is referenced by value,
 * so the published types carry the text and never name `@alegato/domain`.
 */
export const es = {
  common: {
    close: 'Cerrar',
    loading: 'Cargando...',
    retry: 'Reintentar',
    cancel: 'Cancelar',
  },
  /** UpgradeDialog: the server refused an action for the user's plan (ADR 0026). */
  upgradeDialog: {
    titleLimit: 'Has agotado los análisis de este mes',
    titleForbidden: 'Tu plan no incluye esta función',
    upgrade: 'Ver planes',
    close: 'Ahora no',
  },
  errorDialog: {
    title: MESSAGES.fatal.title,
    description: MESSAGES.fatal.body,
    reload: MESSAGES.fatal.reload,
    /** Summary of the collapsible technical details. */
    details: 'Detalles técnicos',
    message: 'Mensaje',
    errorId: 'Código de error',
  },
  /** ErrorGroups: the admin's 'Errores' tab (issue 14 item 8), client and server errors grouped. */
  errorGroups: {
    title: 'Errores',
    source: 'Origen',
    allSources: 'Todos los orígenes',
    sources: { client: 'Aplicación web', server: 'Servidor' },
    caption: 'Errores agrupados, el más reciente primero',
    tableRegion: 'Tabla de errores',
    error: 'Error',
    count: 'Veces',
    users: 'Usuarios',
    lastSeen: 'Última vez',
    page: 'Página',
    critical: 'Crítico',
    alerted: 'Alerta enviada',
    view: 'Ver',
    viewFor: (message: string) => `Ver las ocurrencias de: ${message}`,
    back: 'Volver a la lista de errores',
    firstSeen: 'Primera vez',
    occurrences: 'Ocurrencias recientes',
    signedIn: 'Con sesión iniciada',
    anonymous: 'Sin sesión',
    stack: 'Traza',
    userAgent: 'Navegador',
    loading: 'Cargando los errores…',
    empty: 'No se ha registrado ningún error.',
    emptySource: 'No hay errores de este origen.',
    failed: 'No se han podido cargar los errores.',
    detailLoading: 'Cargando las ocurrencias…',
    detailFailed: 'No se han podido cargar las ocurrencias.',
    retry: 'Reintentar',
    total: (n: number) => (n === 1 ? '1 grupo' : `${n} grupos`),
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (page: number, pages: number) => `${page} / ${pages}`,
    pagination: 'Páginas de errores',
  },
  /** Toast and Toaster: screen-reader labels of each toast and of the notification region. */
  toast: {
    label: 'Notificación',
    viewport: 'Notificaciones ({hotkey})',
  },
  /** Form controls (TextField, PasswordField, Select, Field…). */
  form: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    /** Tooltip on the '*' marker of a required field. */
    required: 'obligatorio',
    selectPlaceholder: 'Selecciona una opción',
    noOptions: 'No hay opciones disponibles',
  },
  /** Charts (components/charts): the data table each chart keeps for screen readers, and its notes. */
  charts: {
    date: 'Fecha',
    category: 'Categoría',
    value: 'Valor',
    empty: 'No hay datos para este periodo.',
    /** UsageGauge: '1 de 5'. */
    usedOf: (used: string, limit: string) => `${used} de ${limit}`,
    /** UsageGauge without a limit: '12 (sin límite)'. */
    usedUnlimited: (used: string) => `${used} (sin límite)`,
  },
  /** Public site chrome: SiteHeader, SiteFooter and their links. */
  site: {
    productName: 'Alegato',
    tagline: 'Asistente legal con inteligencia artificial para profesionales del Derecho en España.',
    header: {
      nav: 'Principal',
      home: 'Inicio',
      login: 'Iniciar Sesión',
      startTrial: 'Prueba Gratis',
      skipToContent: 'Saltar al contenido',
    },
    footer: {
      productHeading: 'Producto',
      legalHeading: 'Legal',
      contactHeading: 'Contacto',
      ownerHeading: 'Titular',
      nif: 'NIF',
      cookieSettings: 'Configurar cookies',
      copyright: (year: number, name: string) => `© ${year} ${name}`,
    },
    /** The five legal pages (spec §2). */
    legalLinks: [
      { label: 'Política de privacidad', href: '/legal/privacy-policy' },
      { label: 'Términos de servicio', href: '/legal/terms-of-service' },
      { label: 'Política de cookies', href: '/legal/cookie-policy' },
      { label: 'Aviso legal', href: '/legal/legal-notice' },
      { label: 'Derechos RGPD', href: '/legal/gdpr-rights' },
    ],
    /** The three marketing pages (spec §2). */
    marketingLinks: [
      { label: 'Software legal en España', href: '/software-legal-espana' },
      { label: 'Análisis de documentos legales', href: '/analisis-documentos-legales' },
      { label: 'Casos de éxito', href: '/casos-exito' },
    ],
  },
  /** Landing page sections (spec §1–2). */
  landing: {
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
  },
  /** LegalPage layout. */
  legal: {
    updated: (date: string) => `Última actualización: ${date}`,
    toc: 'Índice',
    back: 'Volver al inicio',
  },
  /** MarketingPage layout (spec §2: get-started opens registration, login opens login). */
  marketing: {
    getStarted: 'Empezar gratis',
    login: 'Iniciar Sesión',
    ctaTitle: 'Empieza hoy con Alegato',
    ctaDescription: 'Crea tu cuenta en un minuto y prueba todas las funcionalidades gratis durante un mes.',
  },
  /** EmptyState and ErrorState copy (spec §2, report list). */
  states: {
    emptyReports: {
      title: 'No hay informes creados',
      description: 'Crea tu primer informe a partir de una plantilla y mejóralo con IA cuando quieras.',
      action: 'Crear Primer Informe',
    },
    noResults: {
      title: 'No se encontraron resultados',
      description: 'Intenta ajustar tu búsqueda o filtros',
    },
    reportsError: { title: 'Error cargando informes' },
    error: { title: 'Algo ha salido mal' },
    /** A section whose code could not be downloaded (offline, server down): retry, not an error. */
    connectionFailed: {
      title: 'No se ha podido conectar',
      description:
        'No se ha podido cargar esta sección. Comprueba tu conexión a internet y vuelve a intentarlo.',
    },
    /** Placeholder of app sections that are not built yet. */
    underConstruction: {
      title: 'Esta sección está en construcción',
      description: 'Estamos trabajando en ella. Muy pronto podrás usarla desde aquí.',
    },
    /** Secondary action of the report list's error box. */
    backToReports: 'Volver a informes',
  },
  /** Documents: DocumentUploader, DocumentList, DocumentTextViewer (spec §5, §7; ADR 0010). */
  documents: {
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
  },
  /** Legal search: SearchPanel, the Búsqueda Legal screen (spec §2 /search, §3 Search result, §7, §8). */
  search: {
    form: 'Búsqueda legal',
    query: 'Consulta',
    placeholder: 'Ej.: ¿cuánto puede pedir el casero de fianza?',
    submit: 'Buscar',
    searching: 'Buscando…',
    /** The scope control: where to search. */
    scope: 'Buscar en',
    scopeAll: 'Todo',
    scopeLegislation: 'Legislación',
    scopeDocuments: 'Mis documentos',
    scopeCase: 'Un caso',
    case: 'Caso',
    casePlaceholder: 'Elige un caso',
    law: 'Norma',
    allLaws: 'Todas las normas',
    results: 'Resultados',
    count: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
    page: (page: number) => `Pág. ${page}`,
    pages: (from: number, to: number) => `Págs. ${from}–${to}`,
    /** A legislation result is labelled by article, never by page: 'LAU · Art. 36. Fianza'. */
    article: (article: string) => `Art. ${article}`,
    relevance: (percent: number) => `Relevancia ${percent} %`,
    methodText: 'Texto',
    methodOcr: 'OCR',
    kindLegislation: 'Legislación',
    kindDocument: 'Documento',
    /** A norm no longer in force. */
    repealed: 'Derogada',
    noResultsDescription: 'Prueba con otras palabras, otra norma u otro ámbito de búsqueda.',
    /** The server's 400 for a blank query (same wording). */
    emptyQuery: MESSAGES.search.queryRequired,
    failed: MESSAGES.search.failed,
    hint: 'Pregunta con tus palabras, cita un artículo o nombra una ley: buscamos en la legislación pública y en tus documentos.',
    examplesLabel: 'Ejemplos',
    examples: ['¿Cuánto puede pedir el casero de fianza?', 'art. 1902 CC', 'plazo para recurrir una multa'],
    /** How to move through the results, read with the list. */
    keyboardHint:
      'Usa las flechas arriba y abajo para recorrer los resultados, Intro para abrir uno y Escape para volver a la consulta.',
    legislationMissingTitle: 'La legislación pública aún no está cargada',
    legislationMissingDescription: 'Hasta que se importe, las búsquedas solo encuentran tus documentos.',
    /** `{command}` is replaced by `legislationCommand`, shown as code. */
    legislationHowTo: 'Un administrador puede importarla desde Administración o con {command}.',
    legislationCommand: 'npm run sync:legislation',
    importLegislation: 'Importar legislación',
  },
  /** ArticleViewer: one article of a public norm (issue 12; spec §9 copied confirmation). */
  articleViewer: {
    toc: 'Índice de la norma',
    showToc: 'Mostrar índice',
    hideToc: 'Ocultar índice',
    previous: 'Anterior',
    next: 'Siguiente',
    /** Accessible name of the previous/next navigation. */
    pager: 'Artículo anterior y siguiente',
    /** Ready, but no article chosen yet. */
    chooseArticle: 'Elige un artículo en el índice.',
    copyCitation: 'Copiar cita',
    copied: 'Cita copiada',
    viewOnBoe: 'Ver en el BOE',
    opensInNewTab: '(se abre en una pestaña nueva)',
    repealed: 'Derogada',
    repealedTitle: 'Norma derogada',
    repealedDescription: 'Esta norma ya no está en vigor. Comprueba la versión vigente antes de citarla.',
    lastUpdated: (date: string) => `Última actualización: ${date}`,
    notes: 'Notas',
    loading: 'Cargando artículo...',
    errorTitle: 'Error cargando el artículo',
    notFoundTitle: 'Artículo no encontrado',
    notFoundDescription: 'La norma o el artículo que buscas no está en la legislación cargada.',
  },
  /** Account screens: AuthCard, LoginForm, RegisterForm, AccountCreated, password recovery (spec §2, §5, §8). */
  auth: {
    /** The back action of every account screen (shown after a left arrow icon). */
    back: 'Volver',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@despacho.es',
    password: 'Contraseña',
    /** Help under a new password (spec §9: minimum length 6). */
    passwordHint: 'Mínimo 6 caracteres',
    confirmPassword: 'Confirmar contraseña',
    /** Appended to a submit label when the backend is not configured (spec §2). */
    demoSuffix: ' (Modo Demo)',
    login: {
      title: 'Iniciar Sesión',
      description: 'Accede a tu cuenta para continuar con tus casos, documentos e informes.',
      remember: 'Recordarme',
      forgotPassword: '¿Olvidaste tu contraseña?',
      submit: 'Iniciar Sesión',
      submitting: 'Iniciando sesión…',
      noAccount: '¿No tienes cuenta?',
      register: 'Regístrate',
    },
    register: {
      title: 'Crear cuenta',
      description: 'Empieza tu prueba gratuita de 30 días.',
      name: 'Nombre completo',
      organization: 'Organización (opcional)',
      /** The terms checkbox: prefix, linked terms, joiner, linked privacy policy. */
      termsPrefix: 'Acepto los ',
      termsLink: 'términos y condiciones',
      termsJoin: ' y la ',
      privacyLink: 'política de privacidad',
      submit: 'Crear cuenta',
      submitting: 'Creando cuenta…',
      hasAccount: '¿Ya tienes cuenta?',
      login: 'Inicia sesión',
    },
    accountCreated: {
      title: 'Cuenta Creada',
      message: MESSAGES.registration.createdConfirmEmail,
      sentTo: 'Hemos enviado un enlace de confirmación a',
      hint: 'Si no lo ves en unos minutos, revisa la carpeta de spam.',
      goToLogin: 'Ir al inicio de sesión',
      backHome: 'Volver al inicio',
    },
    forgotPassword: {
      title: 'Recuperar contraseña',
      description:
        'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
      submit: 'Enviar enlace',
      submitting: 'Enviando…',
      sentTitle: 'Revisa tu correo',
      /** Shown after sending; the address is inserted between the two parts. */
      sentBefore: 'Si existe una cuenta con',
      sentAfter: 'te hemos enviado un correo con un enlace para restablecer tu contraseña.',
      backToLogin: 'Volver al inicio de sesión',
    },
    resetPassword: {
      title: 'Nueva contraseña',
      description: 'Elige una contraseña nueva para tu cuenta.',
      password: 'Nueva contraseña',
      submit: 'Guardar contraseña',
      submitting: 'Guardando…',
      doneTitle: 'Contraseña actualizada',
      doneMessage: 'Tu contraseña se ha cambiado correctamente.',
      continue: 'Ir al panel',
    },
  },
  /** Signed-in app shell: LoadingScreen, AppHeader, Sidebar, AppLayout (spec §2 App shell). */
  app: {
    loading: 'Cargando…',
    greeting: (email: string) => `Hola, ${email}`,
    testing: 'Testing',
    admin: 'Admin',
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando sesión…',
    menu: 'Menú de navegación',
    closeMenu: 'Cerrar menú',
    nav: 'Navegación principal',
    skipToContent: 'Saltar al contenido',
  },
  /** Administration (/admin, issue 14 item 5): AdminUsersTable, AuditLogTable, SystemFigures. */
  admin: {
    /** Pagination shared by the admin tables. */
    pagination: {
      label: 'Paginación',
      previous: 'Anterior',
      next: 'Siguiente',
      page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    },
    users: {
      title: 'Usuarios',
      search: 'Buscar usuarios',
      searchPlaceholder: 'Email, nombre u organización',
      plan: 'Plan',
      allPlans: 'Todos los planes',
      caption: 'Usuarios registrados',
      tableRegion: 'Tabla de usuarios',
      user: 'Usuario',
      organization: 'Organización',
      status: 'Estado',
      active: 'Activo',
      inactive: 'Desactivado',
      admin: 'Admin',
      analyses: 'Análisis este mes',
      documents: 'Documentos',
      lastSignIn: 'Último acceso',
      never: 'Nunca',
      createdAt: 'Alta',
      actions: 'Acciones',
      expires: (date: string) => `hasta ${date}`,
      trialEnds: (date: string) => `prueba hasta ${date}`,
      changePlan: 'Cambiar plan',
      disable: 'Desactivar',
      enable: 'Activar',
      changePlanFor: (email: string) => `Cambiar plan: ${email}`,
      disableFor: (email: string) => `Desactivar: ${email}`,
      enableFor: (email: string) => `Activar: ${email}`,
      changePlanTitle: (email: string) => `Cambiar el plan de ${email}`,
      disableTitle: (email: string) => `Desactivar la cuenta de ${email}`,
      enableTitle: (email: string) => `Activar la cuenta de ${email}`,
      disableDescription:
        'No podrá iniciar sesión y sus sesiones abiertas se cerrarán al momento. Queda registrado en la auditoría.',
      enableDescription: 'Podrá volver a iniciar sesión. Queda registrado en la auditoría.',
      changePlanDescription: 'El cambio se aplica al momento y queda registrado en la auditoría.',
      newPlan: 'Nuevo plan',
      reason: 'Motivo',
      reasonHint: 'Entre 3 y 500 caracteres; se guarda en la auditoría.',
      reasonInvalid: 'Escribe un motivo de entre 3 y 500 caracteres.',
      cancel: 'Cancelar',
      save: 'Guardar',
      failed: 'No se ha podido guardar el cambio. Inténtalo de nuevo.',
      self: 'Tu cuenta',
      loading: 'Cargando usuarios…',
      empty: 'Ningún usuario coincide con la búsqueda.',
      error: 'No se han podido cargar los usuarios.',
      retry: 'Reintentar',
      total: (n: number) => (n === 1 ? '1 usuario' : `${n} usuarios`),
    },
    audit: {
      title: 'Auditoría',
      user: 'Usuario (email)',
      userPlaceholder: 'Parte del email',
      event: 'Evento',
      allEvents: 'Todos los eventos',
      outcome: 'Resultado',
      allOutcomes: 'Todos los resultados',
      dateFrom: 'Desde',
      dateTo: 'Hasta',
      clear: 'Limpiar filtros',
      export: 'Exportar CSV',
      exporting: 'Exportando…',
      caption: 'Registro de auditoría',
      tableRegion: 'Tabla de auditoría',
      when: 'Fecha',
      ip: 'IP',
      detail: 'Detalle',
      noUser: 'Sin usuario',
      loading: 'Cargando la auditoría…',
      empty: 'No hay eventos con estos filtros.',
      error: 'No se ha podido cargar la auditoría.',
      retry: 'Reintentar',
      total: (n: number) => (n === 1 ? '1 evento' : `${n} eventos`),
      /** The audit actions (`AuditAction` of the server). */
      actions: {
        signup: 'Registro',
        signin: 'Inicio de sesión',
        logout: 'Cierre de sesión',
        password_change: 'Cambio de contraseña',
        password_recovery_request: 'Solicitud de nueva contraseña',
        email_confirmed: 'Email confirmado',
        token_refresh_replay: 'Token de refresco reutilizado',
        access_denied: 'Acceso a datos ajenos denegado',
        admin_denied: 'Acceso de administración denegado',
        admin_action: 'Acción de administración',
        plan_change: 'Cambio de plan',
        plan_override_start: 'Inicio de simulación de plan',
        plan_override_end: 'Fin de simulación de plan',
        user_disabled: 'Cuenta desactivada',
        user_enabled: 'Cuenta activada',
        billing_event: 'Evento de facturación',
        email_change: 'Cambio de email',
        sessions_revoked: 'Sesiones cerradas',
      },
      outcomes: { ok: 'Correcto', fail: 'Fallido', denied: 'Denegado' },
    },
    figures: {
      title: 'Sistema',
      users: 'Usuarios',
      activeUsers: (n: string) => `${n} activos`,
      documents: 'Documentos',
      pages: 'Páginas',
      chunks: 'Fragmentos indexados',
      storage: 'Almacenamiento',
      storageHint: 'Documentos y PDF generados',
      jobs: 'Trabajos en segundo plano',
      jobsDetail: (queued: string, running: string, failed: string) =>
        `${queued} en cola · ${running} en curso · ${failed} fallidos`,
      errors: 'Errores esta semana',
      errorsUnknown: 'Sin datos',
      byPlan: 'Usuarios por plan',
      activity: 'Actividad',
      last30Days: 'Últimos 30 días',
      signups: 'Altas',
      analyses: 'Análisis',
      newDocuments: 'Documentos subidos',
      loading: 'Cargando las cifras del sistema…',
      error: 'No se han podido cargar las cifras del sistema.',
      retry: 'Reintentar',
    },
  },
  /** MembershipPanel: the admin's plan simulation at /admin/memberships (spec §2 Admin memberships panel). */
  memberships: {
    title: 'Simulación de planes',
    description:
      'Elige un plan para usar la aplicación como un usuario de ese plan durante 2 horas. Tu plan real no cambia.',
    plans: 'Planes',
    simulate: 'Simular el plan',
    simulating: 'Simulando',
    ownPlan: 'Tu plan',
    free: 'Gratis',
    price: (eur: number) => `${eur} €/mes`,
    analyses: (n: number) => (n === -1 ? 'Análisis ilimitados' : `${n} análisis/mes`),
    active: (plan: string, original: string) => `Simulando el plan ${plan}; tu plan real es ${original}.`,
    inactive: 'No hay ninguna simulación activa: usas tu plan real.',
    timeLeft: (time: string) => `Tiempo restante: ${time}`,
    restore: 'Restaurar plan original',
    loading: 'Cargando la simulación…',
    error: 'No se ha podido cargar la simulación.',
    retry: 'Reintentar',
    changeFailed: MESSAGES.planOverride.changeFailed,
    restoreFailed: MESSAGES.planOverride.restoreFailed,
    userNotFound: MESSAGES.planOverride.userNotFound,
    actions: 'Acciones de prueba',
    runTests: 'Ejecutar Tests',
    debugConsole: 'Debug Consola',
    clearTests: 'Limpiar Tests',
    debugTitle: 'Última ejecución (JSON)',
    noRun: 'Aún no se ha ejecutado ninguna prueba.',
  },
  /** VerificationGrid: each plan capability, expected and actual (spec §2 Admin memberships panel). */
  verificationGrid: {
    title: 'Resultados de verificación',
    capability: 'Función',
    expected: 'Esperado',
    actual: 'Resultado',
    status: 'Estado',
    allowed: 'Permitido',
    refused: 'Rechazado',
    pass: 'Correcto',
    fail: 'Incorrecto',
    plan: (plan: string) => `Plan verificado: ${plan}`,
    summary: (ok: number, total: number) => `${ok} de ${total} comprobaciones correctas`,
    empty: 'Pulsa «Ejecutar Tests» para verificar el plan en vigor.',
    loading: 'Verificando el plan…',
    error: 'No se ha podido verificar el plan.',
  },
  /** SystemChecks: the live checks of the /testing page. */
  systemChecks: {
    title: 'Comprobaciones del sistema',
    description:
      'Prueba en vivo cada parte del servidor: base de datos, archivos, correo, IA, búsqueda, OCR, PDF y cola de trabajos.',
    run: 'Ejecutar comprobaciones',
    running: 'Ejecutando comprobaciones…',
    list: 'Resultados de las comprobaciones',
    verdicts: { ok: 'Correcto', warn: 'Aviso', fail: 'Fallo' },
    latency: (ms: string) => `${ms} ms`,
    checkedAt: (time: string) => `Última ejecución: ${time}`,
    summary: (ok: number, warn: number, fail: number) =>
      `${ok} correctas, ${warn} con aviso, ${fail} con fallo`,
    empty: 'Aún no se han ejecutado las comprobaciones.',
    error: 'No se han podido ejecutar las comprobaciones.',
  },
  /** CookieBanner and CookieSettingsDialog (spec §2 Cookie banner, §3 Cookie consent). */
  cookies: {
    banner: {
      region: 'Aviso de cookies',
      title: 'Usamos cookies',
      text: 'Usamos cookies esenciales para que Alegato funcione (inicio de sesión, seguridad y tus preferencias). Con tu permiso, usaremos también cookies funcionales, analíticas y de marketing. Puedes cambiar tu elección cuando quieras.',
      policyLink: 'Política de cookies',
      acceptAll: 'Aceptar todas',
      essentialOnly: 'Solo esenciales',
      configure: 'Configurar',
      close: 'Cerrar',
    },
    settings: {
      title: 'Configuración de cookies',
      description:
        'Elige qué cookies opcionales permites. Las esenciales son necesarias para que la aplicación funcione.',
      alwaysOn: 'Siempre activas',
      essential: 'Esenciales',
      essentialDescription:
        'Necesarias para iniciar sesión, mantener la seguridad y recordar tu elección de cookies.',
      functional: 'Funcionales',
      functionalDescription: 'Recuerdan ajustes opcionales, como el tema o la vista de las listas.',
      analytics: 'Analíticas',
      analyticsDescription: 'Nos ayudan a entender cómo se usa Alegato para mejorarlo, con datos agregados.',
      marketing: 'Marketing',
      marketingDescription: 'Permiten mostrarte información relevante sobre Alegato en otros sitios.',
      save: 'Guardar preferencias',
      acceptAll: 'Aceptar todas',
    },
  },
  /** TrialBanner (spec §3 Trial, §9: 30 days). */
  trial: {
    region: 'Periodo de prueba',
    remaining: (days: number) =>
      days === 1 ? 'Te queda 1 día de prueba gratuita' : `Te quedan ${days} días de prueba gratuita`,
    endsToday: 'Tu prueba gratuita termina hoy',
    endsOn: (date: string) => `Tu prueba termina el ${date}.`,
    plan: (plan: string) => `Plan ${plan}`,
    expired: 'Tu periodo de prueba ha terminado',
    expiredOn: (date: string) => `Terminó el ${date}. Elige un plan para seguir usando todas las funciones.`,
    upgrade: 'Ver planes',
  },
  /** PlanCards and UsageMeter on /subscription (spec §6 plan table, §9; issue 14 item 3). */
  subscription: {
    plans: {
      region: 'Planes de suscripción',
      list: 'Planes disponibles',
      /** The price: 'Gratis' or '99 €' followed by `perMonth`. */
      free: 'Gratis',
      price: (eur: number) => `${eur} €`,
      perMonth: '/mes',
      current: 'Plan actual',
      choose: 'Cambiar a este plan',
      /** The accessible name of a plan's button: starts with its visible text. */
      chooseNamed: (plan: string) => `Cambiar a este plan: ${plan}`,
      changing: 'Cambiando de plan…',
      /** The badge on the user's plan. */
      yours: 'Tu plan',
      /** The features of a plan, for screen readers. */
      featuresOf: (plan: string) => `Qué incluye el plan ${plan}`,
      demoNotice: MESSAGES.billing.demoNotice,
      stripeNotice: 'El pago se realiza de forma segura con Stripe. Puedes cancelar cuando quieras.',
      manageBilling: 'Gestionar facturación',
      features: {
        analyses: 'Análisis al mes',
        depth: 'Profundidad',
        aiModel: 'Modelos de IA avanzados',
        pdf: 'Exportación a PDF',
        batch: 'Análisis por lotes',
        api: 'Acceso a la API',
        prioritySupport: 'Soporte prioritario',
        timeout: 'Tiempo máximo por análisis',
        retries: 'Reintentos',
      },
      unlimited: 'ilimitados',
      depths: { basic: 'Básico', complete: 'Completo', expert: 'Experto' },
      seconds: (s: number) => `${s} s`,
      included: 'Incluido',
      notIncluded: 'No incluido',
      loading: 'Cargando planes...',
      error: 'No se han podido cargar los planes.',
      retry: 'Reintentar',
    },
    usage: {
      title: 'Análisis de este mes',
      plan: (plan: string) => `Plan ${plan}`,
      /** '3 de 5 análisis'. */
      usedOf: (used: number, limit: number) => `${used} de ${limit} análisis`,
      /** Without a limit: '12 análisis · ilimitados'. */
      usedUnlimited: (used: number) => `${used} análisis · ilimitados`,
      /** The bar's accessible name. */
      meter: 'Análisis usados este mes',
      remaining: (n: number) =>
        n === 1 ? 'Te queda 1 análisis este mes.' : `Te quedan ${n} análisis este mes.`,
      full: 'Has usado todos los análisis de este mes.',
      renewsOn: (date: string) => `Tu plan se renueva el ${date}.`,
      trialEndsOn: (date: string) => `Periodo de prueba hasta el ${date}.`,
      endedOn: (date: string) => `Tu plan terminó el ${date}.`,
      resetsOn: (date: string) => `El contador se reinicia el ${date}.`,
      upgrade: 'Mejorar plan',
      loading: 'Cargando el uso del plan...',
      error: 'No se ha podido cargar el uso del plan.',
      retry: 'Reintentar',
    },
  },
  /** AccountDataPanel on the settings page (GDPR arts. 15, 17 and 20). */
  accountData: {
    title: 'Tus datos',
    description: 'Descarga una copia de tus datos o elimina tu cuenta.',
    exportTitle: 'Descargar mis datos',
    exportText:
      'Obtén un archivo JSON con los datos de tu cuenta: perfil, casos, documentos con su texto extraído, sesiones, registro de actividad y preferencias de cookies. Es tu derecho de acceso y de portabilidad (RGPD, arts. 15 y 20).',
    exportAction: 'Descargar mis datos',
    exporting: 'Preparando descarga…',
    deleteTitle: 'Eliminar cuenta',
    deleteText:
      'Elimina tu cuenta y todos sus datos de forma permanente (RGPD, art. 17). No se puede deshacer.',
    deleteAction: 'Eliminar cuenta',
    confirmTitle: '¿Eliminar tu cuenta?',
    confirmText:
      'Se eliminarán de forma permanente tu cuenta, tus casos, documentos, informes y PDF. Esta acción no se puede deshacer. Si quieres conservar una copia, descarga antes tus datos.',
    password: 'Contraseña',
    passwordHint: 'Escribe tu contraseña para confirmar que eres tú.',
    confirmAction: 'Eliminar definitivamente',
    deleting: 'Eliminando…',
  },
  /**
   * The settings page's cards (issue 14 item 4): ProfileForm, PasswordChangeForm, EmailChangeForm,
   * SessionsList, PreferencesPanel and PlanSummary. Labels said elsewhere (name, new password, cookie
   * categories, usage) come from `auth`, `cookies` and `subscription` in the fragments.
   */
  settings: {
    profile: {
      title: 'Perfil',
      description: 'Tu nombre y tu organización, como aparecen en tus informes.',
      organization: 'Organización',
      save: 'Guardar cambios',
      saving: 'Guardando…',
      saved: 'Perfil actualizado.',
    },
    password: {
      title: 'Contraseña',
      description:
        'Escribe primero la contraseña que usas ahora. Al cambiarla se cierra la sesión en tus otros dispositivos.',
      current: 'Contraseña actual',
      submit: 'Cambiar contraseña',
      saving: 'Cambiando…',
      saved: 'Contraseña cambiada. Las demás sesiones se han cerrado.',
    },
    email: {
      title: 'Email de la cuenta',
      description:
        'Te enviaremos un enlace de confirmación a la dirección nueva. El cambio se aplica cuando lo abras.',
      current: 'Email actual',
      next: 'Nuevo email',
      submit: 'Cambiar email',
      saving: 'Enviando…',
      sent: (email: string) => `Hemos enviado un enlace a ${email}. Ábrelo para confirmar el cambio.`,
      pending: (email: string) => `Cambio pendiente a ${email}: abre el enlace que te hemos enviado.`,
    },
    sessions: {
      title: 'Sesiones activas',
      description: 'Los navegadores y dispositivos donde tu cuenta está abierta.',
      list: 'Tus sesiones',
      current: 'Esta sesión',
      started: (date: string) => `Iniciada el ${date}`,
      lastActive: (date: string) => `Última actividad: ${date}`,
      methods: {
        password: 'Con contraseña',
        otp: 'Con un enlace por email',
        recovery: 'Con un enlace de recuperación',
      } as Record<string, string>,
      signOutAll: 'Cerrar sesión en todos los dispositivos',
      signingOut: 'Cerrando sesiones…',
      confirmTitle: '¿Cerrar sesión en todos los dispositivos?',
      confirmText:
        'Se cerrarán todas tus sesiones, también esta. Tendrás que volver a iniciar sesión en cada dispositivo.',
      confirmAction: 'Cerrar todas las sesiones',
      empty: 'No hay otras sesiones abiertas.',
      loading: 'Cargando sesiones…',
      error: 'No se han podido cargar tus sesiones.',
      retry: 'Reintentar',
    },
    preferences: {
      title: 'Preferencias',
      history: 'Guardar mi historial de consultas',
      historyDescription:
        'Tus búsquedas, consultas y análisis se guardan en el Historial para repetirlos. Si lo desactivas, las nuevas no se guardan.',
      cookiesTitle: 'Cookies',
      cookiesDescription: 'Qué cookies opcionales permites en este navegador.',
      saved: 'Preferencias guardadas.',
      loading: 'Cargando preferencias…',
      error: 'No se han podido guardar tus preferencias.',
    },
    plan: {
      title: 'Tu plan',
      plan: (plan: string) => `Plan ${plan}`,
      manage: 'Ver planes y suscripción',
      loading: 'Cargando tu plan…',
      error: 'No se ha podido cargar tu plan.',
      retry: 'Reintentar',
    },
  },
  /** DashboardOverview. */
  dashboard: {
    greeting: (name: string) => `Hola, ${name}`,
    plan: 'Plan',
    shortcuts: 'Accesos directos',
    /** DeadlinesWidget: the upcoming plazos of the user's analysed cases and documents (issue 13). */
    deadlines: {
      title: 'Próximos plazos',
      list: 'Plazos que vencen próximamente',
      loading: 'Cargando plazos...',
      empty: 'No hay plazos próximos en tus casos analizados.',
      error: 'No se han podido cargar los plazos.',
      retry: 'Reintentar',
      /** 'Vence el 08/07/2025'. */
      dueOn: (date: string) => `Vence el ${date}`,
      /** Days left: 'hoy', 'mañana', 'en 5 días'. */
      daysLeft: (days: number) => (days <= 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`),
      urgent: 'Urgente',
      noCase: 'Sin caso',
      case: 'Caso',
      document: 'Documento',
      page: (page: number) => `Pág. ${page}`,
      /** The plazo was counted from the document's date. */
      assumedStart: (date: string) => `Contado desde el ${date}, fecha del documento.`,
      note: 'Los plazos contados desde la fecha del documento son orientativos: compruébalos con la fecha de notificación.',
    },
    /** ActivityCharts: the user's activity over the last days, usage against the plan, recent items (issue 14). */
    activity: {
      title: 'Tu actividad',
      /** 'Últimos 30 días'. */
      period: (days: number) => `Últimos ${days} días`,
      chart: 'Actividad por día',
      documents: 'Documentos',
      analyses: 'Análisis',
      reports: 'Informes',
      totals: 'Totales del periodo',
      usage: 'Análisis del mes',
      /** Under the meter: 'Plan Estudiante · el contador vuelve a cero el 01/04/2026'. */
      usageHint: (plan: string, resets: string) => `Plan ${plan} · el contador vuelve a cero el ${resets}`,
      recent: 'Actividad reciente',
      recentEmpty: 'Todavía no hay actividad reciente.',
      loading: 'Cargando actividad...',
      empty: 'No hay actividad en este periodo: sube un documento o analiza uno para empezar.',
      error: 'No se ha podido cargar la actividad.',
      retry: 'Reintentar',
      /** What each recent item is. */
      types: { document: 'Documento', report: 'Informe', analysis: 'Análisis' },
      /** The kind of an analysis (the server's `kind`). */
      kinds: {
        document_analysis: 'Análisis de un documento',
        comprehensive_analysis: 'Análisis jurídico completo',
        case_analysis: 'Análisis conjunto del caso',
        product_analysis: 'Analizador especializado',
        draft: 'Borrador de escrito',
        review_grid: 'Revisión de varios documentos',
      },
    },
  },
  /** Case screens: CaseList, CaseToolbar, CaseCard, CaseFormDialog, DeleteCaseDialog, CaseDetail (spec §3, §7 Cases). */
  cases: {
    title: 'Casos',
    description: 'Tus asuntos, clientes, plazos y documentos.',
    create: 'Nuevo caso',
    status: { pending: 'Pendiente', active: 'En curso', closed: 'Cerrado', archived: 'Archivado' },
    priority: { low: 'Baja', medium: 'Media', high: 'Alta', urgent: 'Urgente' },
    /** The priority badge: 'Prioridad alta'. */
    priorityBadge: (priority: string) => `Prioridad ${priority.toLowerCase()}`,
    documents: (count: number) => (count === 1 ? '1 documento' : `${count} documentos`),
    dueOn: (date: string) => `Vence el ${date}`,
    overdue: 'Vencido',
    updated: (relative: string) => `Actualizado ${relative}`,
    noClient: 'Sin cliente',
    saving: 'Guardando…',
    edit: 'Editar',
    delete: 'Eliminar',
    /** Completes a card action's accessible name: 'Editar' + ' el caso Herencia…'. */
    actionTarget: (title: string) => ` el caso ${title}`,
    loading: 'Cargando casos...',
    list: 'Lista de casos',
    resultCount: (shown: number, total: number) =>
      shown === total ? (total === 1 ? '1 caso' : `${total} casos`) : `${shown} de ${total} casos`,
    empty: {
      title: 'Aún no tienes casos',
      description: 'Crea tu primer caso para reunir los datos del cliente, los plazos y sus documentos.',
      action: 'Crear primer caso',
    },
    noResults: {
      title: 'No se encontraron casos',
      description: 'Intenta ajustar tu búsqueda o filtros',
      action: 'Limpiar filtros',
    },
    toolbar: {
      region: 'Buscar y filtrar casos',
      search: 'Buscar casos',
      searchPlaceholder: 'Buscar por título, cliente, descripción o etiqueta...',
      clearSearch: 'Borrar búsqueda',
      status: 'Estado',
      allStatuses: 'Todos los estados',
      priority: 'Prioridad',
      allPriorities: 'Todas las prioridades',
      tags: 'Etiquetas',
      clear: 'Limpiar',
    },
    form: {
      createTitle: 'Nuevo caso',
      editTitle: 'Editar caso',
      description: 'Solo el título es obligatorio; el resto puedes completarlo más tarde.',
      caseTitle: 'Título del caso',
      clientSection: 'Cliente',
      clientName: 'Nombre del cliente',
      clientEmail: 'Correo electrónico del cliente',
      clientPhone: 'Teléfono del cliente',
      caseSection: 'Datos del caso',
      caseDescription: 'Descripción',
      status: 'Estado',
      priority: 'Prioridad',
      dueDate: 'Fecha de vencimiento',
      tags: 'Etiquetas',
      tagsHint: 'Separadas por comas, p. ej.: civil, herencia',
      caseType: 'Tipo de caso',
      caseTypePlaceholder: 'Civil, penal, laboral…',
      courtSection: 'Juzgado',
      court: 'Juzgado / tribunal',
      judge: 'Juez o magistrado',
      notes: 'Notas',
      submitCreate: 'Crear caso',
      submitEdit: 'Guardar cambios',
      submitting: 'Guardando…',
    },
    deleteDialog: {
      title: '¿Eliminar el caso?',
      description: (title: string) => `Se eliminará «${title}». Esta acción no se puede deshacer.`,
      documentsQuestion: (count: number) =>
        count === 1
          ? 'Este caso tiene 1 documento. ¿Qué quieres hacer con él?'
          : `Este caso tiene ${count} documentos. ¿Qué quieres hacer con ellos?`,
      keep: 'Conservar los documentos (quedan sin caso)',
      keepHint: 'Seguirás encontrándolos en Documentos.',
      delete: 'Eliminar también los documentos',
      deleteHint: 'Se borran los archivos, su texto y sus análisis.',
      confirm: 'Eliminar caso',
      deleting: 'Eliminando…',
    },
    detail: {
      back: 'Volver a casos',
      client: 'Cliente',
      clientEmail: 'Correo electrónico',
      clientPhone: 'Teléfono',
      caseType: 'Tipo de caso',
      court: 'Juzgado / tribunal',
      judge: 'Juez o magistrado',
      dueDate: 'Vencimiento',
      tags: 'Etiquetas',
      description: 'Descripción',
      notes: 'Notas',
      created: 'Creado',
      updated: 'Actualizado',
      details: 'Datos del caso',
      documents: 'Documentos',
      empty: '—',
      loading: 'Cargando caso...',
      notFoundTitle: MESSAGES.cases.notFound,
      notFoundDescription: 'El caso que buscas no existe o no tienes permisos para verlo.',
    },
    /**
     * The review grid (ReviewGrid; issue 13 item 9): the same questions asked of every document of the
     * case, a table with one row per document and one column per question, each answer with its page.
     */
    reviewGrid: {
      title: 'Cuadro de revisión',
      description:
        'Haz las mismas preguntas a todos los documentos del caso y compara las respuestas en una tabla, cada una con su página.',
      questions: 'Preguntas',
      questionsHint: (max: number) => `Una por línea, hasta ${max}.`,
      placeholder: '¿Quién es el ponente?\n¿Se imponen las costas?',
      /** Inserts the frequent questions below. */
      addFrequent: 'Añadir preguntas frecuentes',
      /** Questions a lawyer asks of judgments and contracts. */
      frequent: [
        '¿Quién es el ponente?',
        '¿Cuál es el fallo?',
        '¿Se imponen las costas?',
        '¿Qué importes se mencionan?',
        '¿Qué plazos se establecen?',
        '¿Quiénes son las partes?',
      ],
      tooMany: (max: number) => `Hay demasiadas preguntas: el máximo es ${max}.`,
      tooLong: (max: number) => `Hay una pregunta demasiado larga: el máximo es ${max} caracteres.`,
      compare: 'Comparar documentos',
      comparing: 'Comparando documentos…',
      download: 'Descargar CSV',
      downloading: 'Preparando CSV…',
      /** The table's accessible name (and its scroll region's). */
      table: 'Respuestas por documento',
      document: 'Documento',
      /** A column header: 'Pregunta 2'. */
      questionNumber: (n: number) => `Pregunta ${n}`,
      notFound: 'No consta',
      /** The pages of an answer: 'Pág. 3' or 'Págs. 3, 5'. */
      pages: (pages: readonly number[]) =>
        pages.length === 1 ? `Pág. ${pages[0]}` : `Págs. ${pages.join(', ')}`,
      resultHint: 'Desliza la tabla para ver todas las preguntas.',
      emptyTitle: 'No hay documentos listos para comparar',
      emptyHint: 'Sube documentos a este caso y espera a que estén listos para hacerles preguntas.',
      errorTitle: 'No se pudieron comparar los documentos',
    },
  },
  /** Query history (HistoryList; spec §3 Query history item, §8 History, issue 14 item 1). */
  history: {
    region: 'Historial de consultas',
    list: 'Consultas realizadas',
    /** The filters. */
    filters: 'Filtrar el historial',
    type: 'Tipo',
    allTypes: 'Todos los tipos',
    dateFrom: 'Desde',
    dateTo: 'Hasta',
    search: 'Texto',
    searchPlaceholder: 'Buscar en tus consultas...',
    /** What each row records ('search', 'consulta'…, the server's `type`). */
    types: {
      search: 'Búsqueda',
      consulta: 'Extracción',
      document_analysis: 'Análisis de documento',
      comprehensive_analysis: 'Análisis integral',
      product_analysis: 'Análisis especializado',
      case_analysis: 'Análisis de caso',
      chat: 'Pregunta',
    },
    /** '12 ms', '1,5 s'. */
    duration: (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`),
    durationLabel: 'Duración',
    repeat: 'Repetir',
    open: 'Abrir',
    delete: 'Eliminar',
    /** Completes a button's accessible name: 'Repetir' + ': despido improcedente'. */
    actionTarget: (content: string) => `: ${content}`,
    loading: 'Cargando historial...',
    empty: {
      title: 'Aún no hay consultas en tu historial',
      description: 'Tus búsquedas, extracciones, análisis y preguntas a documentos aparecerán aquí.',
    },
    errorTitle: MESSAGES.history.loadFailed,
    retry: 'Reintentar',
    pagination: 'Paginación del historial',
    range: (from: number, to: number, total: number) => `Mostrando ${from} - ${to} de ${total} consultas`,
    confirmTitle: '¿Eliminar esta consulta del historial?',
    confirmText: (content: string) =>
      `Se eliminará «${content}» de tu historial. Esta acción no se puede deshacer.`,
    confirmAction: 'Eliminar consulta',
  },
  /** Report list, card and stats copy (spec §2 Report list, Report card). */
  reportList: {
    /** ReportListHeader. */
    header: {
      title: 'Generador de Informes',
      aiBadge: 'IA Enhanced',
      /** The statistics line: '12 informes · 5 con IA · 3 este mes'. */
      statsLine: (total: number, aiEnhanced: number, thisMonth: number) =>
        `${total === 1 ? '1 informe' : `${total} informes`} · ${aiEnhanced} con IA · ${thisMonth} este mes`,
      refresh: 'Actualizar',
      refreshing: 'Actualizando...',
      clearCache: 'Limpiar caché',
      create: 'Nuevo Informe',
    },
    /** ReportStats: the six statistic cards. */
    stats: {
      region: 'Estadísticas de informes',
      total: 'Total',
      aiEnhanced: 'Con IA',
      draft: 'Borradores',
      completed: 'Completados',
      generated: 'PDF Generados',
      sent: 'Enviados',
      loading: 'Cargando estadísticas...',
    },
    /** Report status names as the list shows them (spec §4). */
    status: {
      draft: MESSAGES.reportStatus.draft,
      completed: MESSAGES.reportStatus.completed,
      generated: MESSAGES.reportStatus.generated,
      sent: MESSAGES.reportStatus.sent,
      error: MESSAGES.reportStatus.error,
    },
    /** Sort options (spec §9), keyed 'field:order'. */
    sort: {
      'updated_at:desc': MESSAGES.sort.updatedDesc,
      'updated_at:asc': MESSAGES.sort.updatedAsc,
      'title:asc': MESSAGES.sort.titleAsc,
      'title:desc': MESSAGES.sort.titleDesc,
      'created_at:desc': MESSAGES.sort.createdDesc,
      'created_at:asc': MESSAGES.sort.createdAsc,
    },
    /** AI-enhanced filter options (spec §9). */
    aiFilter: { all: MESSAGES.aiFilter.all, true: MESSAGES.aiFilter.true, false: MESSAGES.aiFilter.false },
    /** ReportFilters: search box and collapsible filter panel. */
    filters: {
      region: 'Buscar y filtrar informes',
      search: 'Buscar informes',
      searchPlaceholder: 'Buscar informes por título, contenido o cliente...',
      clearSearch: 'Borrar búsqueda',
      toggle: 'Filtros',
      status: 'Estado',
      allStatuses: 'Todos los estados',
      template: 'Plantilla',
      allTemplates: 'Todas las plantillas',
      aiEnhanced: 'Mejora con IA',
      sort: 'Ordenar por',
      clear: 'Limpiar',
    },
    /** ReportCard. */
    card: {
      noClient: 'Sin cliente',
      updated: (relative: string) => `Actualizado ${relative}`,
      aiBanner: 'Mejorado con IA',
      aiQuality: (percent: number) => `Calidad ${percent}\u00a0%`,
      caseTitle: (title: string) => `Caso: ${title}`,
      linkedCase: 'Caso vinculado',
      view: 'Ver',
      edit: 'Editar',
      enhance: 'IA',
      enhancing: 'Mejorando...',
      pdf: 'PDF',
      generatingPdf: 'Generando...',
      download: 'Descargar',
      duplicate: 'Duplicar',
      delete: 'Eliminar',
      /** Completes a card action's accessible name: 'Ver' + ' el informe Demanda…'. */
      actionTarget: (title: string) => ` el informe ${title}`,
    },
    /** DeleteReportDialog: deleting asks for confirmation (spec §2). */
    deleteDialog: {
      title: 'Eliminar informe',
      description: (title: string) =>
        `¿Seguro que quieres eliminar «${title}»? Esta acción no se puede deshacer.`,
      confirm: 'Eliminar',
      deleting: 'Eliminando…',
    },
    /** ReportList body: loading, search banner, grid and pagination. */
    list: {
      label: 'Lista de informes',
      loading: 'Cargando informes...',
      searching: 'Buscando informes...',
      searchBanner: (query: string) => `Resultados de búsqueda para "${query}"`,
      resultCount: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
      showAll: 'Ver todos los informes',
      pagination: 'Paginación de informes',
      range: (from: number, to: number, total: number) => `Mostrando ${from} - ${to} de ${total} informes`,
      previous: 'Anterior',
      next: 'Siguiente',
      page: (page: number) => `Página ${page}`,
    },
  },
  /** Create-report wizard, edit modal and case analysis panel copy (spec §2). */
  reportForms: {
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
  },
  /** Report viewer copy (spec §2 Report viewer). */
  reportViewer: {
    back: 'Volver a informes',
    loading: 'Cargando informe...',
    errorTitle: 'Error cargando informe',
    reload: 'Recargar',
    notFoundTitle: MESSAGES.reports.notFound,
    notFoundDescription: 'El informe que buscas no existe o no tienes permisos para verlo.',
    aiBadge: 'IA Enhanced',
    client: 'Cliente',
    updated: (date: string) => `Actualizado ${date}`,
    created: (date: string) => `Creado ${date}`,
    quality: (score: number) => `Calidad IA: ${score}/100`,
    actions: 'Acciones del informe',
    edit: 'Editar',
    preview: 'Vista Previa',
    pdf: 'PDF Mejorado',
    pdfGenerating: 'Generando...',
    /** The report as a Word document (`GET /api/reports/{id}/docx`), beside 'PDF Mejorado'. */
    docx: 'Descargar DOCX',
    enhance: 'Mejorar con IA',
    enhancing: 'Mejorando...',
    markCompleted: 'Marcar como completado',
    markSent: 'Marcar como enviado',
    download: 'Descargar',
    description: 'Descripción',
    pdfs: 'PDFs Mejorados',
    latestPdf: 'Último PDF generado',
    downloadPdf: 'Descargar',
    /** Accessible name of a PDF's download button. */
    downloadFile: (file: string) => `Descargar ${file}`,
    showHistory: (count: number) => `Ver historial (${count})`,
    hideHistory: 'Ocultar historial',
    history: 'Historial de PDFs',
    pdfNote:
      'El PDF usa Times New Roman, encabezados, numeración de páginas, estructura legal y sección de firma y fecha.',
    content: 'Contenido del informe',
    generateTitle: 'Informe listo para mejorar con IA',
    generateText: 'La IA redactará el documento completo a partir de estos datos básicos.',
    basicData: 'Datos básicos',
    generate: 'Generar con IA',
    generating: 'Generando...',
    empty: 'Sin contenido',
    /** Accessible name of a video embedded in the report. */
    videoTitle: 'Vídeo incrustado',
  },
  /**
   * How a report shows what lives on another site (ADR 0018): remote images and videos appear as links,
   * never loaded when the report is opened.
   */
  reportHtml: {
    video: MESSAGES.reportHtml.video,
    externalImage: MESSAGES.reportHtml.externalImage,
    opensOutside: 'Se abre en su sitio, en una pestaña nueva',
  },
  /** Legal content editor copy (spec §2 Legal content editor, §4 editor save status). */
  legalEditor: {
    title: 'Editor de Contenido Legal',
    /** Accessible name of the editable area. */
    area: 'Contenido del documento legal',
    placeholder: 'Escribe tu documento legal aquí...',
    tip: 'Consejo: selecciona texto para darle formato y usa las plantillas rápidas para insertar la estructura de un escrito.',
    autoSaveNote: 'Auto-guardado cada 2 segundos',
    saveNow: 'Guardar Ahora',
    /** Save-status pill (spec §4 Editor save status). */
    saveStatus: {
      saved: MESSAGES.editorSaveStatus.saved,
      saving: MESSAGES.editorSaveStatus.saving,
      pending: MESSAGES.editorSaveStatus.pending,
      error: MESSAGES.editorSaveStatus.error,
    },
    templates: {
      group: 'Plantillas rápidas',
      civilClaim: 'Encabezado demanda civil',
      fact: 'Nuevo Hecho',
      legalGround: 'Fundamento Legal',
      petition: 'Petición',
      /** Text inserted by 'Nuevo Hecho'. */
      factText: 'PRIMERO.- ',
      /** Text inserted by 'Fundamento Legal'. */
      legalGroundText: 'El artículo [número] de [norma] establece que ',
      /** Text inserted by 'Petición'. */
      petitionText: 'SOLICITO AL JUZGADO que ',
      /** Blocks inserted by 'Encabezado demanda civil' (`heading` blocks become level-2 headings). */
      civilClaimBlocks: [
        { text: 'AL JUZGADO DE PRIMERA INSTANCIA DE [LOCALIDAD] QUE POR TURNO CORRESPONDA', bold: true },
        {
          text: 'D./Dña. [NOMBRE], Procurador/a de los Tribunales, en nombre y representación de D./Dña. [DEMANDANTE], con DNI [NÚMERO] y domicilio en [DOMICILIO], bajo la dirección letrada de D./Dña. [ABOGADO/A], ante el Juzgado comparezco y, como mejor proceda en Derecho,',
        },
        { text: 'DIGO:', bold: true },
        {
          text: 'Que por medio del presente escrito formulo DEMANDA DE JUICIO [ORDINARIO/VERBAL] contra D./Dña. [DEMANDADO], con domicilio en [DOMICILIO], en base a los siguientes',
        },
        { text: 'HECHOS', heading: true, align: 'center' },
        { text: 'PRIMERO.- ' },
        { text: 'FUNDAMENTOS DE DERECHO', heading: true, align: 'center' },
        { text: 'I.- ' },
        { text: 'SUPLICO', heading: true, align: 'center' },
        {
          text: 'Que tenga por presentado este escrito con sus documentos y copias, se sirva admitirlo y tenga por formulada DEMANDA contra D./Dña. [DEMANDADO] y, previos los trámites legales, dicte sentencia por la que ',
        },
      ],
    },
    toolbar: {
      label: 'Formato del documento',
      undo: 'Deshacer',
      redo: 'Rehacer',
      heading: (level: number) => `Encabezado ${level}`,
      font: 'Fuente',
      fontOptions: {
        default: 'Predeterminada',
        serif: 'Serif',
        sans: 'Sans serif',
        mono: 'Monoespaciada',
      },
      size: 'Tamaño',
      sizeOptions: { small: 'Pequeño', normal: 'Normal', large: 'Grande', huge: 'Enorme' },
      bold: 'Negrita',
      italic: 'Cursiva',
      underline: 'Subrayado',
      strike: 'Tachado',
      color: 'Color del texto',
      background: 'Color de fondo',
      colorDefault: 'Automático',
      backgroundDefault: 'Sin fondo',
      /** Colour names of the palette, by the palette's `name`. */
      colorNames: {
        negro: 'Negro',
        gris: 'Gris',
        rojo: 'Rojo',
        naranja: 'Naranja',
        ocre: 'Ocre',
        verde: 'Verde',
        azul: 'Azul',
        violeta: 'Violeta',
        amarillo: 'Amarillo',
      },
      subscript: 'Subíndice',
      superscript: 'Superíndice',
      orderedList: 'Lista numerada',
      bulletList: 'Lista con viñetas',
      checkList: 'Lista de verificación',
      indent: 'Aumentar sangría',
      outdent: 'Reducir sangría',
      rtl: 'Texto de derecha a izquierda',
      alignLeft: 'Alinear a la izquierda',
      alignCenter: 'Centrar',
      alignRight: 'Alinear a la derecha',
      alignJustify: 'Justificar',
      link: 'Enlace',
      image: 'Imagen',
      video: 'Vídeo',
      formula: 'Fórmula',
      blockquote: 'Cita',
      codeBlock: 'Bloque de código',
      clear: 'Borrar formato',
    },
    dialogs: {
      insert: 'Insertar',
      cancel: 'Cancelar',
      removeLink: 'Quitar enlace',
      linkTitle: 'Insertar enlace',
      linkField: 'URL del enlace',
      linkTextField: 'Texto del enlace',
      linkError: 'Introduce una URL válida que empiece por http://, https:// o mailto:',
      imageTitle: 'Insertar imagen',
      imageField: 'URL de la imagen',
      imageAltField: 'Texto alternativo',
      imageError: 'La imagen debe ser una URL http:// o https://',
      videoTitle: 'Insertar vídeo',
      videoField: 'URL del vídeo (YouTube o Vimeo)',
      videoError: 'Solo se admiten vídeos de YouTube o Vimeo',
      formulaTitle: 'Insertar fórmula',
      formulaField: 'Fórmula (LaTeX)',
      formulaError: 'Escribe la fórmula en LaTeX',
    },
  },
} as const;

export type Labels = typeof es;
