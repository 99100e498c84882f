import type { DocumentAnalysisView } from './DocumentAnalysis';

/*
 * Analyses written from what the embedded engine (`analyzeDocument` of @alegato/legal-nlp) reads in the
 * corpus documents (`pdftotext` per page): STS 2384/2025 (Sala de lo Social) at the three depths, and the
 * Jaén tender's pliego de cláusulas administrativas. Trimmed (long lists shortened) and with the PDF's
 * ligatures (ﬁ) written out. The citation statuses are those of an instance that imported the core
 * legislation (CE, LOPJ, LRJS, Código de Comercio, Ley 39/2015, LOPDGDD; not the LCSP); the related
 * legislation and the linked document of the expert analysis are examples of what the server adds.
 */

/** STS 2384/2025 at `basic` depth: type, summary, parties, court, ponente, fallo and costas. */
export const judgmentBasic: DocumentAnalysisView = {
  depth: 'basic',
  engine: 'alegato-nlp',
  pages: 4,
  words: 2777,
  documentType: 'sentencia',
  typeEvidence: {
    page: 1,
    text: 'Tipo de Resolución: Sentencia',
  },
  date: {
    page: 1,
    text: '27/05/2025',
  },
  court: {
    name: 'Tribunal Supremo, Sala de lo Social',
    page: 1,
    text: 'Órgano: Tribunal Supremo. Sala de lo Social',
  },
  ponente: {
    name: 'Ángel Blasco Pellicer',
    page: 1,
    text: 'Ha sido ponente el Excmo. Sr. D. Ángel Blasco Pellicer.',
  },
  magistrados: [
    'Concepción Rosario Ureste García',
    'Ángel Blasco Pellicer',
    'Juan Martínez Moya',
    'Isabel Olmos Parés',
    'Rafael Antonio López Parada',
  ],
  caseNumbers: [
    {
      kind: 'recurso',
      value: '3203/2023',
    },
    {
      kind: 'resolución',
      value: '474/2025',
    },
    {
      kind: 'Roj',
      value: 'STS 2384/2025',
    },
    {
      kind: 'ECLI',
      value: 'ECLI:ES:TS:2025:2384',
    },
    {
      kind: 'resolución',
      value: '877/2023',
    },
    {
      kind: 'recurso',
      value: '1122/2022',
    },
    {
      kind: 'autos',
      value: '725/2020',
    },
  ],
  summary: [
    {
      page: 3,
      text: 'La sentencia aquí recurrida, de la Sala de lo Social del Tribunal Superior de Justicia de Andalucía -sede en Granada- de 4 de mayo de 2023, Rec. 1122-22 tras desestimar la solicitud de declaración de incapacidad permanente absoluta o total; estimó el recurso de suplicación en la petición subsidiaria consistente en la declaración de Incapacidad Permanente Parcial.',
    },
    {
      page: 4,
      text: 'Por todo lo expuesto, en nombre del Rey y por la autoridad que le confiere la Constitución, esta Sala ha decidido : 1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.',
    },
    {
      page: 4,
      text: '2.- Confirmar y declarar la firmeza de la sentencia núm. 877/2023 dictada el 4 de mayo por la Sala de lo Social del Tribunal Superior de Justicia de Andalucía -sede de Granada-.',
    },
  ],
  parties: [
    {
      name: 'Instituto Nacional de la Seguridad Social',
      kind: 'organización',
      roles: ['recurrente', 'demandado'],
      page: 1,
    },
    {
      name: 'Hilario',
      kind: 'persona',
      roles: ['recurrido', 'demandante', 'recurrente'],
      page: 1,
    },
    {
      name: 'Mª de las Mercedes Recio García',
      kind: 'persona',
      roles: ['letrado'],
      page: 1,
    },
  ],
  decision: {
    fallo: 'desestima',
    page: 4,
    text: 'Por todo lo expuesto, en nombre del Rey y por la autoridad que le confiere la Constitución, esta Sala ha decidido : 1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.',
  },
  costs: {
    status: 'no se imponen',
    to: null,
    page: 4,
    text: '3.- No efectuar declaración alguna sobre imposición de costas.',
  },
};

/** STS 2384/2025 at `complete` depth: adds timeline, amounts, checked citations, deadlines and risks. */
export const judgmentComplete: DocumentAnalysisView = {
  depth: 'complete',
  engine: 'alegato-nlp',
  pages: 4,
  words: 2777,
  documentType: 'sentencia',
  typeEvidence: {
    page: 1,
    text: 'Tipo de Resolución: Sentencia',
  },
  date: {
    page: 1,
    text: '27/05/2025',
  },
  court: {
    name: 'Tribunal Supremo, Sala de lo Social',
    page: 1,
    text: 'Órgano: Tribunal Supremo. Sala de lo Social',
  },
  ponente: {
    name: 'Ángel Blasco Pellicer',
    page: 1,
    text: 'Ha sido ponente el Excmo. Sr. D. Ángel Blasco Pellicer.',
  },
  magistrados: [
    'Concepción Rosario Ureste García',
    'Ángel Blasco Pellicer',
    'Juan Martínez Moya',
    'Isabel Olmos Parés',
    'Rafael Antonio López Parada',
  ],
  caseNumbers: [
    {
      kind: 'recurso',
      value: '3203/2023',
    },
    {
      kind: 'resolución',
      value: '474/2025',
    },
    {
      kind: 'Roj',
      value: 'STS 2384/2025',
    },
    {
      kind: 'ECLI',
      value: 'ECLI:ES:TS:2025:2384',
    },
    {
      kind: 'resolución',
      value: '877/2023',
    },
    {
      kind: 'recurso',
      value: '1122/2022',
    },
    {
      kind: 'autos',
      value: '725/2020',
    },
  ],
  summary: [
    {
      page: 3,
      text: 'PRIMERO.- 1.La cuestión que se suscita en el presente recurso de casación unificadora consiste en determinar si la sala de suplicación puede reconocer al actor afectado de incapacidad permanente parcial, cuanto tal petición no constaba en la demanda, sino que se plantea por primera vez, y como subsidiaria, en el recurso de suplicación.',
    },
    {
      page: 3,
      text: 'La sentencia aquí recurrida, de la Sala de lo Social del Tribunal Superior de Justicia de Andalucía -sede en Granada- de 4 de mayo de 2023, Rec. 1122-22 tras desestimar la solicitud de declaración de incapacidad permanente absoluta o total; estimó el recurso de suplicación en la petición subsidiaria consistente en la declaración de Incapacidad Permanente Parcial.',
    },
    {
      page: 3,
      text: 'SEGUNDO.- 1.Invoca la entidad recurrente como sentencia de contraste la dictada por la Sala de lo Social del Tribunal Superior de Justicia del País Vasco de 7 de marzo de 2022 -Rec. 2809-22- que desestimó el recurso de suplicación formalizado por el trabajador al argumentar que solicitó, novedosamente, en la formalización del recurso que, subsidiariamente, se le reconociera en estado de incapacidad permanente parcial.',
    },
    {
      page: 4,
      text: 'En definitiva, lo que venimos exigiendo es que, por un lado, resulta necesario que, en algún momento y de forma indubitada, la voluntad del trabajador de que le sea reconocido el grado de incapacidad inferior al que pidió en la demanda y, paralelamente que no conste su exclusión expresa; y, por otro que no se cause indefensión alguna a la entidad responsable del pago de la prestación, es decir, cuando la solicitud de reconocimiento de un grado inferior de invalidez se base en los mismos presupuestos de hecho que la petición del grado más elevado.',
    },
    {
      page: 4,
      text: 'Por todo lo expuesto, en nombre del Rey y por la autoridad que le confiere la Constitución, esta Sala ha decidido : 1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.',
    },
    {
      page: 4,
      text: '2.- Confirmar y declarar la firmeza de la sentencia núm. 877/2023 dictada el 4 de mayo por la Sala de lo Social del Tribunal Superior de Justicia de Andalucía -sede de Granada-.',
    },
  ],
  parties: [
    {
      name: 'Instituto Nacional de la Seguridad Social',
      kind: 'organización',
      roles: ['recurrente', 'demandado'],
      page: 1,
    },
    {
      name: 'Hilario',
      kind: 'persona',
      roles: ['recurrido', 'demandante', 'recurrente'],
      page: 1,
    },
    {
      name: 'Mª de las Mercedes Recio García',
      kind: 'persona',
      roles: ['letrado'],
      page: 1,
    },
  ],
  decision: {
    fallo: 'desestima',
    page: 4,
    text: 'Por todo lo expuesto, en nombre del Rey y por la autoridad que le confiere la Constitución, esta Sala ha decidido : 1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.',
  },
  costs: {
    status: 'no se imponen',
    to: null,
    page: 4,
    text: '3.- No efectuar declaración alguna sobre imposición de costas.',
  },
  timeline: [
    {
      date: '1996-10-31',
      written: '31 de octubre de 1996',
      text: '…1.Constituye doctrina reiterada de la Sala [SSTS de 14 de junio de 1996 (Rec. 1215/1995); de 31 de octubre de 1996 (Rec. 285/1996) y de 24 de noviembre de 2003, Rcud. 661/2003); entre otras] la tesis de que es totalmente acertada y conforme a derecho la sentencia que concede al demandante un grado…',
      page: 3,
    },
    {
      date: '2003-11-24',
      written: '24 de noviembre de 2003',
      text: '…Sala [SSTS de 14 de junio de 1996 (Rec. 1215/1995); de 31 de octubre de 1996 (Rec. 285/1996) y de 24 de noviembre de 2003, Rcud. 661/2003); entre otras] la tesis de que es totalmente acertada y conforme a derecho la sentencia que concede al demandante un grado de incapacidad permanente inferior al…',
      page: 3,
    },
    {
      date: '2018-04-24',
      written: '24 de abril de 2.018',
      text: 'QUINTO: El actor comporta los siguientes padecimientos: Rotura de LCA rodilla derecha intervenido el 24 de abril de 2.018.',
      page: 2,
    },
    {
      date: '2018-07-19',
      written: '19 de julio de 2.018',
      text: '…el día 19 de febrero de 2.020 en la que deniega cualquier grado de incapacidad permanente por no alcanzar las lesiones que presenta entidad para ello sobre la base del dictamen del EVI de fecha 17 de febrero de 2.020 y visto el informe medico de síntesis de fecha 19 de julio de 2.018.',
      page: 2,
    },
    {
      date: '2020-02-17',
      written: '17 de febrero de 2.020',
      text: '…el día 19 de febrero de 2.020 en la que deniega cualquier grado de incapacidad permanente por no alcanzar las lesiones que presenta entidad para ello sobre la base del dictamen del EVI de fecha 17 de febrero de 2.020 y visto el informe medico de síntesis de fecha 19 de julio de 2.018.',
      page: 2,
    },
    {
      date: '2020-02-19',
      written: '19 de febrero de 2.020',
      text: '…de incapacidad permanente en cualquiera de sus grados, recayó resolución administrativa el día 19 de febrero de 2.020 en la que deniega cualquier grado de incapacidad permanente por no alcanzar las lesiones que presenta entidad para ello sobre la base del dictamen del EVI de fecha 17 de febrero de…',
      page: 2,
    },
    {
      date: '2020-06-24',
      written: '24 de junio de 2.020',
      text: 'TERCERO: No conforme con dicha calificación y consiguiente resolución, el actor formula en fecha de 24 de junio de 2.020 reclamación administrativa previa, con el objeto de ser declarado en situación de IP absoluta o total con los consiguientes efectos, agotando la misma la cual fue denegada por…',
      page: 2,
    },
    {
      date: '2020-07-08',
      written: '8 de julio de 2.020',
      text: '…y consiguiente resolución, el actor formula en fecha de 24 de junio de 2.020 reclamación administrativa previa, con el objeto de ser declarado en situación de IP absoluta o total con los consiguientes efectos, agotando la misma la cual fue denegada por resolución de fecha 8 de julio de 2.020.',
      page: 2,
    },
    {
      date: '2020-09-25',
      written: '25 de septiembre de 2.020',
      text: 'Formula demanda con idéntica petición el día 25 de septiembre de 2.020.',
      page: 2,
    },
    {
      date: '2022-02-18',
      written: '18 de febrero de 2022',
      text: '…en el recurso de suplicación núm. 1122/2022, formulado contra la sentencia del Juzgado de lo Social núm. 5 de Granada, de fecha 18 de febrero de 2022, autos núm. 725/2020, que resolvió la demanda sobre prestaciones interpuesta por D. Hilario frente al Instituto Nacional de la Seguridad Social.',
      page: 1,
    },
  ],
  amounts: {
    items: [
      {
        amount: 1411.02,
        currency: 'EUR',
        per: 'mes',
        written: '1.411,02 euros',
        concept: 'asciende a 1.411,02 euros mensuales',
        page: 2,
      },
    ],
    totals: [],
  },
  citations: [
    {
      normalised: 'art. 24.1 CE',
      normTitle: 'Constitución Española',
      status: 'verificada',
      href: '/search/norma/BOE-A-1978-31229#articulo-24',
      page: 3,
      passage:
        '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE; 267.5 LOPJ y 80.1, 193 y 196.2 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'LOPJ',
      normTitle: 'Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial',
      status: 'verificada',
      href: '/search/norma/BOE-A-1985-12666',
      page: 3,
      passage:
        '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE; 267.5 LOPJ y 80.1, 193 y 196.2 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'LRJS',
      normTitle: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      status: 'verificada',
      href: '/search/norma/BOE-A-2011-15936',
      page: 3,
      passage:
        '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE; 267.5 LOPJ y 80.1, 193 y 196.2 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'art. 219 LRJS',
      normTitle: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      status: 'verificada',
      href: '/search/norma/BOE-A-2011-15936#articulo-219',
      page: 3,
      passage:
        '2.De lo relacionado se desprende que existe contradicción entre las sentencias comparadas en los términos exigidos por el artículo 219 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'art. 235 LRJS',
      normTitle: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      status: 'verificada',
      href: '/search/norma/BOE-A-2011-15936#articulo-235',
      page: 4,
      passage:
        'Sin que la Sala, de conformidad con el artículo 235 LRJS, deba efectuar pronunciamiento alguno sobre imposición de costas.',
      occurrences: 1,
    },
  ],
  deadlines: [
    {
      written: 'quince días',
      workingDays: false,
      from: null,
      text: 'CUARTO.-Por providencia de esta Sala se procedió a admitir a trámite el presente recurso de casación para la unificación de doctrina, y por diligencia de ordenación se dio traslado del mismo a la parte recurrida para que formalizara su impugnación en el plazo de quince días.',
      page: 2,
    },
  ],
  risks: [
    {
      level: 'medio',
      message: 'Plazo sin fecha de inicio («quince días»): comprueba desde cuándo se computa.',
      page: 2,
      passage:
        'CUARTO.-Por providencia de esta Sala se procedió a admitir a trámite el presente recurso de casación para la unificación de doctrina, y por diligencia de ordenación se dio traslado del mismo a la parte recurrida para que formalizara su impugnación en el plazo de quince días.',
    },
  ],
};

/** STS 2384/2025 at `expert` depth: adds related legislation and the other documents of the case. */
export const judgmentExpert: DocumentAnalysisView = {
  depth: 'expert',
  engine: 'alegato-nlp',
  pages: 4,
  words: 2777,
  documentType: 'sentencia',
  typeEvidence: {
    page: 1,
    text: 'Tipo de Resolución: Sentencia',
  },
  date: {
    page: 1,
    text: '27/05/2025',
  },
  court: {
    name: 'Tribunal Supremo, Sala de lo Social',
    page: 1,
    text: 'Órgano: Tribunal Supremo. Sala de lo Social',
  },
  ponente: {
    name: 'Ángel Blasco Pellicer',
    page: 1,
    text: 'Ha sido ponente el Excmo. Sr. D. Ángel Blasco Pellicer.',
  },
  magistrados: [
    'Concepción Rosario Ureste García',
    'Ángel Blasco Pellicer',
    'Juan Martínez Moya',
    'Isabel Olmos Parés',
    'Rafael Antonio López Parada',
  ],
  caseNumbers: [
    {
      kind: 'recurso',
      value: '3203/2023',
    },
    {
      kind: 'resolución',
      value: '474/2025',
    },
    {
      kind: 'Roj',
      value: 'STS 2384/2025',
    },
    {
      kind: 'ECLI',
      value: 'ECLI:ES:TS:2025:2384',
    },
    {
      kind: 'resolución',
      value: '877/2023',
    },
    {
      kind: 'recurso',
      value: '1122/2022',
    },
    {
      kind: 'autos',
      value: '725/2020',
    },
  ],
  summary: [
    {
      page: 2,
      text: 'TERCERO.-Por la representación del INSS se formalizó el presente recurso de casación para la unificación de doctrina ante la misma Sala de suplicación, alegando la contradicción existente entre la sentencia recurrida y la dictada por la Sala de lo Social del TSJ del País Vasco, de 7 de marzo de 2022, Rec. suplicación 2809/2022.',
    },
    {
      page: 3,
      text: 'PRIMERO.- 1.La cuestión que se suscita en el presente recurso de casación unificadora consiste en determinar si la sala de suplicación puede reconocer al actor afectado de incapacidad permanente parcial, cuanto tal petición no constaba en la demanda, sino que se plantea por primera vez, y como subsidiaria, en el recurso de suplicación.',
    },
    {
      page: 3,
      text: '2.-La sentencia de instancia, del Juzgado de lo Social núm. 5 de Granada desestimó la demanda del actor en la que solicitaba la declaración de Incapacidad Permanente Absoluta o Total; razonando en sus fundamentos de derecho que podría existir alguna limitación en la capacidad profesional del actor que afectase a su rendimiento o lo pudiera hacer más gravoso, pero que ello era propio de una prestación de incapacidad permanente parcial no solicitada en la litis.',
    },
    {
      page: 3,
      text: 'La sentencia aquí recurrida, de la Sala de lo Social del Tribunal Superior de Justicia de Andalucía -sede en Granada- de 4 de mayo de 2023, Rec. 1122-22 tras desestimar la solicitud de declaración de incapacidad permanente absoluta o total; estimó el recurso de suplicación en la petición subsidiaria consistente en la declaración de Incapacidad Permanente Parcial.',
    },
    {
      page: 3,
      text: 'SEGUNDO.- 1.Invoca la entidad recurrente como sentencia de contraste la dictada por la Sala de lo Social del Tribunal Superior de Justicia del País Vasco de 7 de marzo de 2022 -Rec. 2809-22- que desestimó el recurso de suplicación formalizado por el trabajador al argumentar que solicitó, novedosamente, en la formalización del recurso que, subsidiariamente, se le reconociera en estado de incapacidad permanente parcial.',
    },
    {
      page: 4,
      text: 'La primera de ellas consiste en aclarar que los criterios expuestos tienen plena efectividad en los casos en que en el proceso conste, en algún momento y de forma indubitada, la voluntad del trabajador de que le sea reconocido el grado de incapacidad inferior al que él pidió en la demanda y en la solicitud administrativa, pero no parece correcto, en cambio, el reconocimiento de ese grado inferior si el interesado no formuló manifestación ni petición alguna en tal sentido.',
    },
    {
      page: 4,
      text: 'En definitiva, lo que venimos exigiendo es que, por un lado, resulta necesario que, en algún momento y de forma indubitada, la voluntad del trabajador de que le sea reconocido el grado de incapacidad inferior al que pidió en la demanda y, paralelamente que no conste su exclusión expresa; y, por otro que no se cause indefensión alguna a la entidad responsable del pago de la prestación, es decir, cuando la solicitud de reconocimiento de un grado inferior de invalidez se base en los mismos presupuestos de hecho que la petición del grado más elevado.',
    },
    {
      page: 4,
      text: 'Desde la otra perspectiva resulta que la sentencia recurrida adoptó su decisión sin modificar los hechos relativos a las secuelas que padecía el trabajador y sin modificar, cuestionar ni contradecir los presupuestos de hecho establecidos en la sentencia de instancia, por lo que no se causó indefensión alguna a la entidad gestora que, en el trámite de impugnación del recurso de suplicación pudo realizar -y realizó- cuantas alegaciones estimó oportunas en relación a las peticiones del actor entonces recurrente.',
    },
    {
      page: 4,
      text: 'Por todo lo expuesto, en nombre del Rey y por la autoridad que le confiere la Constitución, esta Sala ha decidido : 1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.',
    },
    {
      page: 4,
      text: '2.- Confirmar y declarar la firmeza de la sentencia núm. 877/2023 dictada el 4 de mayo por la Sala de lo Social del Tribunal Superior de Justicia de Andalucía -sede de Granada-.',
    },
  ],
  parties: [
    {
      name: 'Instituto Nacional de la Seguridad Social',
      kind: 'organización',
      roles: ['recurrente', 'demandado'],
      page: 1,
    },
    {
      name: 'Hilario',
      kind: 'persona',
      roles: ['recurrido', 'demandante', 'recurrente'],
      page: 1,
    },
    {
      name: 'Mª de las Mercedes Recio García',
      kind: 'persona',
      roles: ['letrado'],
      page: 1,
    },
  ],
  decision: {
    fallo: 'desestima',
    page: 4,
    text: 'Por todo lo expuesto, en nombre del Rey y por la autoridad que le confiere la Constitución, esta Sala ha decidido : 1.- Desestimar el recurso de casación para la unificación de doctrina interpuesto por el Instituto Nacional de la Seguridad Social representado y asistido por la letrada de la Administración de la Seguridad Social.',
  },
  costs: {
    status: 'no se imponen',
    to: null,
    page: 4,
    text: '3.- No efectuar declaración alguna sobre imposición de costas.',
  },
  timeline: [
    {
      date: '1996-10-31',
      written: '31 de octubre de 1996',
      text: '…1.Constituye doctrina reiterada de la Sala [SSTS de 14 de junio de 1996 (Rec. 1215/1995); de 31 de octubre de 1996 (Rec. 285/1996) y de 24 de noviembre de 2003, Rcud. 661/2003); entre otras] la tesis de que es totalmente acertada y conforme a derecho la sentencia que concede al demandante un grado…',
      page: 3,
    },
    {
      date: '2003-11-24',
      written: '24 de noviembre de 2003',
      text: '…Sala [SSTS de 14 de junio de 1996 (Rec. 1215/1995); de 31 de octubre de 1996 (Rec. 285/1996) y de 24 de noviembre de 2003, Rcud. 661/2003); entre otras] la tesis de que es totalmente acertada y conforme a derecho la sentencia que concede al demandante un grado de incapacidad permanente inferior al…',
      page: 3,
    },
    {
      date: '2018-04-24',
      written: '24 de abril de 2.018',
      text: 'QUINTO: El actor comporta los siguientes padecimientos: Rotura de LCA rodilla derecha intervenido el 24 de abril de 2.018.',
      page: 2,
    },
    {
      date: '2018-07-19',
      written: '19 de julio de 2.018',
      text: '…el día 19 de febrero de 2.020 en la que deniega cualquier grado de incapacidad permanente por no alcanzar las lesiones que presenta entidad para ello sobre la base del dictamen del EVI de fecha 17 de febrero de 2.020 y visto el informe medico de síntesis de fecha 19 de julio de 2.018.',
      page: 2,
    },
    {
      date: '2020-02-17',
      written: '17 de febrero de 2.020',
      text: '…el día 19 de febrero de 2.020 en la que deniega cualquier grado de incapacidad permanente por no alcanzar las lesiones que presenta entidad para ello sobre la base del dictamen del EVI de fecha 17 de febrero de 2.020 y visto el informe medico de síntesis de fecha 19 de julio de 2.018.',
      page: 2,
    },
    {
      date: '2020-02-19',
      written: '19 de febrero de 2.020',
      text: '…de incapacidad permanente en cualquiera de sus grados, recayó resolución administrativa el día 19 de febrero de 2.020 en la que deniega cualquier grado de incapacidad permanente por no alcanzar las lesiones que presenta entidad para ello sobre la base del dictamen del EVI de fecha 17 de febrero de…',
      page: 2,
    },
    {
      date: '2020-06-24',
      written: '24 de junio de 2.020',
      text: 'TERCERO: No conforme con dicha calificación y consiguiente resolución, el actor formula en fecha de 24 de junio de 2.020 reclamación administrativa previa, con el objeto de ser declarado en situación de IP absoluta o total con los consiguientes efectos, agotando la misma la cual fue denegada por…',
      page: 2,
    },
    {
      date: '2020-07-08',
      written: '8 de julio de 2.020',
      text: '…y consiguiente resolución, el actor formula en fecha de 24 de junio de 2.020 reclamación administrativa previa, con el objeto de ser declarado en situación de IP absoluta o total con los consiguientes efectos, agotando la misma la cual fue denegada por resolución de fecha 8 de julio de 2.020.',
      page: 2,
    },
    {
      date: '2020-09-25',
      written: '25 de septiembre de 2.020',
      text: 'Formula demanda con idéntica petición el día 25 de septiembre de 2.020.',
      page: 2,
    },
    {
      date: '2022-02-18',
      written: '18 de febrero de 2022',
      text: '…en el recurso de suplicación núm. 1122/2022, formulado contra la sentencia del Juzgado de lo Social núm. 5 de Granada, de fecha 18 de febrero de 2022, autos núm. 725/2020, que resolvió la demanda sobre prestaciones interpuesta por D. Hilario frente al Instituto Nacional de la Seguridad Social.',
      page: 1,
    },
  ],
  amounts: {
    items: [
      {
        amount: 1411.02,
        currency: 'EUR',
        per: 'mes',
        written: '1.411,02 euros',
        concept: 'asciende a 1.411,02 euros mensuales',
        page: 2,
      },
    ],
    totals: [],
  },
  citations: [
    {
      normalised: 'art. 24.1 CE',
      normTitle: 'Constitución Española',
      status: 'verificada',
      href: '/search/norma/BOE-A-1978-31229#articulo-24',
      page: 3,
      passage:
        '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE; 267.5 LOPJ y 80.1, 193 y 196.2 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'LOPJ',
      normTitle: 'Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial',
      status: 'verificada',
      href: '/search/norma/BOE-A-1985-12666',
      page: 3,
      passage:
        '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE; 267.5 LOPJ y 80.1, 193 y 196.2 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'LRJS',
      normTitle: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      status: 'verificada',
      href: '/search/norma/BOE-A-2011-15936',
      page: 3,
      passage:
        '3.Recurre el INSS en casación unificadora denunciando infracción de los dispuesto en el artículo 24.1 CE; 267.5 LOPJ y 80.1, 193 y 196.2 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'art. 219 LRJS',
      normTitle: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      status: 'verificada',
      href: '/search/norma/BOE-A-2011-15936#articulo-219',
      page: 3,
      passage:
        '2.De lo relacionado se desprende que existe contradicción entre las sentencias comparadas en los términos exigidos por el artículo 219 LRJS.',
      occurrences: 1,
    },
    {
      normalised: 'art. 235 LRJS',
      normTitle: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      status: 'verificada',
      href: '/search/norma/BOE-A-2011-15936#articulo-235',
      page: 4,
      passage:
        'Sin que la Sala, de conformidad con el artículo 235 LRJS, deba efectuar pronunciamiento alguno sobre imposición de costas.',
      occurrences: 1,
    },
  ],
  deadlines: [
    {
      written: 'quince días',
      workingDays: false,
      from: null,
      text: 'CUARTO.-Por providencia de esta Sala se procedió a admitir a trámite el presente recurso de casación para la unificación de doctrina, y por diligencia de ordenación se dio traslado del mismo a la parte recurrida para que formalizara su impugnación en el plazo de quince días.',
      page: 2,
    },
  ],
  risks: [
    {
      level: 'medio',
      message: 'Plazo sin fecha de inicio («quince días»): comprueba desde cuándo se computa.',
      page: 2,
      passage:
        'CUARTO.-Por providencia de esta Sala se procedió a admitir a trámite el presente recurso de casación para la unificación de doctrina, y por diligencia de ordenación se dio traslado del mismo a la parte recurrida para que formalizara su impugnación en el plazo de quince días.',
    },
  ],
  relatedLegislation: [
    {
      title:
        'Real Decreto Legislativo 8/2015, de 30 de octubre, por el que se aprueba el texto refundido de la Ley General de la Seguridad Social',
      heading: 'Artículo 194. Grados de incapacidad permanente.',
      href: '/search/norma/BOE-A-2015-11724#articulo-194',
      passage:
        '1. La incapacidad permanente, cualquiera que sea su causa determinante, se clasificará, en función del porcentaje de reducción de la capacidad de trabajo del interesado, valorado de acuerdo con la lista de enfermedades que se apruebe reglamentariamente en los siguientes grados: a) Incapacidad permanente parcial.',
    },
    {
      title: 'Ley 36/2011, de 10 de octubre, reguladora de la jurisdicción social',
      heading: 'Artículo 219. Finalidad del recurso. Legitimación del Ministerio Fiscal.',
      href: '/search/norma/BOE-A-2011-15936#articulo-219',
      passage:
        '1. El recurso tendrá por objeto la unificación de doctrina con ocasión de sentencias dictadas en suplicación por las Salas de lo Social de los Tribunales Superiores de Justicia, que fueran contradictorias entre sí…',
    },
  ],
  relatedDocuments: [
    {
      id: 'doc-tsj',
      filename: 'STSJ_AND_877_2023.pdf',
      sharedParties: ['Instituto Nacional de la Seguridad Social', 'Hilario'],
      sharedCaseNumbers: ['recurso 1122/2022', 'autos 725/2020'],
      sharedCitations: ['LRJS'],
    },
  ],
};

/** The Jaén tender's pliego de cláusulas administrativas (22 pages) at `complete` depth. */
export const tenderComplete: DocumentAnalysisView = {
  depth: 'complete',
  engine: 'alegato-nlp',
  pages: 22,
  words: 8469,
  documentType: 'pliego',
  typeEvidence: {
    page: 1,
    text: 'PLIEGO DE CLAUSULAS ADMINISTRATIVAS PARTICULARES QUE HA DE REGIR EN EL CONTRATO DE SUMINISTRO DE PLANTAS Y ADORNOS DE NAVIDAD PARA EL EMBELLECIMIENTO DE ZONAS DEL CENTRO DE JAEN.',
  },
  date: null,
  court: null,
  ponente: null,
  magistrados: [],
  caseNumbers: [
    {
      kind: 'expediente',
      value: '10/2024/CONM-CEE',
    },
  ],
  summary: [
    {
      page: 9,
      text: '4.- Declaración responsable conforme al modelo del Anexo IV relativa al cumplimiento de la obligación de contar con un dos por ciento de trabajadores con discapacidad o adoptar las medidas alternativas correspondientes y al cumplimiento de las obligaciones establecidas en la normativa vigente en materia laboral, social y de igualdad efectiva entre mujeres y hombres.',
    },
    {
      page: 9,
      text: 'De conformidad con lo dispuesto en el Real Decreto Legislativo 1/2013, de 29 de noviembre, por el que se aprueba el Texto Refundido de la Ley General de derechos de las personas con discapacidad y de su inclusión social, aquellos licitadores que tengan un número de 50 o más trabajadores en su plantilla estarán obligados a contar con un 2% de trabajadores con discapacidad, o a adoptar las medidas alternativas previstas en el Real Decreto 364/2005, de 8 de abril, por el que se regula el cumplimiento alternativo con carácter excepcional de la cuota de reserva a favor de los trabajadores con discapacidad.',
    },
    {
      page: 12,
      text: 'Sin perjuicio de la aplicación de las obligaciones de España derivadas de acuerdos internacionales, las personas físicas o jurídicas de Estados no pertenecientes a la Unión Europea o de Estados signatarios del Acuerdo sobre el Espacio Económico Europeo deberán justificar mediante informe que el Estado de procedencia de la empresa extranjera admite a su vez la participación de empresas españolas en la contratación con los entes del sector público asumibles a los enumerados en el artículo 3, en forma sustancialmente análoga.',
    },
    {
      page: 14,
      text: 'Cuando el empresario esté inscrito en el Registro Oficial de Licitadores y Empresas Clasificadas del Sector Público o figure en una base de datos nacional de un Estado miembro de la Unión Europea, como un expediente virtual de la empresa, un sistema de almacenamiento electrónico de documentos o un sistema de precalificación, y éstos sean accesibles de modo gratuito para los citados órganos, no estará obligado a presentar los documentos justificativos u otra prueba documental de los datos inscritos en los referidos lugares, siendo únicamente necesario la manifestación expresa por parte del licitador de su inscripción en el Registro o base de datos correspondiente.',
    },
  ],
  parties: [
    {
      name: 'UTE',
      kind: 'organización',
      roles: ['adjudicatario'],
      page: 12,
    },
  ],
  decision: null,
  costs: null,
  timeline: [
    {
      date: '2014-02-26',
      written: '26 de Febrero de 2014',
      text: '…de conformidad con lo dispuesto en el artículo 25 de la Ley 9/2017, de 8 de Noviembre, de Contratos del Sector Público, por la que se trasponen al ordenamiento jurídico español las Directivas del Parlamento Europeo y del Consejo 2014/23/UE y 2014/24/UE, de 26 de Febrero de 2014 (en adelante, LCSP).',
      page: 5,
    },
  ],
  amounts: {
    items: [
      {
        amount: 7040,
        currency: 'EUR',
        per: null,
        written: '7.040,00 €',
        concept: 'L1 7.040,00 € 17100/22199 OTROS SUMINISTROS L2 4',
        page: 6,
      },
      {
        amount: 4840,
        currency: 'EUR',
        per: null,
        written: '4.840,00 €',
        concept: 'L2 4.840,00 € 17100/22199 OTROS SUMINISTROS TOTAL 11',
        page: 6,
      },
      {
        amount: 11880,
        currency: 'EUR',
        per: null,
        written: '11.880,00 €',
        concept: 'TOTAL 11.880,00 € 17100/22199 OTROS SUMINISTROS',
        page: 6,
      },
    ],
    totals: [
      {
        currency: 'EUR',
        total: 23760,
        count: 3,
      },
    ],
  },
  citations: [
    {
      normalised: 'art. 25 de la Ley 9/2017',
      normTitle: null,
      status: 'norma no importada',
      href: null,
      page: 5,
      passage:
        'El presente contrato tiene carácter administrativo, de conformidad con lo dispuesto en el artículo 25 de la Ley 9/2017, de 8 de Noviembre, de Contratos del Sector Público, por la que se trasponen al ordenamiento jurídico español las Directivas del Parlamento Europeo y del Consejo 2014/23/UE y 2014/24/UE, de 26 de Febrero de 2014 (en adelante, LCSP).',
      occurrences: 1,
    },
    {
      normalised: 'Ley 30/2007',
      normTitle: null,
      status: 'norma no importada',
      href: null,
      page: 5,
      passage:
        'Para lo no previsto en los pliegos, el contrato se regirá por la LCSP, por el R.D 817/2009, de 8 de Mayo, por el que se desarrolla parcialmente la Ley 30/2007, de 30 de octubre, de Contratos del Sector Público; por el Reglamento General de la Ley de Contratos de las Administraciones Públicas, aprobado mediante real decreto 1098/2001, de 12 de octubre (RGLCAP), en todo lo que no se oponga a la…',
      occurrences: 1,
    },
    {
      normalised: 'art. 42 CCom',
      normTitle: 'Real Decreto de 22 de agosto de 1885 por el que se publica el Código de Comercio',
      status: 'verificada',
      href: '/search/norma/BOE-A-1885-6627#articulo-42',
      page: 9,
      passage:
        'Únicamente, las empresas pertenecientes a un mismo grupo, entendiéndose por tales las que se encuentren en alguno de los supuestos del artículo 42 del Código de Comercio y que presenten distintas proposiciones para concurrir individualmente a la adjudicación, deberán presentar declaración en la que hagan constar esta condición.',
      occurrences: 1,
    },
    {
      normalised:
        'Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas',
      normTitle:
        'Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas',
      status: 'verificada',
      href: '/search/norma/BOE-A-2015-10565',
      page: 10,
      passage:
        'De conformidad con lo establecido en la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas, el órgano de contratación podrá hacer uso de las facultades de comprobación que tenga atribuidas en relación con el cumplimiento de las citadas obligaciones.',
      occurrences: 1,
    },
    {
      normalised: 'art. 10 LOPDGDD',
      normTitle:
        'Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales',
      status: 'verificada',
      href: '/search/norma/BOE-A-2018-16673#articulo-10',
      page: 17,
      passage:
        'La empresa adjudicataria y su personal están obligados a guardar secreto profesional respecto a los datos de carácter personal de los que haya podido tener conocimiento por razón de la prestación del contrato, obligación que subsistirá aún después de la finalización del mismo, de conformidad con el artículo 10 de la Ley Orgánica de Protección de Datos de Carácter Personal, de 13 de diciembre de…',
      occurrences: 1,
    },
  ],
  deadlines: [
    {
      written: 'tres días',
      workingDays: false,
      from: null,
      text: 'La Mesa de contratación , constituida de conformidad con lo establecido en el artículo 326.6 de la LCSP calificará la declaración responsable y la restante documentación y si observase defectos subsanables, otorgará al empresario un plazo de tres días para que los corrija y, en su caso, un plazo de cinco días para que presente aclaraciones o documentos complementarios.',
      page: 10,
    },
    {
      written: 'cinco días',
      workingDays: false,
      from: null,
      text: 'La Mesa de contratación , constituida de conformidad con lo establecido en el artículo 326.6 de la LCSP calificará la declaración responsable y la restante documentación y si observase defectos subsanables, otorgará al empresario un plazo de tres días para que los corrija y, en su caso, un plazo de cinco días para que presente aclaraciones o documentos complementarios.',
      page: 10,
    },
    {
      written: 'tres meses',
      workingDays: false,
      from: 'siguientes a la fecha en que se les notifique la adjudicación',
      text: 'Si éstos no retiran su documentación en los tres meses siguientes a la fecha en que se les notifique la adjudicación, la Administración no estará obligada a seguirla custodiando, a excepción de los documentos justificativos de la garantía provisional, en su caso, que se conservarán para su entrega a los interesados.',
      page: 11,
    },
    {
      written: 'cinco días hábiles',
      workingDays: true,
      from: 'a contar desde el siguiente al de apertura de las proposiciones',
      text: 'La adjudicación se acordará en resolución motivada dentro de los cinco días hábiles siguientes, a contar desde el siguiente al de apertura de las proposiciones, cuando el único criterio para seleccionar al adjudicatario del contrato sea el del precio.',
      page: 11,
    },
    {
      written: '15 días',
      workingDays: false,
      from: null,
      text: 'La adjudicación se notificará a los licitadores, debiendo ser publicada en el perfil de contratante en el plazo de 15 días.',
      page: 11,
    },
    {
      written: 'diez días hábiles',
      workingDays: true,
      from: 'siguientes a la notificación de la resolución que se dicte al efecto',
      text: 'El licitador que haya presentado la mejor oferta, así como todas las empresas integrantes de la UTE que haya sido propuesta como adjudicataria, deberán presentar, en plazo de diez días hábiles siguientes a la notificación de la resolución que se dicte al efecto, la siguiente documentación acreditativa de las circunstancias referidas en la declaración responsable:',
      page: 12,
    },
    {
      written: 'cinco días hábiles',
      workingDays: true,
      from: 'siguientes a la recepción de la documentación',
      text: 'El órgano de contratación adjudicará el contrato dentro de los cinco días hábiles siguientes a la recepción de la documentación, en los términos establecidos en el artículo 150.3 LCSP.',
      page: 15,
    },
    {
      written: 'un mes',
      workingDays: false,
      from: 'desde su formalización',
      text: 'En este caso, el contratista deberá entregar a la Administración una copia legitimada y una simple del citado documento en el plazo máximo de un mes desde su formalización.',
      page: 15,
    },
  ],
  risks: [
    {
      level: 'bajo',
      message: 'El documento no indica su fecha: compruébala antes de computar plazos.',
      page: null,
      passage: null,
    },
    {
      level: 'medio',
      message: 'Plazo sin fecha de inicio («tres días»): comprueba desde cuándo se computa.',
      page: 10,
      passage:
        'La Mesa de contratación , constituida de conformidad con lo establecido en el artículo 326.6 de la LCSP calificará la declaración responsable y la restante documentación y si observase defectos subsanables, otorgará al empresario un plazo de tres días para que los corrija y, en su caso, un plazo de cinco días para que presente aclaraciones o documentos complementarios.',
    },
    {
      level: 'medio',
      message: 'Plazo sin fecha de inicio («cinco días»): comprueba desde cuándo se computa.',
      page: 10,
      passage:
        'La Mesa de contratación , constituida de conformidad con lo establecido en el artículo 326.6 de la LCSP calificará la declaración responsable y la restante documentación y si observase defectos subsanables, otorgará al empresario un plazo de tres días para que los corrija y, en su caso, un plazo de cinco días para que presente aclaraciones o documentos complementarios.',
    },
    {
      level: 'medio',
      message: 'Plazo sin fecha de inicio («15 días»): comprueba desde cuándo se computa.',
      page: 11,
      passage:
        'La adjudicación se notificará a los licitadores, debiendo ser publicada en el perfil de contratante en el plazo de 15 días.',
    },
    {
      level: 'alto',
      message:
        'Plazo de diez días hábiles siguientes a la notificación de la resolución que se dicte al efecto: anota la fecha de notificación para calcular el vencimiento.',
      page: 12,
      passage:
        'El licitador que haya presentado la mejor oferta, así como todas las empresas integrantes de la UTE que haya sido propuesta como adjudicataria, deberán presentar, en plazo de diez días hábiles siguientes a la notificación de la resolución que se dicte al efecto, la siguiente documentación acreditativa de las circunstancias referidas en la declaración responsable:',
    },
    {
      level: 'medio',
      message: 'Plazo sin fecha de inicio («15 días hábiles»): comprueba desde cuándo se computa.',
      page: 21,
      passage:
        'En los supuestos previstos en el artículo 44 de la LCSP, procederá con carácter potestativo la interposición del recurso administrativo especial en materia de contratación previo al contencioso-administrativo, en el plazo de 15 días hábiles, en los términos previstos en el artículo 50 de la LCSP.',
    },
    {
      level: 'bajo',
      message: '64 citas de artículos no dicen de qué norma son (p. 5, 6, 7, 8, 9, 10, 11, 12): compruébalo.',
      page: 5,
      passage:
        'De conformidad con el artículo 61 LCSP, la representación de las entidades del sector público en materia contractual corresponde a los órganos de contratación, unipersonales o colegiados que, en virtud de norma legal o reglamentaria o disposición estatutaria, tengan atribuida la facultad de celebrar contratos en su nombre.',
    },
    {
      level: 'medio',
      message: 'Hay 1 cláusula(s) de penalidades: revisa cuantías y supuestos.',
      page: 15,
      passage:
        'De conformidad con lo establecido en el artículo 153.4 LCSP cuando por causas imputables al adjudicatario no se hubiese formalizado el contrato dentro del plazo indicado se le exigirá el importe del 3% del presupuesto base de licitación, IVA excluido, en concepto de penalidad, que se hará efectivo en primer lugar contra la garantía definitiva, si se hubiera constituido, sin perjuicio de lo…',
    },
  ],
  contract: {
    price: [],
    obligations: [
      {
        page: 4,
        text: 'DEL CUMPLIMIENTO DE LA OBLIGACIÓN DE CONTAR CON UN DOS POR CIENTO DE TRABAJADORES CON DISCAPACIDAD O ADOPTAR LAS MEDIDAS ALTERNATIVAS CORRESPONDIENTES Y AL CUMPLIMIENTO DE LAS OBLIGACIONES ESTABLECIDAS EN LA NORMATIVA VIGENTE EN MATERIA LABORAL, SOCIAL Y DE IGUALDAD EFECTIVA ENTRE MUJERES Y HOMBRES.',
      },
      {
        page: 5,
        text: 'Ambos pliegos tienen carácter contractual, por lo que deberán ser firmados, en prueba de conformidad por el adjudicatario, una vez notificada la resolución de adjudicación.',
      },
      {
        page: 8,
        text: 'En la “Documentación acreditativa del cumplimiento de requisitos previos” los licitadores deberán incluir: 1.',
      },
      {
        page: 9,
        text: 'Además deberán presentar la siguiente documentación: 2.- Uniones Temporales de Empresarios.',
      },
      {
        page: 9,
        text: 'El citado documento deberá estar firmado por los representantes de cada una de las empresas que componen la unión.',
      },
      {
        page: 9,
        text: 'Únicamente, las empresas pertenecientes a un mismo grupo, entendiéndose por tales las que se encuentren en alguno de los supuestos del artículo 42 del Código de Comercio y que presenten distintas proposiciones para concurrir individualmente a la adjudicación, deberán presentar declaración en la que hagan constar esta condición.',
      },
      {
        page: 9,
        text: 'También deberán presentar declaración explícita aquellas sociedades que, presentando distintas proposiciones, concurran en alguno de los supuestos alternativos establecidos en el artículo 42 del Código de Comercio, respecto de los socios que la integran.',
      },
      {
        page: 9,
        text: '4.- Declaración responsable conforme al modelo del Anexo IV relativa al cumplimiento de la obligación de contar con un dos por ciento de trabajadores con discapacidad o adoptar las medidas alternativas correspondientes y al cumplimiento de las obligaciones establecidas en la normativa vigente en materia laboral, social y de igualdad efectiva entre mujeres y hombres.',
      },
    ],
    penalties: [
      {
        page: 15,
        text: 'De conformidad con lo establecido en el artículo 153.4 LCSP cuando por causas imputables al adjudicatario no se hubiese formalizado el contrato dentro del plazo indicado se le exigirá el importe del 3% del presupuesto base de licitación, IVA excluido, en concepto de penalidad, que se hará efectivo en primer lugar contra la garantía definitiva, si se hubiera constituido, sin perjuicio de lo…',
      },
    ],
    guarantees: [
      {
        page: 2,
        text: 'Cláusula 17.Garantía definitiva.',
      },
      {
        page: 8,
        text: 'En base a lo establecido en el artículo 159.4 c) de la LCSP, no procederá la constitución de garantía provisional por parte de los licitadores.',
      },
      {
        page: 11,
        text: 'Si éstos no retiran su documentación en los tres meses siguientes a la fecha en que se les notifique la adjudicación, la Administración no estará obligada a seguirla custodiando, a excepción de los documentos justificativos de la garantía provisional, en su caso, que se conservarán para su entrega a los interesados.',
      },
      {
        page: 15,
        text: 'De conformidad con lo establecido en el artículo 153.4 LCSP cuando por causas imputables al adjudicatario no se hubiese formalizado el contrato dentro del plazo indicado se le exigirá el importe del 3% del presupuesto base de licitación, IVA excluido, en concepto de penalidad, que se hará efectivo en primer lugar contra la garantía definitiva, si se hubiera constituido, sin perjuicio de lo…',
      },
    ],
  },
};

/**
 * The citations of the judgment checked against an instance that has imported only the Constitution,
 * plus one citation built for this example (not in the judgment) of an article the norm does not have.
 */
export const citationCheck: DocumentAnalysisView = {
  ...judgmentComplete,
  citations: [
    ...(judgmentComplete.citations ?? []).map((c) =>
      c.normalised.includes('CE')
        ? c
        : { ...c, status: 'norma no importada' as const, href: null, normTitle: null },
    ),
    {
      normalised: 'art. 2000 CE',
      normTitle: 'Constitución Española',
      status: 'artículo inexistente',
      href: null,
      page: 1,
      passage: 'Ejemplo de cita a un artículo que la Constitución no tiene (artículo 2000 CE).',
      occurrences: 1,
    },
  ],
};
